import { describe, expect, it } from 'vitest';
import { courseTexts } from './texts';

describe("a course's counts and rating read as a person writes them", () => {
  it('one student is singular', () => {
    expect(courseTexts.studentsEnrolled(0)).toBe('0 students enrolled');
    expect(courseTexts.studentsEnrolled(1)).toBe('1 student enrolled');
    expect(courseTexts.studentsEnrolled(25)).toBe('25 students enrolled');
  });

  it('a rating always has one decimal, as the reviews panel writes it', () => {
    expect(courseTexts.rating(4)).toBe('Rating: 4.0');
    expect(courseTexts.rating(4.25)).toBe('Rating: 4.3');
  });
});
