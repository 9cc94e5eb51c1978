import { errorMessage, JOB_TYPES, type JobInput } from '@edugate/api-client';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { Select } from '../../../components/Select';
import { TextAreaField, TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { jobTexts, usePostJob } from '../../../features/jobs';
import { emptyJobPostForm, jobPostSchema } from '../../../features/jobs/schemas';
import { Form } from '../../../forms/Form';
import { useZodForm } from '../../../forms/useZodForm';
import * as styles from './JobDialogs.css';

const typeOptions = JOB_TYPES.map((type) => ({ value: type, label: type }));
const fieldOrder = [
  'title',
  'company',
  'location',
  'salary',
  'type',
  'description',
  'requirements',
  'benefits',
] as const;

export interface PostJobDialogProps {
  /** Called when the dialog closes (posted, cancelled, Escape); the screen then unmounts it. */
  onClose: () => void;
}

/**
 * SPEC.md's post-job dialog: eight fields, Job Type defaulting to Full-time; closes on success.
 * Open while mounted, so each opening starts with an empty form; focus returns to the button that
 * opened it.
 */
export function PostJobDialog({ onClose }: PostJobDialogProps) {
  const formId = useId();
  const post = usePostJob();
  const { toast } = useToast();
  const form = useZodForm(jobPostSchema, { defaultValues: emptyJobPostForm });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = async (input: JobInput) => {
    setError(undefined);
    try {
      await post.mutateAsync(input);
    } catch (failure) {
      const text = errorMessage(failure, jobTexts.postFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: jobTexts.posted, tone: 'success' });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !isSubmitting) onClose();
      }}
      title="Post a Job"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Post Job
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={submit} fieldOrder={fieldOrder}>
        <div className={styles.fields}>
          {error ? <p className={styles.formError}>{error}</p> : null}
          <TextField
            label="Job Title"
            required
            error={errors.title?.message}
            {...form.register('title')}
          />
          <div className={styles.pair}>
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
          <div className={styles.pair}>
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
        </div>
      </Form>
    </Dialog>
  );
}
