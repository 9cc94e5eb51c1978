import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /my-enrolled-courses: the courses the signed-in user is enrolled in. */
export const myEnrolledCoursesRoute = defineRoute({
  name: 'MyEnrolledCourses',
  path: paths.myEnrolledCourses.path,
  access: 'protected',
  title: 'My Enrolled Courses',
  page: () => import('./MyEnrolledCourses'),
});
