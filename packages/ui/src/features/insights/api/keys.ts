/** Query keys of an author's insights: per user, so one author's figures never reach another. */
export const insightsKeys = {
  all: ['insights'] as const,
  course: (email: string, courseId: string) =>
    [...insightsKeys.all, email, 'course', courseId] as const,
};
