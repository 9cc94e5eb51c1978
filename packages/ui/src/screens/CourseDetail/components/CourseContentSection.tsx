import type { CourseProgress } from '@edugate/api-client';
import { BookOpen, PenLine } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState } from '../../../components/QueryState';
import { Skeleton } from '../../../components/Skeleton';
import { curriculumTexts, outlineSummary, useOutline } from '../../../features/curriculum';
import { CourseContent } from '../../../features/curriculum/components/CourseContent';
import { paths } from '../../../paths';
import * as styles from '../CourseDetail.css';

export interface CourseContentSectionProps {
  courseId: string;
  /** Enrolled now or the author: every lesson opens. Else only Preview lessons do. */
  opensEveryLesson: boolean;
  isAuthor: boolean;
  progress?: CourseProgress;
}

/**
 * Course detail's 'Course content' (docs/product.md, Learning): the outline with its size, the
 * first section open, locks where the reader may not open a lesson, ticks where they completed
 * one; 'This course has no lessons yet.' for an empty one. The author gets a way to the
 * curriculum editor.
 */
export function CourseContentSection({
  courseId,
  opensEveryLesson,
  isAuthor,
  progress,
}: CourseContentSectionProps) {
  const outline = useOutline(courseId);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.panelTitle}>
          {curriculumTexts.courseContent}
        </h2>
        {outline.data && outline.data.lessonCount > 0 && (
          <p className={styles.sectionSummary}>{outlineSummary(outline.data)}</p>
        )}
        {isAuthor && (
          <ButtonLink
            to={paths.curriculum.href(courseId)}
            variant="outline"
            size="sm"
            icon={<PenLine size={16} aria-hidden="true" />}
          >
            {curriculumTexts.title}
          </ButtonLink>
        )}
      </div>
      <QueryState
        query={outline}
        errorText={curriculumTexts.loadFailed}
        pending={<Skeleton width="100%" height="12rem" shape="block" />}
        isEmpty={(data) => data.lessonCount === 0}
        empty={
          <EmptyState
            icon={<BookOpen size={28} aria-hidden="true" />}
            title={curriculumTexts.noLessons}
            headingLevel={3}
          />
        }
      >
        {(data) => (
          <CourseContent
            outline={data}
            completedLessonIds={progress?.completedLessonIds}
            lessonHref={(lesson) =>
              opensEveryLesson || lesson.preview
                ? paths.lesson.href(courseId, lesson._id)
                : undefined
            }
          />
        )}
      </QueryState>
    </Card>
  );
}
