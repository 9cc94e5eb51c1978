import { defineRoute } from '../../navigation';
import { routes } from '../../paths';

/** /courses/:id: one course, its seats, enrolment, reviews and (for its author) its learners. */
export const courseDetailRoute = defineRoute({
  name: 'CourseDetail',
  path: routes.courseDetail,
  access: 'protected',
  title: 'Course Details',
  page: () => import('./page'),
});
