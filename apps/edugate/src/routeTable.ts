/**
 * The route table: every page of the app, one line each. Each screen owns its route module
 * (`@edugate/ui/screens/<Screen>/route`: its path, access, title and how its page loads, with the
 * data the server fetches for it beside the screen). The browser's <Routes> (routes.tsx), the
 * server render (server/renderPage.tsx) and the page server's redirects and 404s (server/http.ts)
 * all read this list through routing/match.ts, so adding a screen is one folder in packages/ui
 * and one line here (README, "Adding a screen"). Order matters only where two patterns match one
 * address: the first wins.
 */
import type { RouteModule } from '@edugate/ui/navigation';
import { aboutRoute } from '@edugate/ui/screens/About/route';
import { addCourseRoute } from '@edugate/ui/screens/AddCourse/route';
import { blogRoute } from '@edugate/ui/screens/Blog/route';
import { blogPostRoute } from '@edugate/ui/screens/BlogPost/route';
import { catalogueRoute } from '@edugate/ui/screens/Catalogue/route';
import { certificateRoute } from '@edugate/ui/screens/Certificate/route';
import { contactRoute } from '@edugate/ui/screens/Contact/route';
import { courseDetailRoute } from '@edugate/ui/screens/CourseDetail/route';
import { curriculumRoute } from '@edugate/ui/screens/Curriculum/route';
import { editCourseRoute } from '@edugate/ui/screens/EditCourse/route';
import { faqRoute } from '@edugate/ui/screens/Faq/route';
import { homeRoute } from '@edugate/ui/screens/Home/route';
import { insightsRoute } from '@edugate/ui/screens/Insights/route';
import { jobApplicationsRoute } from '@edugate/ui/screens/JobApplications/route';
import { jobDetailRoute } from '@edugate/ui/screens/JobDetail/route';
import { jobsRoute } from '@edugate/ui/screens/Jobs/route';
import { lessonRoute } from '@edugate/ui/screens/Lesson/route';
import { loginRoute } from '@edugate/ui/screens/Login/route';
import { manageCoursesRoute } from '@edugate/ui/screens/ManageCourses/route';
import { myApplicationsRoute } from '@edugate/ui/screens/MyApplications/route';
import { myCertificatesRoute } from '@edugate/ui/screens/MyCertificates/route';
import { myEnrolledCoursesRoute } from '@edugate/ui/screens/MyEnrolledCourses/route';
import { myJobsRoute } from '@edugate/ui/screens/MyJobs/route';
import { notFoundRoute } from '@edugate/ui/screens/NotFound/route';
import { notificationsRoute } from '@edugate/ui/screens/Notifications/route';
import { registerRoute } from '@edugate/ui/screens/Register/route';
// Issue 30, accounts.
import { forgotPasswordRoute } from '@edugate/ui/screens/ForgotPassword/route';
import { profileRoute } from '@edugate/ui/screens/Profile/route';

export const routeTable: readonly RouteModule[] = [
  homeRoute,
  jobsRoute,
  loginRoute,
  registerRoute,
  catalogueRoute,
  courseDetailRoute,
  addCourseRoute,
  editCourseRoute,
  myEnrolledCoursesRoute,
  manageCoursesRoute,
  myJobsRoute,
  jobApplicationsRoute,
  myApplicationsRoute,
  aboutRoute,
  blogRoute,
  blogPostRoute,
  faqRoute,
  contactRoute,
  lessonRoute,
  certificateRoute,
  myCertificatesRoute,
  curriculumRoute,
  insightsRoute,
  // A job's own page (issue 30, point 3)
  jobDetailRoute,
  // Issue 30, accounts.
  forgotPasswordRoute,
  profileRoute,
  notificationsRoute,
];

/** The page of every other address. */
export { notFoundRoute };
