import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /add-course: the form for a new course. */
export const addCourseRoute = defineRoute({
  name: 'AddCourse',
  path: paths.addCourse.path,
  access: 'protected',
  title: 'Add Course',
  page: () => import('./AddCourse'),
});
