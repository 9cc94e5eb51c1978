import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/Button';
import { paths } from '../../paths';
import { accountTexts } from '../texts';
import * as styles from './NameRequiredNotice.css';

export { useNeedsName } from './useNeedsName';

export interface NameRequiredNoticeProps {
  /** What is shown under the author's name, e.g. 'courses' or 'jobs'. */
  what: string;
  /** The heading's level where the notice sits (2 on a page, 3 in a dialog). */
  headingLevel?: 2 | 3;
}

/**
 * Asks an account without a display name for one before it adds a course or posts a job, with a
 * way to set it: EduGate never shows an author's e-mail address in place of a name.
 */
export function NameRequiredNotice({ what, headingLevel = 2 }: NameRequiredNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <UserRound size={24} className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {accountTexts.nameRequiredTitle}
        </Heading>
        <p className={styles.text}>{accountTexts.nameRequired(what)}</p>
        <ButtonLink to={paths.profile.href()} variant="outline" size="sm">
          {accountTexts.setYourName}
        </ButtonLink>
      </div>
    </section>
  );
}
