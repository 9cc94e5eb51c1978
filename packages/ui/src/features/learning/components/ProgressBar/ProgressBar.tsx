import { learningTexts } from '../../texts';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  percent: number;
  /** What the bar measures, for screen readers ('Progress in React in Practice'). */
  label: string;
  /** '{p}% complete' beside the bar (course detail), or '{p}%' (a table's column). */
  wording?: 'complete' | 'short';
}

/** A course's progress: a bar and its figure, read out as a progressbar with its value. */
export function ProgressBar({ percent, label, wording = 'complete' }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const text =
    wording === 'complete' ? learningTexts.percentComplete(value) : learningTexts.percent(value);
  return (
    <div className={styles.root}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={learningTexts.percentComplete(value)}
      >
        <div className={styles.fill} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.label} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
