import { courseIdOf, ratingSummary, type Course } from '@edugate/api-client';
import { Link } from 'react-router-dom';
import { ChartColumn, ListTree, Pencil, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/Button';
import { categoryLabel } from '../../../features/courses';
import { paths } from '../../../paths';
import * as styles from './OwnCoursesTable.css';

export interface OwnCoursesTableProps {
  courses: readonly Course[];
  /** Delete was pressed for this course (the screen asks to confirm). */
  onDelete: (course: Course) => void;
}

// docs/product.md, Courses: 'Learners' ('{enrolled} / {seats}') and 'Rating' ('4.6 (12)').
const columns = ['Course', 'Category', 'Duration', 'Learners', 'Rating', 'Actions'] as const;

/**
 * The user's own courses with Edit, Curriculum, Insights and Delete; stacked cards on phones, a table from
 * sm.
 */
export function OwnCoursesTable({ courses, onDelete }: OwnCoursesTableProps) {
  return (
    <div className={styles.frame}>
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
