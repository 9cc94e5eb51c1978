import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /manage-courses/:id/curriculum: the author's curriculum editor (the 404 page for anyone else). */
export const curriculumRoute = defineRoute({
  name: 'Curriculum',
  path: routes.curriculum,
  access: 'protected',
  title: 'Curriculum',
  page: () => import('./page'),
});
