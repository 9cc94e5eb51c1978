import type { CourseOutline, OutlineSection } from '@edugate/api-client';

/** Where a lesson is, or is to go: its section and its index there. */
export interface LessonPlace {
  section: OutlineSection;
  index: number;
}

/** A lesson move as the API takes it: the target section's lessons, new order and the one seen. */
export interface LessonMove {
  sectionId: string;
  order: string[];
  previousOrder: string[];
  /** Where the lesson ends up, from 1, and how many lessons its section then holds. */
  position: number;
  count: number;
}

export function findLesson(outline: CourseOutline, lessonId: string): LessonPlace | undefined {
  for (const section of outline.sections) {
    const index = section.lessons.findIndex((lesson) => lesson._id === lessonId);
    if (index >= 0) return { section, index };
  }
  return undefined;
}

/**
 * Where 'Move up' (-1) or 'Move down' (1) takes a lesson (docs/product.md, Learning): one place
 * within its section; past the section's first lesson to the end of the section before, past its
 * last to the start of the section after (an empty section included). Undefined at either end.
 */
export function lessonStep(
  outline: CourseOutline,
  lessonId: string,
  step: -1 | 1,
): LessonPlace | undefined {
  const from = findLesson(outline, lessonId);
  if (!from) return undefined;
  const index = from.index + step;
  if (index >= 0 && index < from.section.lessons.length) return { section: from.section, index };
  const sectionIndex = outline.sections.indexOf(from.section) + step;
  const section = outline.sections[sectionIndex];
  if (!section) return undefined;
  return { section, index: step < 0 ? section.lessons.length : 0 };
}

/**
 * The request that puts a lesson at `to` (an index among the target section's lessons once it is
 * there); undefined when it is there already.
 */
export function lessonMove(
  outline: CourseOutline,
  lessonId: string,
  to: LessonPlace,
): LessonMove | undefined {
  const from = findLesson(outline, lessonId);
  if (!from) return undefined;
  const previousOrder = to.section.lessons.map((lesson) => lesson._id);
  if (from.section._id === to.section._id && from.index === to.index) return undefined;
  const order = previousOrder.filter((id) => id !== lessonId);
  const index = Math.max(0, Math.min(to.index, order.length));
  order.splice(index, 0, lessonId);
  return {
    sectionId: to.section._id,
    order,
    previousOrder,
    position: index + 1,
    count: order.length,
  };
}
