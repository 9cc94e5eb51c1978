import { Fragment } from 'react';
import * as styles from '../JobApplications.css';

/**
 * An e-mail address as a mailto link that wraps where a reader expects: after the '@' and before
 * each '.' (as the Chicago Manual of Style breaks addresses), and only mid-word as a last resort
 * when one part is wider than its column.
 */
export function EmailAddress({ email }: { email: string }) {
  // 'lena.schmidt@example.com' → 'lena', '.schmidt@', 'example', '.com'
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <a href={`mailto:${email}`} className={styles.email}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
