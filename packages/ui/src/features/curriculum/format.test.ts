import { describe, expect, it } from 'vitest';
import { durationText, neighbours, outlineSummary } from './format';

describe("the outline's formats", () => {
  it('write durations as people read them', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
    expect(durationText(220)).toBe('3 h 40 min');
    expect(outlineSummary({ lessonCount: 12, totalMinutes: 220 })).toBe('12 lessons · 3 h 40 min');
    expect(outlineSummary({ lessonCount: 1, totalMinutes: 5 })).toBe('1 lesson · 5 min');
  });

  it('find the lessons before and after one, across sections', () => {
    const lesson = (id: string) => ({
      _id: id,
      title: id,
      kind: 'article' as const,
      minutes: 1,
      preview: false,
    });
    const outline = {
      courseId: 'c',
      lessonCount: 3,
      totalMinutes: 3,
      sections: [
        { _id: 's1', title: 'One', lessons: [lesson('a'), lesson('b')] },
        { _id: 's2', title: 'Two', lessons: [lesson('c')] },
      ],
    };
    expect(neighbours(outline, 'b')).toMatchObject({
      index: 1,
      previous: { _id: 'a' },
      next: { _id: 'c' },
    });
    expect(neighbours(outline, 'a').previous).toBeUndefined();
    expect(neighbours(outline, 'c').next).toBeUndefined();
  });
});
