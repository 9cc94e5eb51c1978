import type { ApiClient } from '@edugate/api-client';
import { routes } from '@edugate/ui/paths';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { lazyScreen, prefetchPath, type ScreenRoute } from './routeModules';

const notFound = lazyScreen(
  () => import('@edugate/ui/screens/NotFound'),
  (m) => m.NotFound,
);

/**
 * SPEC.md's route table. Every screen is its own chunk, loaded when its route is first shown or
 * when a link to it is hovered or focused. A screen that is not built yet falls through to the 404
 * page: its commented slot below becomes a route when it lands in @edugate/ui/screens/<Screen>.
 */
export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: routes.home,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/Home'),
      (m) => m.Home,
    ),
  },
  {
    path: routes.jobs,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/Jobs'),
      (m) => m.Jobs,
    ),
  },
  {
    path: routes.login,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/Login'),
      (m) => m.Login,
    ),
  },
  {
    path: routes.register,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/Register'),
      (m) => m.Register,
    ),
  },
  {
    path: routes.courses,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/Catalogue'),
      (m) => m.Catalogue,
    ),
  },
  {
    path: routes.courseDetail,
    protected: true,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/CourseDetail'),
      (m) => m.CourseDetail,
    ),
  },
  {
    path: routes.addCourse,
    protected: true,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/AddCourse'),
      (m) => m.AddCourse,
    ),
  },
  {
    path: routes.editCourse,
    protected: true,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/EditCourse'),
      (m) => m.EditCourse,
    ),
  },
  {
    path: routes.myEnrolledCourses,
    protected: true,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/MyEnrolledCourses'),
      (m) => m.MyEnrolledCourses,
    ),
  },
  {
    path: routes.manageCourses,
    protected: true,
    screen: lazyScreen(
      () => import('@edugate/ui/screens/ManageCourses'),
      (m) => m.ManageCourses,
    ),
  },
];

/** Fetches the chunk behind a link before it is followed. */
export function prefetch(pathname: string): void {
  prefetchPath(screenRoutes, notFound, pathname);
}

export function AppRoutes({ api }: { api: ApiClient }) {
  return (
    <Routes>
      <Route element={<RootLayout api={api} prefetch={prefetch} />}>
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
