import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './FactList.css';

export interface Fact {
  /** Names the fact within its list (React's key). */
  name: string;
  icon: LucideIcon;
  content: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** What the list is to a screen reader (default 'Details'). */
  label?: string;
}

/** A record's short facts on one line (a job's location, salary or posted date), each with its icon. */
export function FactList({ facts, label = 'Details' }: FactListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {facts.map(({ name, icon: Icon, content }) => (
        <li key={name} className={styles.fact}>
          <Icon size={16} aria-hidden="true" />
          <span>{content}</span>
        </li>
      ))}
    </ul>
  );
}
