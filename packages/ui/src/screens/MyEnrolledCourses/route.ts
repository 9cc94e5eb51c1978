import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /my-enrolled-courses: the courses the signed-in user is enrolled in. */
export const myEnrolledCoursesRoute = defineRoute({
  name: 'MyEnrolledCourses',
  path: routes.myEnrolledCourses,
  access: 'protected',
  title: 'My Enrolled Courses',
  page: () => import('./page'),
});
