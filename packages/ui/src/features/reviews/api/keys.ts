/** Query keys of the reviews feature; `reviewKeys.course(id)` reaches everything of one course. */
export const reviewKeys = {
  all: ['reviews'] as const,
  course: (courseId: string) => [...reviewKeys.all, courseId] as const,
  list: (courseId: string) => [...reviewKeys.course(courseId), 'list'] as const,
  summary: (courseId: string) => [...reviewKeys.course(courseId), 'summary'] as const,
  /** The signed-in user's review and eligibility, per user. */
  mine: (courseId: string, email: string) =>
    [...reviewKeys.course(courseId), 'mine', email] as const,
  learners: (courseId: string) => [...reviewKeys.course(courseId), 'learners'] as const,
};
