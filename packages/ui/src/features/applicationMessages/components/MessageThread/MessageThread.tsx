import { errorMessage, type ApplicationMessage } from '@edugate/api-client';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/Button';
import { ErrorState } from '../../../../components/ErrorState';
import { Skeleton } from '../../../../components/Skeleton';
import { TextAreaField } from '../../../../components/TextField';
import { Form } from '../../../../forms/Form';
import { useZodForm } from '../../../../forms/useZodForm';
import { visuallyHidden } from '../../../../theme/utilities.css';
import { useSendApplicationMessage } from '../../api/mutations';
import { useApplicationMessages } from '../../api/queries';
import { applicationMessageTexts as texts } from '../../texts';
import * as styles from './MessageThread.css';

/** docs/product.md, Questions and messages: 1 to 2,000 characters, counted as the server does. */
export const MAX_MESSAGE_LENGTH = 2000;

/** Characters as the server counts them (code points, so an emoji is one). */
const lengthOf = (text: string) => [...text].length;

const messageSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, texts.enterMessage)
    .refine((text) => lengthOf(text) <= MAX_MESSAGE_LENGTH, texts.tooLong),
});

// Made once: a formatter is costly to make. UTC, as every date of the site, so readers agree.
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export interface MessageThreadProps {
  applicationId: string;
  /** The thread's accessible name, e.g. 'Messages about Frontend Mentor'. */
  label: string;
}

/**
 * docs/product.md, Questions and messages: the thread between a job's poster and one applicant,
 * in the order written, with a form to add to it. Texts are plain: React writes them as text,
 * never as HTML.
 */
export function MessageThread({ applicationId, label }: MessageThreadProps) {
  return (
    <section className={styles.root} aria-label={label}>
      <Thread applicationId={applicationId} />
      <SendForm applicationId={applicationId} />
    </section>
  );
}

function Thread({ applicationId }: { applicationId: string }) {
  const thread = useApplicationMessages(applicationId);
  if (thread.isPending) {
    // About two messages' height: the form below does not jump when they arrive.
    return (
      <div className={styles.list} aria-busy="true">
        <Skeleton width="70%" height="4rem" shape="block" />
        <Skeleton width="60%" height="4rem" shape="block" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <ErrorState
        message={texts.loadFailed}
        onRetry={() => void thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  }
  const messages = thread.data.pages.flatMap((page) => page.messages);
  if (messages.length === 0) return <p className={styles.muted}>{texts.empty}</p>;
  return (
    <>
      <ol className={styles.list}>
        {messages.map((message) => (
          <Message key={message._id} message={message} />
        ))}
      </ol>
      {thread.hasNextPage ? (
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => void thread.fetchNextPage()}
            loading={thread.isFetchingNextPage}
          >
            {texts.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function Message({ message }: { message: ApplicationMessage }) {
  const role = message.fromPoster ? texts.poster : texts.applicant;
  const writer = message.mine ? texts.you : message.authorName;
  return (
    <li className={message.mine ? styles.mine : styles.theirs}>
      <p className={styles.byline}>
        <span className={styles.writer}>{texts.byline(writer, role)}</span>
        <time className={styles.date} dateTime={message.createdAt}>
          {dateTime.format(new Date(message.createdAt))}
        </time>
      </p>
      <p className={styles.body}>{message.body}</p>
    </li>
  );
}

function SendForm({ applicationId }: { applicationId: string }) {
  const send = useSendApplicationMessage();
  const form = useZodForm(messageSchema, { defaultValues: { body: '' } });
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const failureId = useId();
  const { errors, isSubmitting } = form.formState;
  const left = MAX_MESSAGE_LENGTH - lengthOf(form.watch('body').trim());

  const submit = async ({ body }: z.output<typeof messageSchema>) => {
    setFailure(undefined);
    setAnnouncement('');
    try {
      await send.mutateAsync({ applicationId, body });
    } catch (error) {
      // A 429 ('You are posting too fast...') or a 400 naming the field, in the server's words;
      // the text stays in the field so nothing written is lost.
      setFailure(errorMessage(error, texts.sendFailed));
      return;
    }
    form.reset({ body: '' });
    setAnnouncement(texts.sent);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      fieldOrder={['body']}
      className={styles.form}
      aria-busy={isSubmitting || undefined}
    >
      <TextAreaField
        label={texts.yourMessage}
        rows={3}
        hint={texts.charactersLeft(left)}
        error={errors.body?.message}
        {...form.register('body')}
      />
      {failure ? (
        <p id={failureId} role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.send}
        </Button>
      </div>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </Form>
  );
}
