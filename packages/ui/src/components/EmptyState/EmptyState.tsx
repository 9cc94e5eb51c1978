import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative lucide icon (default: an empty inbox). */
  icon?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Says that there is nothing here yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon = <Inbox size={28} aria-hidden="true" />,
  action,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
