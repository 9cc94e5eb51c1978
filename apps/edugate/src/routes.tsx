import type { ApiClient } from '@edugate/api-client';
import { routes } from '@edugate/ui/paths';
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
import type { DataLayerProps } from './services';

const notFound = lazyScreen(
  'NotFound',
  () => import('@edugate/ui/screens/NotFound'),
  (m) => m.NotFound,
);

/**
 * SPEC.md's route table. Every screen is its own chunk, loaded when its route is first shown or
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
];

/** The screen shown at `pathname`, and whether it is the 404 page. */
export function screenFor(pathname: string): { screen: LazyScreen; notFound: boolean } {
  const route = routeFor(screenRoutes, pathname);
  return route ? { screen: route.screen, notFound: false } : { screen: notFound, notFound: true };
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
