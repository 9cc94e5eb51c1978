import type { CourseOutline, OutlineLesson } from '@edugate/api-client';
import { CheckCircle2, ChevronRight, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { durationText, lessonCountText } from '../../format';
import { curriculumTexts } from '../../texts';
import { LessonKindIcon } from '../LessonKindIcon';
import * as styles from './CourseContent.css';

export interface CourseContentProps {
  outline: CourseOutline;
  /** The lessons the reader completed (a tick each). */
  completedLessonIds?: readonly string[];
  /**
   * Where a lesson the reader may open leads; undefined for one they may not (a lock, no link).
   * Without it, no lesson is a link and none is locked (a signed-out visitor's view).
   */
  lessonHref?: (lesson: OutlineLesson) => string | undefined;
  /** The lesson shown beside the outline (the lesson page), marked and its section open. */
  currentLessonId?: string;
  /** Sections open at first: the first one (course detail), or the current lesson's. */
  openSectionId?: string;
  /** Called when a lesson link is followed (to close the lesson page's drawer). */
  onNavigate?: () => void;
}

/**
 * A course's outline (docs/product.md, Learning): its sections that have lessons as disclosure
 * groups, the first open, each lesson with its kind, minutes, 'Preview' where set, a lock where the reader may not
 * open it, and a tick once completed. Native <details>, so it folds before the page's scripts run.
 */
export function CourseContent({
  outline,
  completedLessonIds = [],
  lessonHref,
  currentLessonId,
  openSectionId,
  onNavigate,
}: CourseContentProps) {
  const done = new Set(completedLessonIds);
  // A section its author has not filled yet is work in progress, not something to show a learner
  // as '0 lessons · 0 min' (the author sees it in the curriculum editor).
  const sections = outline.sections.filter((section) => section.lessons.length > 0);
  const openId =
    openSectionId ??
    sections.find((s) => s.lessons.some((l) => l._id === currentLessonId))?._id ??
    sections[0]?._id;
  return (
    <ul className={styles.sections}>
      {sections.map((section) => {
        const minutes = section.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
        return (
          <li key={section._id}>
            <details className={styles.section} open={section._id === openId}>
              <summary className={styles.summary}>
                <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
                <span className={styles.sectionTitle}>{section.title}</span>
                <span className={styles.sectionMeta}>
                  {lessonCountText(section.lessons.length)} · {durationText(minutes)}
                </span>
              </summary>
              <ol className={styles.lessons}>
                {section.lessons.map((lesson) => {
                  const href = lessonHref?.(lesson);
                  const locked = lessonHref !== undefined && href === undefined;
                  const isCurrent = lesson._id === currentLessonId;
                  const completed = done.has(lesson._id);
                  const rowClass = [
                    styles.lesson,
                    href ? styles.linkedRow : '',
                    isCurrent ? styles.current : '',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <li key={lesson._id} className={rowClass}>
                      <span className={styles.kind}>
                        <LessonKindIcon kind={lesson.kind} />
                      </span>
                      <span className={styles.lessonTitle}>
                        {href ? (
                          <Link
                            to={href}
                            className={styles.lessonLink}
                            aria-current={isCurrent ? 'page' : undefined}
                            onClick={onNavigate}
                          >
                            {lesson.title}
                          </Link>
                        ) : (
                          lesson.title
                        )}
                      </span>
                      <span className={styles.meta}>
                        {lesson.preview && (
                          <span className={styles.previewTag}>{curriculumTexts.preview}</span>
                        )}
                        <span>{durationText(lesson.minutes)}</span>
                        {completed ? (
                          <CheckCircle2
                            size={18}
                            className={styles.tick}
                            role="img"
                            aria-label={curriculumTexts.completed}
                          />
                        ) : locked ? (
                          <Lock size={16} role="img" aria-label={curriculumTexts.locked} />
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
