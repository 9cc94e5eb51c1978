import type { ApiClient } from '@edugate/api-client';
import { isArticleSlug } from '@edugate/ui/features/content/slugs';
import { routes } from '@edugate/ui/paths';
import type { ContactProps } from '@edugate/ui/screens/Contact';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import {
  lazyScreen,
  prefetchPath,
  routeFor,
  type LazyScreen,
  type ScreenRoute,
} from './routeModules';
import { readContact } from './config';
import type { DataLayerProps } from './services';

const notFound = lazyScreen(
  'NotFound',
  () => import('@edugate/ui/screens/NotFound'),
  (m) => m.NotFound,
);

/** Who runs this site, as configured at build time (VITE_CONTACT_*), for the Contact page. */
const contact: ContactProps['details'] = readContact(import.meta.env);

/**
 * SPEC.md's route table, and the footer's pages (SPEC-BEYOND.md section 4). Every screen is its own chunk, loaded when its route is first shown or
 * when a link to it is hovered or focused, and named after its folder in @edugate/ui/screens (a
 * server render preloads that chunk's files with the page).
 */
export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: routes.home,
    screen: lazyScreen(
      'Home',
      () => import('@edugate/ui/screens/Home'),
      (m) => m.Home,
    ),
  },
  {
    path: routes.jobs,
    screen: lazyScreen(
      'Jobs',
      () => import('@edugate/ui/screens/Jobs'),
      (m) => m.Jobs,
    ),
  },
  {
    path: routes.login,
    screen: lazyScreen(
      'Login',
      () => import('@edugate/ui/screens/Login'),
      (m) => m.Login,
    ),
  },
  {
    path: routes.register,
    screen: lazyScreen(
      'Register',
      () => import('@edugate/ui/screens/Register'),
      (m) => m.Register,
    ),
  },
  {
    path: routes.courses,
    screen: lazyScreen(
      'Catalogue',
      () => import('@edugate/ui/screens/Catalogue'),
      (m) => m.Catalogue,
    ),
  },
  {
    path: routes.courseDetail,
    protected: true,
    screen: lazyScreen(
      'CourseDetail',
      () => import('@edugate/ui/screens/CourseDetail'),
      (m) => m.CourseDetail,
    ),
  },
  {
    path: routes.addCourse,
    protected: true,
    screen: lazyScreen(
      'AddCourse',
      () => import('@edugate/ui/screens/AddCourse'),
      (m) => m.AddCourse,
    ),
  },
  {
    path: routes.editCourse,
    protected: true,
    screen: lazyScreen(
      'EditCourse',
      () => import('@edugate/ui/screens/EditCourse'),
      (m) => m.EditCourse,
    ),
  },
  {
    path: routes.myEnrolledCourses,
    protected: true,
    screen: lazyScreen(
      'MyEnrolledCourses',
      () => import('@edugate/ui/screens/MyEnrolledCourses'),
      (m) => m.MyEnrolledCourses,
    ),
  },
  {
    path: routes.manageCourses,
    protected: true,
    screen: lazyScreen(
      'ManageCourses',
      () => import('@edugate/ui/screens/ManageCourses'),
      (m) => m.ManageCourses,
    ),
  },
  {
    path: routes.about,
    screen: lazyScreen(
      'About',
      () => import('@edugate/ui/screens/About'),
      (m) => m.About,
    ),
  },
  {
    path: routes.blog,
    screen: lazyScreen(
      'Blog',
      () => import('@edugate/ui/screens/Blog'),
      (m) => m.Blog,
    ),
  },
  {
    path: routes.blogPost,
    // Only the slugs are in the entry; the articles come with the screen's chunk.
    exists: ({ slug }) => isArticleSlug(slug),
    screen: lazyScreen(
      'BlogPost',
      () => import('@edugate/ui/screens/BlogPost'),
      (m) => m.BlogPost,
    ),
  },
  {
    path: routes.faq,
    screen: lazyScreen(
      'Faq',
      () => import('@edugate/ui/screens/Faq'),
      (m) => m.Faq,
    ),
  },
  {
    path: routes.contact,
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

/**
 * The screen shown at `pathname`, and whether it is the 404 page (an unknown path, or one of a
 * route whose screen draws the 404 page for it, such as an unknown article).
 */
export function screenFor(pathname: string): { screen: LazyScreen; notFound: boolean } {
  const found = routeFor(screenRoutes, pathname);
  return found
    ? { screen: found.route.screen, notFound: !found.found }
    : { screen: notFound, notFound: true };
}

/** Fetches the chunk behind a link before it is followed. */
export function prefetch(pathname: string): void {
  prefetchPath(screenRoutes, notFound, pathname);
}

interface AppRoutesProps {
  api: ApiClient;
  data?: Pick<DataLayerProps, 'queryClient' | 'serverData'>;
}

export function AppRoutes({ api, data }: AppRoutesProps) {
  return (
    <Routes>
      <Route element={<RootLayout api={api} data={data} prefetch={prefetch} />}>
        {screenRoutes.map(({ path, screen: { Component }, protected: signedInOnly }) => (
          <Route
            key={path}
            path={path}
            element={
              signedInOnly ? (
                // SPEC.md: wait for the auth state, then send a signed-out visitor to /login.
                <RequireAuth>
                  <Component />
                </RequireAuth>
              ) : (
                <Component />
              )
            }
          />
        ))}
        <Route path="*" element={<notFound.Component />} />
      </Route>
    </Routes>
  );
}
