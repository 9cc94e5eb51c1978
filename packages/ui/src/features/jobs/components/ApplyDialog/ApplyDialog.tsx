import {
  errorMessage,
  sameSkill,
  type Certificate,
  type JobApplication,
} from '@edugate/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Spinner } from '../../../../components/Spinner';
import { FormDialog } from '../../../../components/FormDialog';
import { TextAreaField, TextField } from '../../../../components/TextField';
import { useToast } from '../../../../components/Toast';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { useApplyToJob } from '../../api/mutations';
import { useAttachableCertificates } from '../../api/queries';
import { applySchema, emptyApplyForm, type ApplyFormValues } from '../../schemas';
import type { ApplyTarget } from '../../jobSummary';
import { jobTexts } from '../../texts';
import * as styles from './ApplyDialog.css';

export interface ApplyDialogProps {
  /** The job being applied to. */
  job: ApplyTarget;
  /** Called when the dialog closes (sent, cancelled, Escape); the caller then unmounts it. */
  onClose: () => void;
}

/** Whether the certificate's course teaches one of the job's required skills. */
const teachesRequired = (certificate: Certificate, required: readonly string[]) =>
  certificate.skills.some((skill) => required.some((wanted) => sameSkill(skill, wanted)));

/**
 * 'Attach certificates' (docs/product.md, Applying with certificates): the applicant's
 * certificates as checkboxes, those teaching a skill the job requires ticked once they arrive.
 * Revoked ones are not offered: the poster would see them revoked.
 */
function AttachCertificates({
  form,
  required,
}: {
  form: UseFormReturn<ApplyFormValues, unknown, JobApplication>;
  required: readonly string[];
}) {
  const certificates = useAttachableCertificates();
  const hintId = useId();
  const offered = (certificates.data ?? []).filter((c) => !c.revokedAt);
  const ticked = useRef(false);
  useEffect(() => {
    // Once, when the list first arrives: later the applicant's own choice stands.
    if (ticked.current || !certificates.data) return;
    ticked.current = true;
    const matching = certificates.data
      .filter((c) => !c.revokedAt && teachesRequired(c, required))
      .map((c) => c._id);
    if (matching.length > 0) form.setValue('certificateIds', matching);
  }, [certificates.data, form, required]);

  let body;
  if (certificates.isPending) {
    body = <Spinner size="sm" label={jobTexts.certificatesLoading} />;
  } else if (certificates.isError) {
    body = (
      <p className={styles.error} role="alert">
        {jobTexts.certificatesFailed}
      </p>
    );
  } else if (offered.length === 0) {
    body = <p className={styles.hint}>{jobTexts.noCertificates}</p>;
  } else {
    body = (
      <>
        <p id={hintId} className={styles.hint}>
          {jobTexts.attachHint}
        </p>
        <ul className={styles.list}>
          {offered.map((certificate) => (
            <li key={certificate._id}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  value={certificate._id}
                  aria-describedby={hintId}
                  {...form.register('certificateIds')}
                />
                <span>
                  {certificate.courseTitle}
                  {certificate.skills.length > 0 ? (
                    <span className={styles.skills}>{certificate.skills.join(', ')}</span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <fieldset className={styles.certificates} aria-busy={certificates.isPending}>
      <legend className={styles.legend}>{jobTexts.attachCertificates}</legend>
      {body}
    </fieldset>
  );
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
          <AttachCertificates form={form} required={job.skills ?? []} />
        </Form>
      )}
    </FormDialog>
  );
}
