import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /edit-course/:id: the author's form for one of their courses. */
export const editCourseRoute = defineRoute({
  name: 'EditCourse',
  path: paths.editCourse.path,
  access: 'protected',
  title: 'Edit Course',
  page: () => import('./EditCourse'),
});
