import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /edit-course/:id: the author's form for one of their courses. */
export const editCourseRoute = defineRoute({
  name: 'EditCourse',
  path: routes.editCourse,
  access: 'protected',
  title: 'Edit Course',
  page: () => import('./page'),
});
