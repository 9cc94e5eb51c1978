import { CircleAlert } from 'lucide-react';
import { Button } from '../Button';
import * as styles from '../EmptyState/EmptyState.css';

export interface ErrorStateProps {
  /** The text to show, e.g. docs/product.md's 'Failed to load courses.' */
  message: string;
  /** Given, a retry button is shown. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry is in flight. */
  retrying?: boolean;
}

/** A failure the reader should know about, announced as an alert, with a way to try again. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  retrying = false,
}: ErrorStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.errorIcon} aria-hidden="true">
        <CircleAlert size={28} />
      </span>
      <p role="alert" className={styles.errorMessage}>
        {message}
      </p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
