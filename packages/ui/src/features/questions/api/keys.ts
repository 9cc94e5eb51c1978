/** How a lesson's questions are listed: the contract's `sort` values. */
export type QuestionSort = 'newest' | 'upvotes';

/** What a course's Q&A page lists: the contract's `q`, `unanswered` and `mine`. */
export interface CourseQuestionFilters {
  q: string;
  unanswered: boolean;
  mine: boolean;
}

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
  /** Every list of a course's Q&A page, whatever its filters. */
  course: (courseId: string) => [...questionKeys.all, 'course', courseId] as const,
  courseList: (courseId: string, filters: CourseQuestionFilters) =>
    [...questionKeys.course(courseId), filters] as const,
  answers: (courseId: string, questionId: string) =>
    [...questionKeys.all, 'answers', courseId, questionId] as const,
  unanswered: () => [...questionKeys.all, 'unanswered'] as const,
};
