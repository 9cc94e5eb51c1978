import { errorMessage, type Job, type JobApplication } from '@edugate/api-client';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { TextAreaField, TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { jobTexts, useApplyToJob } from '../../../features/jobs';
import { applySchema, emptyApplyForm } from '../../../features/jobs/schemas';
import { Form } from '../../../forms/Form';
import { useZodForm } from '../../../forms/useZodForm';
import * as styles from './JobDialogs.css';

export interface ApplyDialogProps {
  /** The job being applied to; null closes the dialog. */
  job: Job | null;
  onClose: () => void;
}

/** SPEC.md's apply dialog: Resume URL (required, URL), Cover Letter; closes on success. */
export function ApplyDialog({ job, onClose }: ApplyDialogProps) {
  const formId = useId();
  const apply = useApplyToJob();
  const { toast } = useToast();
  const form = useZodForm(applySchema, { defaultValues: emptyApplyForm });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  // Closing empties the form, so each opening starts blank.
  const close = () => {
    form.reset(emptyApplyForm);
    setError(undefined);
    onClose();
  };

  const submit = async (application: JobApplication) => {
    if (!job) return;
    setError(undefined);
    try {
      await apply.mutateAsync({ jobId: job._id, application });
    } catch (failure) {
      // A second application is a 409 whose text says so.
      const text = errorMessage(failure, jobTexts.applyFailed);
      setError(text);
      toast({ title: text, tone: 'error' });
      return;
    }
    toast({ title: jobTexts.applied, tone: 'success' });
    close();
  };

  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) close();
      }}
      title={job ? `Apply for ${job.title}` : 'Apply'}
      description={job ? `${job.company} · ${job.location}` : undefined}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Submit Application
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={submit} fieldOrder={['resumeUrl', 'coverLetter']}>
        <div className={styles.fields}>
          {error ? <p className={styles.formError}>{error}</p> : null}
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
        </div>
      </Form>
    </Dialog>
  );
}
