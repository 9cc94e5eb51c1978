import { ButtonLink } from '../../components/Button';
import { paths } from '../../paths';
import { PageTitle } from '../../components/PageTitle';
import * as styles from './NotFound.css';

/** Any path the app does not know. */
export function NotFound() {
  return (
    <div className={styles.root}>
      <PageTitle title="Page Not Found" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <ButtonLink to={paths.home()} size="lg">
        Go to Homepage
      </ButtonLink>
    </div>
  );
}
