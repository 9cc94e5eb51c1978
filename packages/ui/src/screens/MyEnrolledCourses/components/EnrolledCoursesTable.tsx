import type { EnrollmentWithCourse } from '@edugate/api-client';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { paths } from '../../../paths';
import * as styles from '../MyEnrolledCourses.css';

/** SPEC.md: what a row shows when the course's details are gone. */
export const MISSING_TITLE = 'Course Title Not Available';
export const MISSING_DESCRIPTION = 'No description available';

export interface EnrolledCoursesTableProps {
  enrollments: readonly EnrollmentWithCourse[];
  /** The course whose removal is on its way. */
  removingId: string | null;
  onRemove: (enrollment: EnrollmentWithCourse) => void;
}

/** Title, Description and Action (Remove Enrollment); stacked rows on phones. */
export function EnrolledCoursesTable({
  enrollments,
  removingId,
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
            <th scope="col" className={`${styles.headerCell} ${styles.actionHeader}`}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {enrollments.map((enrollment) => {
            const title = enrollment.courseDetails?.title?.trim();
            const description = enrollment.courseDetails?.description?.trim();
            return (
              <tr key={enrollment._id} className={styles.row}>
                <td className={`${styles.cell} ${styles.titleCell}`}>
                  {title ? (
                    <Link to={paths.courses.detail(enrollment.courseId)}>{title}</Link>
                  ) : (
                    <span className={styles.missing}>{MISSING_TITLE}</span>
                  )}
                </td>
                <td className={`${styles.cell} ${styles.descriptionCell}`} data-label="Description">
                  {description || <span className={styles.missing}>{MISSING_DESCRIPTION}</span>}
                </td>
                <td className={`${styles.cell} ${styles.actionCell}`}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
