import { courseIdOf, ratingSummary, type Course } from '@edugate/api-client';
import { Link } from 'react-router-dom';
import { ChartColumn, ListTree, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Skeleton } from '../../../components/Skeleton';
import { categoryLabel } from '../../../features/courses';
import { questionTexts } from '../../../features/questions';
import { paths } from '../../../paths';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from './OwnCoursesTable.css';

/**
 * Each course's unanswered questions as far as they are known. They are secondary: the table
 * never waits for them, and without them it still lists the courses.
 */
export type UnansweredCounts =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; byCourse: ReadonlyMap<string, number> };

export interface OwnCoursesTableProps {
  courses: readonly Course[];
  unanswered: UnansweredCounts;
  /** Delete was pressed for this course (the screen asks to confirm). */
  onDelete: (course: Course) => void;
}

// docs/product.md, Courses: 'Learners' ('{enrolled} / {seats}') and 'Rating' ('4.6 (12)').
const columns = [
  'Course',
  'Category',
  'Duration',
  'Learners',
  'Rating',
  questionTexts.unansweredColumn,
  'Actions',
] as const;

/**
 * 0 reads as plain text; anything waiting for the author stands out as a warning badge that opens
 * the course's Q&A page filtered to 'Unanswered'.
 */
function UnansweredCount({ course, counts }: { course: Course; counts: UnansweredCounts }) {
  // As wide as '0 unanswered', so the column keeps its width when the counts arrive.
  if (counts.status === 'pending') return <Skeleton width="6rem" />;
  if (counts.status === 'error') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>{questionTexts.unansweredUnavailable(course.title)}</span>
      </>
    );
  }
  // Every course the caller added has an entry; one added since the counts were read has none.
  const count = counts.byCourse.get(courseIdOf(course)) ?? 0;
  const text = questionTexts.unanswered(count);
  if (count === 0) return <span>{text}</span>;
  return (
    <Link
      to={`${paths.courseQuestions.href(courseIdOf(course))}?unanswered=true`}
      aria-label={questionTexts.unansweredOf(count, course.title)}
      className={styles.countLink}
    >
      <Badge tone="warning">{text}</Badge>
    </Link>
  );
}

/**
 * The user's own courses with their unanswered questions, and Edit, Curriculum, Insights and
 * Delete; stacked cards on phones, a table from sm.
 */
export function OwnCoursesTable({ courses, unanswered, onDelete }: OwnCoursesTableProps) {
  return (
    <div className={styles.frame}>
      {unanswered.status === 'pending' && (
        <p role="status" className={visuallyHidden}>
          {questionTexts.unansweredLoading}
        </p>
      )}
      <table className={styles.table}>
        <caption className={styles.caption}>
          {courses.length === 1 ? '1 course' : `${courses.length} courses`} added by you
        </caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headerCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {courses.map((course) => {
            const id = courseIdOf(course);
            return (
              <tr key={id} className={styles.row}>
                <th scope="row" className={styles.titleCell}>
                  <Link to={paths.courseDetail.href(id)} className={styles.titleLink}>
                    {course.title}
                  </Link>
                </th>
                <td className={styles.cell} data-label="Category">
                  {course.category ? categoryLabel(course.category) : 'None'}
                </td>
                <td className={styles.cell} data-label="Duration">
                  {course.duration}
                </td>
                <td className={styles.cell} data-label="Learners">
                  {`${course.enrollments ?? 0} / ${course.totalSeats}`}
                </td>
                <td className={styles.cell} data-label="Rating">
                  {ratingSummary(course)}
                </td>
                <td className={styles.countCell} data-label={questionTexts.unansweredColumn}>
                  <UnansweredCount course={course} counts={unanswered} />
                </td>
                <td className={styles.actionsCell}>
                  <div className={styles.actions}>
                    <ButtonLink
                      variant="outline"
                      size="sm"
                      to={paths.editCourse.href(id)}
                      icon={<Pencil size={16} aria-hidden="true" />}
                      aria-label={`Edit ${course.title}`}
                    >
                      Edit
                    </ButtonLink>
                    {/* docs/product.md, Learning: the course's lessons, built by its author. */}
                    <ButtonLink
                      variant="outline"
                      size="sm"
                      to={paths.curriculum.href(id)}
                      icon={<ListTree size={16} aria-hidden="true" />}
                      aria-label={`Curriculum of ${course.title}`}
                    >
                      Curriculum
                    </ButtonLink>
                    {/* docs/product.md, Insights: the course's figures, beside its curriculum. */}
                    <ButtonLink
                      variant="outline"
                      size="sm"
                      to={paths.insights.href(id)}
                      icon={<ChartColumn size={16} aria-hidden="true" />}
                      aria-label={`Insights of ${course.title}`}
                    >
                      Insights
                    </ButtonLink>
                    <Button
                      variant="danger-quiet"
                      size="sm"
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      aria-label={`Delete ${course.title}`}
                      onClick={() => onDelete(course)}
                    >
                      Delete
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
