import {
  errorMessage,
  JOB_TYPES,
  SKILL_LIMITS,
  type Job,
  type JobInput,
} from '@edugate/api-client';
import { lazy, Suspense, useState } from 'react';
import { FormDialog, formDialogPair } from '../../../../components/FormDialog';
import { Select } from '../../../../components/Select';
import { TextAreaField, TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { usePostJob, useUpdateJob } from '../../api/mutations';
import { emptyJobPostForm, jobPostSchema, type JobPostFormValues } from '../../schemas';
import { jobTexts } from '../../texts';
import { SkillsController, skillsFieldTexts } from '../../../../components/SkillsField';
import { useNeedsName } from '../../../../session/components/useNeedsName';

// Only an account without a name sees it: loaded then, so the dialog opens no slower for others.
const NameRequiredNotice = lazy(async () => ({
  default: (await import('../../../../session/components/NameRequiredNotice')).NameRequiredNotice,
}));

const typeOptions = JOB_TYPES.map((type) => ({ value: type, label: type }));
const fieldOrder = [
  'title',
  'company',
  'location',
  'salary',
  'type',
  'description',
  'skills',
  'requirements',
  'benefits',
] as const;

/** A stored job as the form's text: lists one line each, as the poster typed them. */
function formValuesOf(job: Job): JobPostFormValues {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    salary: job.salary,
    type: job.type,
    description: job.description,
    requirements: job.requirements.join('\n'),
    skills: job.skills,
    benefits: job.benefits.join('\n'),
  };
}

export interface JobFormDialogProps {
  /** Given, the dialog edits this job (prefilled, 'Save Changes'); else it posts a new one. */
  job?: Job;
  /** Called when the dialog closes (saved, cancelled, Escape); the caller then unmounts it. */
  onClose: () => void;
}

/**
 * docs/product.md's post-job dialog (eight fields, Job Type defaulting to Full-time) and the
 * edit dialog: the same form, prefilled, saving with 'Save Changes' ('Saving...' while busy).
 */
export function JobFormDialog({ job, onClose }: JobFormDialogProps) {
  const post = usePostJob();
  const update = useUpdateJob();
  const { toast } = useToast();
  const form = useZodForm(jobPostSchema, {
    defaultValues: job ? formValuesOf(job) : emptyJobPostForm,
  });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const editing = job !== undefined;
  const needsName = useNeedsName();

  const submit = async (input: JobInput) => {
    setError(undefined);
    try {
      if (job) await update.mutateAsync({ jobId: job._id, input });
      else await post.mutateAsync(input);
    } catch (failure) {
      const text = errorMessage(failure, editing ? jobTexts.updateFailed : jobTexts.postFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: editing ? jobTexts.updated : jobTexts.posted, tone: 'success' });
    onClose();
  };

  return (
    <FormDialog
      title={editing ? 'Edit Job' : 'Post a Job'}
      submitLabel={editing ? jobTexts.saveChanges : 'Post Job'}
      busyLabel={editing ? jobTexts.saving : undefined}
      busy={isSubmitting}
      error={error}
      onClose={onClose}
    >
      {(formId) => (
        <Form id={formId} form={form} onSubmit={submit} fieldOrder={fieldOrder}>
          {/* A new job shows its poster's name: the server refuses one without (400). */}
          {needsName && !editing ? (
            <Suspense fallback={null}>
              <NameRequiredNotice what="jobs" headingLevel={3} />
            </Suspense>
          ) : null}
          <TextField
            label="Job Title"
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <div className={formDialogPair}>
            <TextField
              label="Company"
              required
              error={errors.company?.message}
              {...form.register('company')}
            />
            <TextField
              label="Location"
              required
              error={errors.location?.message}
              {...form.register('location')}
            />
          </div>
          <div className={formDialogPair}>
            <TextField
              label="Salary"
              required
              error={errors.salary?.message}
              {...form.register('salary')}
            />
            <Select
              label="Job Type"
              options={typeOptions}
              required
              error={errors.type?.message}
              {...form.register('type')}
            />
          </div>
          <TextAreaField
            label="Job Description"
            required
            rows={4}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <SkillsController
            control={form.control}
            name="skills"
            label={skillsFieldTexts.required}
            hint={jobTexts.skillsHint}
            max={SKILL_LIMITS.perJob}
          />
          <TextAreaField
            label="Requirements (one per line)"
            rows={4}
            error={errors.requirements?.message}
            {...form.register('requirements')}
          />
          <TextAreaField
            label="Benefits (one per line)"
            rows={4}
            error={errors.benefits?.message}
            {...form.register('benefits')}
          />
        </Form>
      )}
    </FormDialog>
  );
}
