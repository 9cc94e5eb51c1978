import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /add-course: the form for a new course. */
export const addCourseRoute = defineRoute({
  name: 'AddCourse',
  path: routes.addCourse,
  access: 'protected',
  title: 'Add Course',
  page: () => import('./page'),
});
