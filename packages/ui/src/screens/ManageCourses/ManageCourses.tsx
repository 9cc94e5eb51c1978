import { courseIdOf, type Course } from '@edugate/api-client';
import { BookPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { useToast } from '../../components/Toast';
import { courseTexts, useDeleteCourse, useMyCourses } from '../../features/courses';
import { useUnansweredCounts } from '../../features/questions';
import { paths } from '../../paths';
import { ManageCoursesSkeleton } from './components/ManageCoursesSkeleton';
import { OwnCoursesTable, type UnansweredCounts } from './components/OwnCoursesTable';
import { deleteQuestion } from './deleteQuestion';

/** docs/product.md, Screens and routes, Manage Courses (protected). */
export function ManageCourses() {
  const mine = useMyCourses();
  // Asked for beside the courses, not after them: the table shows a placeholder until they come.
  const counts = useUnansweredCounts();
  const unanswered = useMemo<UnansweredCounts>(() => {
    if (counts.data) {
      return {
        status: 'success',
        byCourse: new Map(counts.data.map((entry) => [entry.courseId, entry.unanswered])),
      };
    }
    return { status: counts.isError ? 'error' : 'pending' };
  }, [counts.data, counts.isError]);
  const remove = useDeleteCourse();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<Course | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(courseIdOf(confirming), {
      onSuccess: () => toast({ title: courseTexts.deleted, tone: 'success' }),
      onError: () => toast({ title: courseTexts.deleteFailed, tone: 'error' }),
      onSettled: () => setConfirming(null),
    });
  };

  const addCourse = (
    <ButtonLink to={paths.addCourse.href()} icon={<BookPlus size={18} aria-hidden="true" />}>
      Add Course
    </ButtonLink>
  );

  return (
    <>
      <PageTitle title="Manage Courses" />
      <PageSection title="Manage Courses" headingLevel={1} actions={addCourse}>
        <QueryState
          query={mine}
          pending={<ManageCoursesSkeleton />}
          errorText={courseTexts.mineFailed}
          empty={<EmptyState title="You haven't added any courses yet." headingLevel={2} />}
        >
          {(courses) => (
            <OwnCoursesTable courses={courses} unanswered={unanswered} onDelete={setConfirming} />
          )}
        </QueryState>
      </PageSection>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
        title="Confirm Deletion"
        message={confirming ? deleteQuestion(confirming.title, confirming.enrollments) : ''}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
