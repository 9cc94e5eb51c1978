import { ButtonLink } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../paths';
import * as styles from './NotFoundPage.css';

/**
 * The 404 page: what any unknown address shows (the NotFound screen), and what a screen shows for
 * an address inside its route that leads nowhere (an unknown article at /blog/{slug}).
 */
export function NotFoundPage() {
  return (
    <div className={styles.root}>
      <PageTitle title="Page Not Found" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home.href()} size="lg">
        Go to Homepage
      </ButtonLink>
    </div>
  );
}
