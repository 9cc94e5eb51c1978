/**
 * The route table: every address of the app, once. The browser's <Routes> (routes.tsx), the
 * server render (server/renderPage.tsx: status, title, the data fetched before rendering, the
 * screen's files to preload) and the page server's 404s (server/http.ts) all read it, so adding
 * a screen is one entry here (and its path in @edugate/ui/paths). SPEC.md's routes and the
 * footer's pages (SPEC-BEYOND.md section 4); each screen is its own chunk, loaded when its route
 * is first shown or when a link to it is hovered or focused.
 */
import { CATALOGUE_PAGE_SIZE } from '@edugate/api-client';
import { isArticleSlug } from '@edugate/ui/features/content/slugs';
import { routes } from '@edugate/ui/paths';
import type { ContactProps } from '@edugate/ui/screens/Contact';
import { readContact } from './config';
import { lazyScreen, routeFor, type AppRoute, type LazyScreen } from './routeModules';

/** Who runs this site, as configured at build time (VITE_CONTACT_*), for the Contact page. */
const contact: ContactProps['details'] = readContact(import.meta.env);

/**
 * Routes' `data` exist in the server build only: the browser never fetches through the table (a
 * screen's own queries fetch what the server did not send), and the client build drops these
 * functions, the factories' imports and their preload lists from the entry chunk
 * (`import.meta.env.SSR` is false there). The factories load with the page on the server.
 */
const ON_SERVER = import.meta.env.SSR;

const courseQueries = () => import('@edugate/ui/features/courses/queries');

