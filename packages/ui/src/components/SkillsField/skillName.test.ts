import { describe, expect, it } from 'vitest';
import {
  SKILL_NAME_MAX_LENGTH,
  isValidSkillName,
  normaliseSkillName,
  sameSkill,
  skillKey,
} from './skillName';

describe('a skill name', () => {
  it('is trimmed and its inner whitespace collapsed to single spaces', () => {
    expect(normaliseSkillName('  Machine   Learning  ')).toBe('Machine Learning');
    expect(normaliseSkillName('UI/UX\t\nDesign')).toBe('UI/UX Design');
    expect(normaliseSkillName('React')).toBe('React');
  });

  it('keeps its case when normalised', () => {
    expect(normaliseSkillName(' TypeScript ')).toBe('TypeScript');
  });

  it('is the same skill whatever its case or spacing', () => {
    expect(sameSkill('React', 'react')).toBe(true);
    expect(sameSkill(' REACT ', 'React')).toBe(true);
    expect(sameSkill('Machine  learning', 'machine Learning')).toBe(true);
    expect(skillKey(' Data   Science ')).toBe('data science');
  });

  it('is a different skill when the words differ', () => {
    expect(sameSkill('React', 'React Native')).toBe(false);
    expect(sameSkill('Data Science', 'DataScience')).toBe(false);
  });

  it('is valid from 1 to 60 characters once normalised', () => {
    expect(isValidSkillName('R')).toBe(true);
    expect(isValidSkillName('a'.repeat(SKILL_NAME_MAX_LENGTH))).toBe(true);
    expect(isValidSkillName(`  ${'a'.repeat(SKILL_NAME_MAX_LENGTH)}  `)).toBe(true);
    expect(isValidSkillName('a'.repeat(SKILL_NAME_MAX_LENGTH + 1))).toBe(false);
  });

  it('is not valid when empty or only whitespace', () => {
    expect(isValidSkillName('')).toBe(false);
    expect(isValidSkillName('   \t ')).toBe(false);
  });

  it('counts inner whitespace as one space towards the limit', () => {
    const words = `${'a'.repeat(30)}     ${'b'.repeat(29)}`;
    expect(normaliseSkillName(words)).toHaveLength(60);
    expect(isValidSkillName(words)).toBe(true);
  });
});
