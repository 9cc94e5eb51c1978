import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /manage-courses/:id/curriculum: the author's curriculum editor (the 404 page for anyone else). */
export const curriculumRoute = defineRoute({
  name: 'Curriculum',
  path: paths.curriculum.path,
  access: 'protected',
  title: 'Curriculum',
  page: () => import('./Curriculum'),
});
