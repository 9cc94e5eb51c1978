import { courseIdOf, errorMessage, type Course, type CourseInput } from '@edugate/api-client';
import { useState } from 'react';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { courseTexts, useCreateCourse } from '../../features/courses';
import { CourseForm, type CourseFormHelpers } from '../../features/courses/components/CourseForm';
import { paths } from '../../paths';
import { NameRequiredNotice, useNeedsName } from '../../session/components/NameRequiredNotice';
import * as styles from './AddCourse.css';

/**
 * docs/product.md, Screens and routes, Add Course (protected: the app mounts it behind RequireAuth). After a save
 * the form is empty for the next course (docs/product.md) and a note above it leads to the one just
 * added: the toast closes by itself, the way to the new course stays until the next save.
 */
export function AddCourse() {
  const create = useCreateCourse();
  const { toast } = useToast();
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<Course>();
  const needsName = useNeedsName();

  const save = async (input: CourseInput, { reset }: CourseFormHelpers) => {
    setError(undefined);
    setAdded(undefined);
    let course: Course;
    try {
      course = await create.mutateAsync(input);
    } catch (failure) {
      const text = errorMessage(failure, courseTexts.addFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: courseTexts.added, tone: 'success' });
    setAdded(course);
    reset();
  };

  return (
    <>
      <PageTitle title="Add Course" />
      <PageSection
        title="Add Course"
        headingLevel={1}
        width="narrow"
        description="Share what you teach: every field is needed to list the course in the catalogue."
      >
        <div role="status">
          {added ? (
            <div className={styles.added}>
              <p className={styles.addedText}>{`“${added.title}” is now in the catalogue.`}</p>
              <ButtonLink to={paths.courseDetail.href(courseIdOf(added))} variant="outline">
                View course
              </ButtonLink>
            </div>
          ) : null}
        </div>
        {needsName ? (
          // The server refuses a course without its author's name; ask for it before the form.
          <NameRequiredNotice what="courses" />
        ) : (
          <Card padding="lg">
            <CourseForm
              onSubmit={save}
              submitLabel="Add Course"
              busyLabel="Adding..."
              error={error}
            />
          </Card>
        )}
      </PageSection>
    </>
  );
}
