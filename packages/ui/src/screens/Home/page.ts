import { latestCoursesQuery, popularCoursesQuery } from '../../features/courses';
import type { RouteData } from '../../navigation';

export { Home as Component } from './Home';

/** Both course lists, as useLatestCourses and usePopularCourses read them. */
export const data: RouteData = ({ api }) => [latestCoursesQuery(api), popularCoursesQuery(api)];
