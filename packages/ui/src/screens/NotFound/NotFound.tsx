import { NotFoundPage } from '../../layout/NotFoundPage';

/** Any path the app does not know. */
export function NotFound() {
  return <NotFoundPage />;
}
