/** How a lesson's questions are listed: the contract's `sort` values. */
export type QuestionSort = 'newest' | 'upvotes';

/**
 * Query keys of questions: `lesson(courseId, lessonId)` is the prefix of both of a lesson's
 * orders, so one invalidation refreshes whichever the reader switches to next. `unanswered` is
 * the caller's count per course they added (Manage Courses).
 */
export const questionKeys = {
  all: ['questions'] as const,
  lesson: (courseId: string, lessonId: string) =>
    [...questionKeys.all, 'lesson', courseId, lessonId] as const,
  lessonList: (courseId: string, lessonId: string, sort: QuestionSort) =>
    [...questionKeys.lesson(courseId, lessonId), sort] as const,
  answers: (courseId: string, questionId: string) =>
    [...questionKeys.all, 'answers', courseId, questionId] as const,
  unanswered: () => [...questionKeys.all, 'unanswered'] as const,
};
