import type { CourseOutline } from '@edugate/api-client';

/** '45 min', '2 h', '3 h 40 min' (docs/product.md, Learning's '12 lessons · 3 h 40 min'). */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '1 lesson', '12 lessons'. */
export function lessonCountText(count: number): string {
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}

/** '12 lessons · 3 h 40 min': the outline's size at a glance. */
export function outlineSummary(
  outline: Pick<CourseOutline, 'lessonCount' | 'totalMinutes'>,
): string {
  return `${lessonCountText(outline.lessonCount)} · ${durationText(outline.totalMinutes)}`;
}

/** Every lesson of the outline in curriculum order, with its section. */
export function lessonsInOrder(outline: CourseOutline) {
  return outline.sections.flatMap((section) =>
    section.lessons.map((lesson) => ({
      ...lesson,
      sectionId: section._id,
      sectionTitle: section.title,
    })),
  );
}

/** The lessons before and after `lessonId` in curriculum order (across sections). */
export function neighbours(outline: CourseOutline, lessonId: string) {
  const lessons = lessonsInOrder(outline);
  const index = lessons.findIndex((lesson) => lesson._id === lessonId);
  return {
    index,
    count: lessons.length,
    previous: index > 0 ? lessons[index - 1] : undefined,
    next: index >= 0 && index < lessons.length - 1 ? lessons[index + 1] : undefined,
  };
}
