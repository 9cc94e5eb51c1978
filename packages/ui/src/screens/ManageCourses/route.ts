import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /manage-courses: the signed-in user's own courses. */
export const manageCoursesRoute = defineRoute({
  name: 'ManageCourses',
  path: routes.manageCourses,
  access: 'protected',
  title: 'Manage Courses',
  page: () => import('./page'),
});
