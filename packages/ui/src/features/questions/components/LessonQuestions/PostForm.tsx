import { errorMessage } from '@edugate/api-client';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/Button';
import { TextAreaField, TextField } from '../../../../components/TextField';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { visuallyHidden } from '../../../../theme/utilities.css';
import { questionTexts as texts } from '../../texts';
import * as styles from './LessonQuestions.css';

/** docs/product.md, Questions and messages: the limits, in characters as the server counts them. */
export const MAX_TITLE_LENGTH = 120;
export const MAX_BODY_LENGTH = 5000;

/** Code points, as the server counts: an emoji is one character. */
const lengthOf = (text: string) => [...text].length;
const within = (max: number) => (text: string) => lengthOf(text) <= max;

export interface PostValues {
  title: string;
  body: string;
}

/** A question: a title (1 to 120) and optional details (up to 5,000). */
const questionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, texts.enterTitle)
    .refine(within(MAX_TITLE_LENGTH), texts.titleTooLong),
  body: z.string().trim().refine(within(MAX_BODY_LENGTH), texts.detailsTooLong),
});

/** An answer: 1 to 5,000 characters; it has no title. */
const answerSchema = z.object({
  title: z.string(),
  body: z
    .string()
    .trim()
    .min(1, texts.enterAnswer)
    .refine(within(MAX_BODY_LENGTH), texts.answerTooLong),
});

export interface PostFormProps {
  kind: 'question' | 'answer';
  /** The form's accessible name, e.g. 'Ask a question' or 'Edit your answer'. */
  label: string;
  /** Shown as the form's heading; without it the label names the form unseen. */
  showLabel?: boolean;
  initial?: PostValues;
  submitLabel: string;
  busyLabel: string;
  /** What to say when the request fails without a sentence of the server's own. */
  fallback: string;
  /** Said to a screen reader once the post is made. */
  done?: string;
  onSubmit: (values: PostValues) => Promise<unknown>;
  /** Given, a Cancel button is shown (editing). */
  onCancel?: () => void;
}

/**
 * A question's or an answer's form, to write one or edit one. A refusal (the 429 'You are posting
 * too fast...', a 400 naming the field) is shown in the server's words and the text stays, so
 * nothing written is lost.
 */
export function PostForm({
  kind,
  label,
  showLabel = false,
  initial = { title: '', body: '' },
  submitLabel,
  busyLabel,
  fallback,
  done,
  onSubmit,
  onCancel,
}: PostFormProps) {
  const schema = kind === 'question' ? questionSchema : answerSchema;
  const form = useZodForm(schema, { defaultValues: initial });
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const labelId = useId();
  const { errors, isSubmitting } = form.formState;
  const bodyLeft = MAX_BODY_LENGTH - lengthOf(form.watch('body').trim());
  const titleLeft = MAX_TITLE_LENGTH - lengthOf(form.watch('title').trim());

  const submit = async (values: PostValues) => {
    setFailure(undefined);
    setAnnouncement('');
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      return;
    }
    form.reset({ title: '', body: '' });
    if (done) setAnnouncement(done);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      fieldOrder={['title', 'body']}
      className={styles.form}
      aria-labelledby={showLabel ? labelId : undefined}
      aria-label={showLabel ? undefined : label}
      aria-busy={isSubmitting || undefined}
    >
      {showLabel ? (
        <h3 id={labelId} className={styles.formTitle}>
          {label}
        </h3>
      ) : null}
      {kind === 'question' ? (
        <TextField
          label={texts.title}
          hint={texts.charactersLeft(titleLeft)}
          error={errors.title?.message}
          autoComplete="off"
          {...form.register('title')}
        />
      ) : null}
      <TextAreaField
        label={kind === 'question' ? texts.details : texts.yourAnswer}
        rows={kind === 'question' ? 4 : 3}
        hint={`${texts.markdownHint} ${texts.charactersLeft(bodyLeft)}`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {texts.cancel}
          </Button>
        ) : null}
      </div>
      {/* Beside the button just pressed, where the eye is. */}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </Form>
  );
}
