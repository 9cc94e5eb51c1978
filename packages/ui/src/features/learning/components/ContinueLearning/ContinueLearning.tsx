import type { EnrolledProgress } from '@edugate/api-client';
import { PlayCircle } from 'lucide-react';
import { ButtonLink } from '../../../../components/Button';
import { paths } from '../../../../paths';
import { learningTexts } from '../../texts';
import { ProgressBar } from '../ProgressBar';
import * as styles from './ContinueLearning.css';

/** Where 'Continue' leads: the lesson to resume, else the course (one without lessons yet). */
export function resumeHref(entry: Pick<EnrolledProgress, 'courseId' | 'resumeLessonId'>): string {
  return entry.resumeLessonId
    ? paths.lesson.href(entry.courseId, entry.resumeLessonId)
    : paths.courseDetail.href(entry.courseId);
}

/**
 * Up to three enrolled courses, most recently opened first, each with its progress and a way back
 * to the lesson where the learner left off (docs/product.md, Learning, the home page).
 */
export function ContinueLearning({ courses }: { courses: readonly EnrolledProgress[] }) {
  return (
    <ul className={styles.grid}>
      {courses.slice(0, 3).map((entry) => (
        <li key={entry.courseId}>
          <article className={styles.card}>
            <div className={styles.head}>
              <img className={styles.image} src={entry.imageUrl} alt="" width={64} height={48} />
              <h3 className={styles.title}>{entry.courseTitle}</h3>
            </div>
            <ProgressBar
              percent={entry.percent}
              label={learningTexts.progressOf(entry.courseTitle)}
            />
            <div className={styles.action}>
              <ButtonLink
                to={resumeHref(entry)}
                variant="outline"
                size="sm"
                icon={<PlayCircle size={18} aria-hidden="true" />}
                aria-label={`${learningTexts.continue}: ${entry.courseTitle}`}
              >
                {learningTexts.continue}
              </ButtonLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
