import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/**
 * /learn/:courseId/:lessonId: one lesson beside its course's curriculum. Protected; the screen
 * sets the lesson's title ('Lesson' is what the server sends with the session spinner).
 */
export const lessonRoute = defineRoute({
  name: 'Lesson',
  path: routes.lesson,
  access: 'protected',
  title: 'Lesson',
  page: () => import('./page'),
});
