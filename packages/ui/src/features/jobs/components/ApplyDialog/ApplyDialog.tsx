import { errorMessage, type JobApplication } from '@edugate/api-client';
import { useState } from 'react';
import { FormDialog } from '../../../../components/FormDialog';
import { TextAreaField, TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { useApplyToJob } from '../../api/mutations';
import { applySchema, emptyApplyForm } from '../../schemas';
import type { ApplyTarget } from '../../jobSummary';
import { jobTexts } from '../../texts';

export interface ApplyDialogProps {
  /** The job being applied to. */
  job: ApplyTarget;
  /** Called when the dialog closes (sent, cancelled, Escape); the caller then unmounts it. */
  onClose: () => void;
}

/**
 * docs/product.md's apply dialog: Resume URL (required, URL), Cover Letter; closes on success. The same
 * form-dialog pattern as posting and editing a job.
 */
export function ApplyDialog({ job, onClose }: ApplyDialogProps) {
  const apply = useApplyToJob();
  const { toast } = useToast();
  const form = useZodForm(applySchema, { defaultValues: emptyApplyForm });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = async (application: JobApplication) => {
    setError(undefined);
    try {
      await apply.mutateAsync({ jobId: job._id, application });
    } catch (failure) {
      // A second application, one's own job or a closed one: a 4xx whose text says so.
      const text = errorMessage(failure, jobTexts.applyFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: jobTexts.applied, tone: 'success' });
    onClose();
  };

  return (
    <FormDialog
      title={`Apply for ${job.title}`}
      description={`${job.company} · ${job.location}`}
      submitLabel="Submit Application"
      busy={isSubmitting}
      error={error}
      onClose={onClose}
    >
      {(formId) => (
        <Form id={formId} form={form} onSubmit={submit} fieldOrder={['resumeUrl', 'coverLetter']}>
          <TextField
            label="Resume URL"
            type="url"
            inputMode="url"
            required
            error={errors.resumeUrl?.message}
            {...form.register('resumeUrl')}
          />
          <TextAreaField
            label="Cover Letter"
            rows={5}
            error={errors.coverLetter?.message}
            {...form.register('coverLetter')}
          />
        </Form>
      )}
    </FormDialog>
  );
}
