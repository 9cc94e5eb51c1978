import type { CourseOutline } from '@edugate/api-client';
import { describe, expect, it } from 'vitest';
import { lessonMove, lessonStep } from './placement';

const lesson = (_id: string) => ({
  _id,
  title: _id,
  kind: 'article' as const,
  minutes: 1,
  preview: false,
});
const outline: CourseOutline = {
  courseId: 'c',
  lessonCount: 3,
  totalMinutes: 3,
  sections: [
    { _id: 'A', title: 'A', lessons: [lesson('a1'), lesson('a2')] },
    { _id: 'E', title: 'E', lessons: [] },
    { _id: 'B', title: 'B', lessons: [lesson('b1')] },
  ],
};

describe('lessonStep', () => {
  it('moves within a section, then on into the next one, an empty one included', () => {
    expect(lessonStep(outline, 'a1', 1)).toMatchObject({ section: { _id: 'A' }, index: 1 });
    expect(lessonStep(outline, 'a2', 1)).toMatchObject({ section: { _id: 'E' }, index: 0 });
    expect(lessonStep(outline, 'b1', -1)).toMatchObject({ section: { _id: 'E' }, index: 0 });
    expect(lessonStep(outline, 'a1', -1)).toBeUndefined();
    expect(lessonStep(outline, 'b1', 1)).toBeUndefined();
  });
});

describe('lessonMove', () => {
  it("sends the target section's new order against the one seen", () => {
    const B = outline.sections[2]!;
    expect(lessonMove(outline, 'a2', { section: B, index: 0 })).toEqual({
      sectionId: 'B',
      order: ['a2', 'b1'],
      previousOrder: ['b1'],
      position: 1,
      count: 2,
    });
    const A = outline.sections[0]!;
    expect(lessonMove(outline, 'a1', { section: A, index: 1 })).toMatchObject({
      order: ['a2', 'a1'],
      position: 2,
      count: 2,
    });
    expect(lessonMove(outline, 'a1', { section: A, index: 0 })).toBeUndefined();
  });
});
