import {
  ApiError,
  courseIdOf,
  errorMessage,
  messages,
  type Course,
  type CourseInput,
} from '@edugate/api-client';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { courseTexts, useCourse, useMyCourses, useUpdateCourse } from '../../features/courses';
import { CourseForm } from '../../features/courses/components/CourseForm';
import { CourseFormSkeleton } from '../../features/courses/components/CourseFormSkeleton';
import { paths } from '../../paths';

const formValues = (course: Course) => ({
  title: course.title,
  description: course.description,
  imageUrl: course.imageUrl,
  duration: course.duration,
  category: course.category ?? ('' as NonNullable<Course['category']>),
  totalSeats: String(course.totalSeats),
  // One empty line for a course without outcomes, as on Add Course.
  outcomes: course.outcomes.length ? course.outcomes.map((text) => ({ text })) : [{ text: '' }],
  skills: course.skills,
});

/**
 * docs/product.md, Screens and routes, Edit Course (protected). The course detail is public, so ownership is
 * checked up front against the user's own courses: someone else's course shows the server's 403
 * text (the shared messages module) and no form. A 403 on save (the list was stale) does the same.
 */
export function EditCourse() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const mine = useMyCourses();
  const update = useUpdateCourse();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState(false);

  // docs/product.md: a failed load says so and goes back to the catalogue (once, even in StrictMode).
  const leaving = useRef(false);
  useEffect(() => {
    if (course.status !== 'error' || leaving.current) return;
    leaving.current = true;
    toast({ title: courseTexts.editLoadFailed, tone: 'error' });
    void navigate(paths.courses.href(), { replace: true });
  }, [course.status, navigate, toast]);

  const save = async (input: CourseInput) => {
    setError(undefined);
    try {
      await update.mutateAsync({ id, input });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) {
        setRefused(true);
        return;
      }
      const text = errorMessage(failure, courseTexts.updateFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: courseTexts.updated, tone: 'success' });
    void navigate(paths.courseDetail.href(id));
  };

  // A failed own-courses list decides nothing: the server checks ownership on save.
  const notOwner =
    refused || (mine.status === 'success' && !mine.data.some((own) => courseIdOf(own) === id));
  const loading = course.status !== 'success' || mine.status === 'pending';

  return (
    <>
      <PageTitle title="Edit Course" />
      <PageSection title="Edit Course" headingLevel={1} width="narrow" aria-busy={loading}>
        {loading ? (
          <Card padding="lg">
            <CourseFormSkeleton label="Loading the course" />
          </Card>
        ) : notOwner ? (
          <Card padding="lg">
            <EmptyState
              icon={<Lock size={28} aria-hidden="true" />}
              title={messages.notCourseOwner}
              headingLevel={2}
              action={
                <ButtonLink variant="outline" to={paths.courseDetail.href(id)}>
                  Back to Course
                </ButtonLink>
              }
            />
          </Card>
        ) : (
          <Card padding="lg">
            <CourseForm
              defaultValues={formValues(course.data)}
              onSubmit={save}
              submitLabel="Update Course"
              busyLabel="Updating..."
              error={error}
              cancel={
                <ButtonLink variant="outline" to={paths.courseDetail.href(id)}>
                  Cancel
                </ButtonLink>
              }
            />
          </Card>
        )}
      </PageSection>
    </>
  );
}
