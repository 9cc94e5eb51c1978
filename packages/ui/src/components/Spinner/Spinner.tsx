import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'primary' | 'current';
  /** What is loading, read by screen readers. */
  label?: string;
  /** Inside a control that already says it is busy: hide the spinner from assistive tech. */
  decorative?: boolean;
  /** Centre the spinner in a padded block (for sections of a page). */
  centered?: boolean;
}

export function Spinner({
  size,
  tone,
  label = 'Loading',
  decorative = false,
  centered = false,
}: SpinnerProps) {
  const ring = <span className={styles.spinner({ size, tone })} aria-hidden="true" />;
  if (decorative) return ring;
  const status = (
    <span role="status" className={styles.wrapper}>
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
  return centered ? <div className={styles.centered}>{status}</div> : status;
}

/** Covers the page while something the whole screen depends on is loading. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.fullPage}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/**
 * Stands in for a whole screen, in the page's flow, while what it depends on (the session)
 * loads: at least as tall as the window, so what follows it (the footer) stays below the fold
 * until the screen arrives and nothing the reader can see moves then.
 */
export function ScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.screen}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
