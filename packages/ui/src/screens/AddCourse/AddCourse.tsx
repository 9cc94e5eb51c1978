import { errorMessage, type CourseInput } from '@edugate/api-client';
import { useState } from 'react';
import { Card } from '../../components/Card';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { useToast } from '../../components/Toast';
import { courseTexts, useCreateCourse } from '../../features/courses';
import { CourseForm, type CourseFormHelpers } from '../../features/courses/CourseForm';

/** SPEC.md section 2, Add Course (protected: the app mounts it behind RequireAuth). */
export function AddCourse() {
  const create = useCreateCourse();
  const { toast } = useToast();
  const [error, setError] = useState<string>();

  const save = async (input: CourseInput, { reset }: CourseFormHelpers) => {
    setError(undefined);
    try {
      await create.mutateAsync(input);
    } catch (failure) {
      const text = errorMessage(failure, courseTexts.addFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: courseTexts.added, tone: 'success' });
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
        <Card padding="lg">
          <CourseForm
            onSubmit={save}
            submitLabel="Add Course"
            busyLabel="Adding..."
            error={error}
          />
        </Card>
      </PageSection>
    </>
  );
}
