import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/**
 * /courses/:id/questions: the course's Q&A page, for its enrolled learners and its author (the
 * 404 page for anyone else, as the API answers).
 */
export const courseQuestionsRoute = defineRoute({
  name: 'CourseQuestions',
  path: paths.courseQuestions.path,
  access: 'protected',
  title: 'Q&A',
  page: () => import('./CourseQuestions'),
});
