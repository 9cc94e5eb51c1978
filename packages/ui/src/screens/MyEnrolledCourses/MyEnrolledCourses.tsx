import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { useToast } from '../../components/Toast';
import {
  enrollmentTexts,
  useEnrollmentsWithCourses,
  useUnenroll,
} from '../../features/enrollments';
import { useMyCertificates, useMyProgress } from '../../features/learning';
import { paths } from '../../paths';
import { EnrolledCoursesSkeleton } from './components/EnrolledCoursesSkeleton';
import { EnrolledCoursesTable, MISSING_TITLE } from './components/EnrolledCoursesTable';

/** docs/product.md, Screens and routes, My Enrolled Courses. */
export function MyEnrolledCourses() {
  const enrollments = useEnrollmentsWithCourses();
  const progress = useMyProgress();
  const byCourse = progress.data
    ? new Map(progress.data.map((entry) => [entry.courseId, entry]))
    : undefined;
  // A finished course says so and links to its certificate (kept even after unenrolling).
  const certificates = useMyCertificates();
  const certificateByCourse = new Map(
    (certificates.data ?? []).flatMap((certificate) =>
      certificate.courseId ? [[certificate.courseId, certificate._id] as const] : [],
    ),
  );
  const unenroll = useUnenroll();
  const { toast } = useToast();
  // Asked first: a seat given up by a stray tap may be gone when the learner returns.
  const [confirming, setConfirming] = useState<{ courseId: string; title: string } | null>(null);

  const confirmRemove = () => {
    if (!confirming) return;
    unenroll.mutate(
      { courseId: confirming.courseId },
      {
        onSuccess: () => toast({ title: enrollmentTexts.removedFromList, tone: 'success' }),
        onError: () => toast({ title: enrollmentTexts.removeFailed, tone: 'error' }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      <PageTitle title="My Enrolled Courses" />
      <PageSection title="My Enrolled Courses" headingLevel={1} width="content">
        <QueryState
          query={enrollments}
          pending={<EnrolledCoursesSkeleton />}
          errorText={enrollmentTexts.loadFailed}
          empty={
            <EmptyState
              title="You haven't enrolled in any courses yet."
              icon={<BookOpen size={28} aria-hidden="true" />}
              headingLevel={2}
              action={<ButtonLink to={paths.courses.href()}>Browse Courses</ButtonLink>}
            />
          }
        >
          {(list) => (
            <EnrolledCoursesTable
              enrollments={list}
              removingId={unenroll.isPending ? (unenroll.variables?.courseId ?? null) : null}
              progress={byCourse}
              certificates={certificateByCourse}
              onRemove={(enrollment) =>
                setConfirming({
                  courseId: enrollment.courseId,
                  title: enrollment.courseDetails?.title?.trim() || MISSING_TITLE,
                })
              }
            />
          )}
        </QueryState>
      </PageSection>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !unenroll.isPending) setConfirming(null);
        }}
        title={enrollmentTexts.removeTitle}
        message={confirming ? enrollmentTexts.removeText(confirming.title) : ''}
        confirmLabel={enrollmentTexts.removeConfirm}
        tone="danger"
        busy={unenroll.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
