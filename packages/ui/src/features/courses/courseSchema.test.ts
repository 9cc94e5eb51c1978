import { describe, expect, it } from 'vitest';
import { courseSchema, emptyCourseForm, MAX_OUTCOMES } from './courseSchema';
import { courseTexts } from './texts';

const filled = {
  ...emptyCourseForm,
  title: 'Intro to SQL',
  description: 'Queries, joins and indexes.',
  imageUrl: 'https://example.com/sql.png',
  duration: '3 weeks',
  category: 'data science' as const,
};

const withOutcomes = (...texts: string[]) => ({
  ...filled,
  outcomes: texts.map((text) => ({ text })),
});

describe("the course form's outcomes", () => {
  it('start as one empty line and send none when left empty', () => {
    expect(emptyCourseForm.outcomes).toEqual([{ text: '' }]);
    expect(courseSchema.parse(filled).outcomes).toEqual([]);
  });

  it('are sent trimmed, in order, without blank lines', () => {
    const parsed = courseSchema.parse(withOutcomes('  Read a plan ', '', '   ', 'Index a join'));
    expect(parsed.outcomes).toEqual(['Read a plan', 'Index a join']);
  });

  it('take 120 characters after trimming and refuse 121 beside that line', () => {
    const longest = 'x'.repeat(120);
    expect(courseSchema.parse(withOutcomes(` ${longest} `)).outcomes).toEqual([longest]);
    const result = courseSchema.safeParse(withOutcomes('fine', 'x'.repeat(121)));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['outcomes', 1, 'text'],
        message: courseTexts.outcomeTooLong,
      }),
    ]);
  });

  it('take at most six lines, as the contract does', () => {
    expect(MAX_OUTCOMES).toBe(6);
    const six = Array.from({ length: 6 }, (_, index) => `Outcome ${index + 1}`);
    expect(courseSchema.parse(withOutcomes(...six)).outcomes).toEqual(six);
    expect(courseSchema.safeParse(withOutcomes(...six, 'seventh')).success).toBe(false);
  });
});
