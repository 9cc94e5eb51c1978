import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /manage-courses: the signed-in user's own courses. */
export const manageCoursesRoute = defineRoute({
  name: 'ManageCourses',
  path: paths.manageCourses.path,
  access: 'protected',
  title: 'Manage Courses',
  page: () => import('./ManageCourses'),
});
