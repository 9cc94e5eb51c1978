export { AuthorCourseHeading, AuthorCoursePage } from './AuthorCoursePage';
export type { AuthorCoursePageProps } from './AuthorCoursePage';
