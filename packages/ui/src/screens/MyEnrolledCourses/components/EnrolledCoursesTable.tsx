import type { EnrolledProgress, EnrollmentWithCourse } from '@edugate/api-client';
import { Award, PlayCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { learningTexts } from '../../../features/learning';
import { ProgressBar } from '../../../features/learning/components/ProgressBar';
import { resumeHref } from '../../../features/learning/components/ContinueLearning';
import { paths } from '../../../paths';
import * as styles from '../MyEnrolledCourses.css';

/** docs/product.md: what a row shows when the course's details are gone. */
export const MISSING_TITLE = 'Course Title Not Available';
export const MISSING_DESCRIPTION = 'No description available';

export interface EnrolledCoursesTableProps {
  enrollments: readonly EnrollmentWithCourse[];
  /** The course whose removal is on its way. */
  removingId: string | null;
  /** Each course's progress by its id; undefined while it loads. */
  progress?: ReadonlyMap<string, EnrolledProgress>;
  /** The certificate of each finished course, by the course's id. */
  certificates?: ReadonlyMap<string, string>;
  onRemove: (enrollment: EnrollmentWithCourse) => void;
}

/**
 * Title, Description, Progress (a bar and '{p}%') and the actions (Continue, Remove Enrollment);
 * stacked rows on phones.
 */
export function EnrolledCoursesTable({
  enrollments,
  removingId,
  progress,
  certificates,
  onRemove,
}: EnrolledCoursesTableProps) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption style={{ position: 'absolute', left: -10000 }}>Your enrolled courses</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Title
            </th>
            <th scope="col" className={styles.headerCell}>
              Description
            </th>
            <th scope="col" className={styles.headerCell}>
              {learningTexts.progress}
            </th>
            <th scope="col" className={`${styles.headerCell} ${styles.actionHeader}`}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {enrollments.map((enrollment) => {
            const title = enrollment.courseDetails?.title?.trim();
            const description = enrollment.courseDetails?.description?.trim();
            const course = progress?.get(enrollment.courseId);
            const certificateId = certificates?.get(enrollment.courseId);
            return (
              <tr key={enrollment._id} className={styles.row}>
                <td className={`${styles.cell} ${styles.titleCell}`}>
                  {title ? (
                    <Link to={paths.courseDetail.href(enrollment.courseId)}>{title}</Link>
                  ) : (
                    <span className={styles.missing}>{MISSING_TITLE}</span>
                  )}
                </td>
                <td className={`${styles.cell} ${styles.descriptionCell}`} data-label="Description">
                  {description || <span className={styles.missing}>{MISSING_DESCRIPTION}</span>}
                </td>
                <td
                  className={`${styles.cell} ${styles.progressCell}`}
                  data-label={learningTexts.progress}
                >
                  {course ? (
                    <ProgressBar
                      percent={course.percent}
                      label={learningTexts.progressOf(title || MISSING_TITLE)}
                      wording="short"
                    />
                  ) : (
                    <Skeleton width="100%" />
                  )}
                  {certificateId ? (
                    <Badge tone="success" className={styles.completed}>
                      {learningTexts.completed}
                    </Badge>
                  ) : null}
                </td>
                <td className={`${styles.cell} ${styles.actionCell}`}>
                  <div className={styles.actions}>
                    {certificateId ? (
                      <ButtonLink
                        to={paths.certificate.href(certificateId)}
                        variant="outline"
                        size="sm"
                        icon={<Award size={16} aria-hidden="true" />}
                        aria-label={`${learningTexts.viewCertificate}: ${title || MISSING_TITLE}`}
                      >
                        {learningTexts.viewCertificate}
                      </ButtonLink>
                    ) : null}
                    {!certificateId && course?.resumeLessonId ? (
                      <ButtonLink
                        to={resumeHref(course)}
                        variant="outline"
                        size="sm"
                        icon={<PlayCircle size={16} aria-hidden="true" />}
                        aria-label={`${learningTexts.continue}: ${title || MISSING_TITLE}`}
                      >
                        {learningTexts.continue}
                      </ButtonLink>
                    ) : null}
                    <Button
                      variant="danger-quiet"
                      size="sm"
                      loading={removingId === enrollment.courseId}
                      disabled={removingId !== null}
                      onClick={() => onRemove(enrollment)}
                      aria-label={`Remove Enrollment: ${title || MISSING_TITLE}`}
                    >
                      Remove Enrollment
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
