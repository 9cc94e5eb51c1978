import { describe, expect, it } from 'vitest';
import {
  SKILL_LIMITS,
  isSkillName,
  normaliseSkillName,
  normaliseSkillNames,
  sameSkill,
  skillKey,
} from '../src/skills';
import { normaliseCourseQuery } from '../src/courses';

describe('skill names', () => {
  it('trims and makes every inner run of white space one space', () => {
    expect(normaliseSkillName('  Kotlin \t  Multiplatform\n')).toBe('Kotlin Multiplatform');
    expect(normaliseSkillName('   ')).toBe('');
  });

  it('keeps the first of names equal ignoring case, in order, and drops blanks', () => {
    expect(normaliseSkillNames([' react', 'SQL', 'React ', '', 'sql', 'Node.js'])).toEqual([
      'react',
      'SQL',
      'Node.js',
    ]);
  });

  it('calls two names one skill when they differ only in case and spacing', () => {
    expect(sameSkill('A/B  testing', 'a/b testing ')).toBe(true);
    expect(sameSkill('React', 'React Native')).toBe(false);
    expect(sameSkill('Data Science', 'DataScience')).toBe(false);
    expect(skillKey(' Data   Science ')).toBe('data science');
  });

  it('makes a name of 1 to 60 characters once normalised, inner spaces counted as one', () => {
    const max = SKILL_LIMITS.nameLength;
    expect(isSkillName('R')).toBe(true);
    expect(isSkillName(`  ${'a'.repeat(max)}  `)).toBe(true);
    expect(isSkillName('a'.repeat(max + 1))).toBe(false);
    expect(isSkillName(`${'a'.repeat(30)}     ${'b'.repeat(max - 31)}`)).toBe(true);
    expect(isSkillName('')).toBe(false);
    expect(isSkillName('   \t ')).toBe(false);
  });

  it("puts a course query's skill in the URL only when it names one", () => {
    expect(normaliseCourseQuery({ skill: '  CSS   layout ' })).toEqual({ skill: 'CSS layout' });
    expect(normaliseCourseQuery({ skill: '  ' })).toEqual({});
  });
});
