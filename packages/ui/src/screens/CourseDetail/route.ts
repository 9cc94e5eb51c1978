import { defineRoute } from '../../navigation';
import { paths } from '../../paths';

/** /courses/:id: one course, its seats, enrolment, reviews and (for its author) its learners. */
export const courseDetailRoute = defineRoute({
  name: 'CourseDetail',
  path: paths.courseDetail.path,
  access: 'protected',
  title: 'Course Details',
  page: () => import('./CourseDetail'),
});
