/**
 * The route table: every page of the app, one line each. Each screen owns its route module
 * (`@edugate/ui/screens/<Screen>/route`: its path, access, title, sitemap flag and how its page
 * loads; the page's server data sits in the screen's own module). The browser's <Routes>
 * (routes.tsx), the server render (server/renderPage.tsx), the page server's redirects and 404s
 * (server/http.ts) and the sitemap (server/sitemap.ts) all read this list through
 * routing/match.ts, so adding a screen is one folder in packages/ui and one line here (README,
 * "Adding a screen"). The order does not matter: an address goes to its most specific pattern,
 * as the browser's <Routes> ranks them. `notFoundRoute` is the page of every other address.
 */
export { aboutRoute } from '@edugate/ui/screens/About/route';
export { addCourseRoute } from '@edugate/ui/screens/AddCourse/route';
export { blogPostRoute } from '@edugate/ui/screens/BlogPost/route';
export { blogRoute } from '@edugate/ui/screens/Blog/route';
export { catalogueRoute } from '@edugate/ui/screens/Catalogue/route';
export { certificateRoute } from '@edugate/ui/screens/Certificate/route';
export { contactRoute } from '@edugate/ui/screens/Contact/route';
export { courseDetailRoute } from '@edugate/ui/screens/CourseDetail/route';
export { courseQuestionsRoute } from '@edugate/ui/screens/CourseQuestions/route';
export { curriculumRoute } from '@edugate/ui/screens/Curriculum/route';
export { editCourseRoute } from '@edugate/ui/screens/EditCourse/route';
export { faqRoute } from '@edugate/ui/screens/Faq/route';
export { forgotPasswordRoute } from '@edugate/ui/screens/ForgotPassword/route';
export { homeRoute } from '@edugate/ui/screens/Home/route';
export { insightsRoute } from '@edugate/ui/screens/Insights/route';
export { jobApplicationsRoute } from '@edugate/ui/screens/JobApplications/route';
export { jobDetailRoute } from '@edugate/ui/screens/JobDetail/route';
export { jobsRoute } from '@edugate/ui/screens/Jobs/route';
export { lessonRoute } from '@edugate/ui/screens/Lesson/route';
export { loginRoute } from '@edugate/ui/screens/Login/route';
export { manageCoursesRoute } from '@edugate/ui/screens/ManageCourses/route';
export { myApplicationsRoute } from '@edugate/ui/screens/MyApplications/route';
export { myCertificatesRoute } from '@edugate/ui/screens/MyCertificates/route';
export { myEnrolledCoursesRoute } from '@edugate/ui/screens/MyEnrolledCourses/route';
export { myJobsRoute } from '@edugate/ui/screens/MyJobs/route';
export { notFoundRoute } from '@edugate/ui/screens/NotFound/route';
export { notificationsRoute } from '@edugate/ui/screens/Notifications/route';
export { portfolioRoute } from '@edugate/ui/screens/Portfolio/route';
export { profileRoute } from '@edugate/ui/screens/Profile/route';
export { registerRoute } from '@edugate/ui/screens/Register/route';
export { savedJobsRoute } from '@edugate/ui/screens/SavedJobs/route';
export { verifyRoute } from '@edugate/ui/screens/Verify/route';
