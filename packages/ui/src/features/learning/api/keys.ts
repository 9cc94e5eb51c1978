/**
 * Query keys of the learner's side. Everything per user carries the e-mail, so one user's progress
 * is never served to another. Other features may import this file (the curriculum's writes
 * refresh progress through it).
 */
export const learningKeys = {
  all: ['learning'] as const,
  user: (email: string) => [...learningKeys.all, 'user', email] as const,
  progress: (email: string, courseId: string) =>
    [...learningKeys.user(email), 'progress', courseId] as const,
  myProgress: (email: string) => [...learningKeys.user(email), 'progress'] as const,
  latestAttempt: (email: string, lessonId: string) =>
    [...learningKeys.user(email), 'attempt', lessonId] as const,
  myCertificates: (email: string) => [...learningKeys.user(email), 'certificates'] as const,
  /** A certificate is public: anyone with its id reads the same. */
  certificate: (id: string) => [...learningKeys.all, 'certificate', id] as const,
};
