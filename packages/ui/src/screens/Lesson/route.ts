import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/**
 * /learn/:courseId/:lessonId: one lesson beside its course's curriculum. Protected; the screen
 * sets the lesson's title ('Lesson' is what the server sends with the session spinner).
 */
export const lessonRoute = defineRoute({
  name: 'Lesson',
  path: paths.lesson.path,
  access: 'protected',
  title: 'Lesson',
  page: () => import('./Lesson'),
});
