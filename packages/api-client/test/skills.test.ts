import { describe, expect, it } from 'vitest';
import { normaliseSkillName, normaliseSkillNames, sameSkill } from '../src/skills';
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
  });

  it("puts a course query's skill in the URL only when it names one", () => {
    expect(normaliseCourseQuery({ skill: '  CSS   layout ' })).toEqual({ skill: 'CSS layout' });
    expect(normaliseCourseQuery({ skill: '  ' })).toEqual({});
  });
});
