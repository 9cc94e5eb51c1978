/**
 * @edugate/ui: the design system, layout and screens. Importing it applies nothing: the page-wide
 * styles are `@edugate/ui/theme/global`, which a host imports once. It never imports an identity
 * SDK: the app provides a Session and an API client.
 */
export * from './theme';

export * from './session';
export * from './session/sync';
export * from './session/components';
export { ApiProvider, useApiClient } from './api';
export { MotionProvider, useReducedMotion } from './motion';
export {
  paths,
  routes,
  catalogueSearchString,
  type CatalogueSearch,
  type RouteName,
} from './paths';
export { PrefetchProvider, usePrefetch, type Prefetch } from './navigation';

export { createQueryClient, queryClientConfig, type QueryClientOptions } from './api';

// Features: each owns its queries, mutations, schemas and SPEC texts.
export * from './features/courses';
export * from './features/enrollments';
export * from './features/jobs';
export * from './forms';
export * from './features/courses/components/CourseForm';

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
// The toast itself, for libraries that draw one directly; the app loads it lazily (ToastProvider).
export { Toast, ToastStack, type ToastProps } from './components/Toast/ToastRegion';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/CourseCard';
export * from './components/PageTitle';
export * from './components/QueryState';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/PageSection';

export * from './layout/Navbar';
export * from './layout/Footer';
export * from './layout/AppShell';

export * from './screens/Home';
export * from './screens/Login';
export * from './screens/Register';
export * from './screens/NotFound';
export * from './screens/Catalogue';
export * from './screens/CourseDetail';
export * from './screens/MyEnrolledCourses';
export * from './screens/AddCourse';
export * from './screens/EditCourse';
export * from './screens/ManageCourses';
export * from './screens/Jobs';
