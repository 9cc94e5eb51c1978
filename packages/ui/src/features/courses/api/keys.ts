import { normaliseCourseQuery, type CourseQuery } from '@edugate/api-client';

/**
 * Query keys of the courses feature, from general to specific so one prefix reaches a family:
 * `courseKeys.lists()` every catalogue and home page, `courseKeys.all` everything about courses.
 * Other features may import this file (and only this file) to keep their cache effects right.
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (query: CourseQuery) => [...courseKeys.lists(), normaliseCourseQuery(query)] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: string) => [...courseKeys.details(), id] as const,
  /** The signed-in user's own courses (GET /courses/my-courses), per user. */
  mine: (email: string) => [...courseKeys.all, 'mine', email] as const,
};
