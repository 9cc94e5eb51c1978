/**
 * @edugate/ui: the design system, layout and screens. Importing it applies the theme and global
 * styles. It never imports an identity SDK: the app provides a Session and an API client.
 */
export * from './theme';

export { SessionProvider, useSession } from './session';
export type { Session, SessionUser, RegisterInput } from './session';
export { ApiProvider, useApiClient } from './api';
export { MotionProvider, useReducedMotion } from './motion';

export {
  courseKeys,
  useLatestCourses,
  usePopularCourses,
  LATEST_COURSES_ERROR,
  POPULAR_COURSES_ERROR,
} from './hooks/useCourses';

export { logoUrl, heroArt } from './assets';

export * from './components/Button';
export * from './components/Card';
export * from './components/Badge';
export * from './components/Spinner';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/Select';
export * from './components/Chip';
export * from './components/Table';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Toast';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/CourseCard';
export * from './components/PageTitle';

export * from './layout/Navbar';
export * from './layout/Footer';
export * from './layout/AppShell';

export * from './screens/Home';
export * from './screens/NotFound';