export const routeTable: readonly AppRoute[] = [
  {
    path: routes.home,
    access: 'public',
    title: 'Home',
    screen: lazyScreen(
      'Home',
      () => import('@edugate/ui/screens/Home'),
      (m) => m.Home,
    ),
    data: ON_SERVER
      ? async ({ api }) => {
          const { latestCoursesQuery, popularCoursesQuery } = await courseQueries();
          return [latestCoursesQuery(api), popularCoursesQuery(api)];
        }
      : undefined,
  },
  {
    path: routes.jobs,
    access: 'public',
    title: 'Jobs',
    screen: lazyScreen(
      'Jobs',
      () => import('@edugate/ui/screens/Jobs'),
      (m) => m.Jobs,
    ),
    data: ON_SERVER
      ? async ({ api }) => {
          const { jobListQuery } = await import('@edugate/ui/features/jobs/queries');
          return [jobListQuery(api)];
        }
      : undefined,
  },
  {
    path: routes.login,
    access: 'public',
    title: 'Login',
    screen: lazyScreen(
      'Login',
      () => import('@edugate/ui/screens/Login'),
      (m) => m.Login,
    ),
  },
  {
    path: routes.register,
    access: 'public',
    title: 'Register',
    screen: lazyScreen(
      'Register',
      () => import('@edugate/ui/screens/Register'),
      (m) => m.Register,
    ),
  },
  {
    path: routes.courses,
    access: 'public',
    title: 'Courses',
    screen: lazyScreen(
      'Catalogue',
      () => import('@edugate/ui/screens/Catalogue'),
      (m) => m.Catalogue,
    ),
    data: ON_SERVER
      ? async ({ api, search }) => {
          // The screen's own reading of the URL (its chunk is loaded for the render anyway).
          const [{ parseCatalogueSearch }, { cataloguePageQuery }] = await Promise.all([
            import('@edugate/ui/screens/Catalogue'),
            courseQueries(),
          ]);
          const { q, category, sort, page } = parseCatalogueSearch(search);
          return [
            cataloguePageQuery(api, {
              q,
              category,
              sort,
              offset: (page - 1) * CATALOGUE_PAGE_SIZE,
            }),
          ];
        }
      : undefined,
  },
  {
    path: routes.courseDetail,
    access: 'protected',
    title: 'Course Details',
    screen: lazyScreen(
      'CourseDetail',
      () => import('@edugate/ui/screens/CourseDetail'),
      (m) => m.CourseDetail,
    ),
  },
  {
    path: routes.addCourse,
    access: 'protected',
    title: 'Add Course',
    screen: lazyScreen(
      'AddCourse',
      () => import('@edugate/ui/screens/AddCourse'),
      (m) => m.AddCourse,
    ),
  },
  {
    path: routes.editCourse,
    access: 'protected',
    title: 'Edit Course',
    screen: lazyScreen(
      'EditCourse',
      () => import('@edugate/ui/screens/EditCourse'),
      (m) => m.EditCourse,
    ),
  },
  {
    path: routes.myEnrolledCourses,
    access: 'protected',
    title: 'My Enrolled Courses',
    screen: lazyScreen(
      'MyEnrolledCourses',
      () => import('@edugate/ui/screens/MyEnrolledCourses'),
      (m) => m.MyEnrolledCourses,
    ),
  },
  {
    path: routes.manageCourses,
    access: 'protected',
    title: 'Manage Courses',
    screen: lazyScreen(
      'ManageCourses',
      () => import('@edugate/ui/screens/ManageCourses'),
      (m) => m.ManageCourses,
    ),
  },
  {
    path: routes.myJobs,
    access: 'protected',
    title: 'My Jobs',
    screen: lazyScreen(
      'MyJobs',
      () => import('@edugate/ui/screens/MyJobs'),
      (m) => m.MyJobs,
    ),
  },
  {
    path: routes.jobApplications,
    access: 'protected',
    title: 'Applications',
    screen: lazyScreen(
      'JobApplications',
      () => import('@edugate/ui/screens/JobApplications'),
      (m) => m.JobApplications,
    ),
  },
  {
    path: routes.myApplications,
    access: 'protected',
    title: 'My Applications',
    screen: lazyScreen(
      'MyApplications',
      () => import('@edugate/ui/screens/MyApplications'),
      (m) => m.MyApplications,
    ),
  },
  {
    path: routes.about,
    access: 'public',
    title: 'About Us',
    screen: lazyScreen(
      'About',
      () => import('@edugate/ui/screens/About'),
      (m) => m.About,
    ),
  },
  {
    path: routes.blog,
    access: 'public',
    title: 'Blog',
    screen: lazyScreen(
      'Blog',
      () => import('@edugate/ui/screens/Blog'),
      (m) => m.Blog,
    ),
  },
  {
    path: routes.blogPost,
    access: 'public',
    // The article's title comes with the screen's chunk, not the entry: the screen sets it.
    // Only the slugs are in the entry, to tell a 404.
    exists: ({ slug }) => isArticleSlug(slug),
    screen: lazyScreen(
      'BlogPost',
      () => import('@edugate/ui/screens/BlogPost'),
      (m) => m.BlogPost,
    ),
  },
  {
    path: routes.faq,
    access: 'public',
    title: 'FAQ',
    screen: lazyScreen(
      'Faq',
      () => import('@edugate/ui/screens/Faq'),
      (m) => m.Faq,
    ),
  },
  {
    path: routes.contact,
    access: 'public',
    title: 'Contact',
    screen: lazyScreen(
      'Contact',
      () => import('@edugate/ui/screens/Contact'),
      ({ Contact }) =>
        function ContactPage() {
          return <Contact details={contact} />;
        },
    ),
  },
];

/** The page of every other address. */
export const notFoundScreen: LazyScreen = lazyScreen(
  'NotFound',
  () => import('@edugate/ui/screens/NotFound'),
  (m) => m.NotFound,
);

/** What the table says of `pathname`: its route and parameters, or the 404 page. */
export interface PageMatch {
  route: AppRoute | null;
  params: Record<string, string | undefined>;
  screen: LazyScreen;
  /** An unknown path, or a route's address with nothing there (an unknown article). */
  notFound: boolean;
}

export function pageFor(pathname: string): PageMatch {
  const found = routeFor(routeTable, pathname);
  if (!found) return { route: null, params: {}, screen: notFoundScreen, notFound: true };
  return {
    route: found.route,
    params: found.params,
    screen: found.route.screen,
    notFound: !found.found,
  };
}

/** Whether `pathname` is a page of the app (200) rather than the 404 page. */
export function isAppRoute(pathname: string): boolean {
  return !pageFor(pathname).notFound;
}

/** Whether `pathname` is a page only a signed-in person sees (the server redirects the others). */
export function isProtectedRoute(pathname: string): boolean {
  const page = pageFor(pathname);
  return !page.notFound && page.route?.access === 'protected';
}
