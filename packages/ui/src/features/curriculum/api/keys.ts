/** Query keys of the curriculum feature; `curriculumKeys.course(id)` reaches a course's all. */
export const curriculumKeys = {
  all: ['curriculum'] as const,
  course: (courseId: string) => [...curriculumKeys.all, courseId] as const,
  outline: (courseId: string) => [...curriculumKeys.course(courseId), 'outline'] as const,
  /** A lesson's content, per signed-in user (its answers and Markdown differ for the author). */
  lesson: (courseId: string, lessonId: string, email: string) =>
    [...curriculumKeys.course(courseId), 'lesson', lessonId, email] as const,
  lessons: (courseId: string) => [...curriculumKeys.course(courseId), 'lesson'] as const,
};
