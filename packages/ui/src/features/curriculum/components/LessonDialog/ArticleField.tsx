import { errorMessage, type LessonInput } from '@edugate/api-client';
import { useId, useState, type KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Spinner } from '../../../../components/Spinner';
import { TextAreaField } from '../../../../components/TextField';
import { usePreviewArticle } from '../../api/mutations';
import type { LessonFormValues } from '../../lessonSchema';
import { curriculumTexts as texts } from '../../texts';
import { LessonArticle } from '../LessonArticle';
import * as styles from './LessonDialog.css';

type Tab = 'write' | 'preview';
const TABS: readonly Tab[] = ['write', 'preview'];

/**
 * An article's Markdown with 'Write' and 'Preview article' tabs (the ARIA tabs pattern: arrow
 * keys move between them). The preview is the API's rendering of the text as it is now, the HTML
 * learners get once it is saved, so an image that is not allowed shows there as its description,
 * as the hint under the box says.
 */
export function ArticleField({
  courseId,
  form,
  error,
}: {
  courseId: string;
  form: UseFormReturn<LessonFormValues, unknown, LessonInput>;
  error?: string;
}) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const preview = usePreviewArticle();
  // A refused article is shown where it is written, its message and the focus with it (state
  // adjusted while rendering, as React advises for state that follows a prop).
  const [shownError, setShownError] = useState(error);
  if (error !== shownError) {
    setShownError(error);
    if (error) setTab('write');
  }

  const show = (next: Tab) => {
    setTab(next);
    if (next === 'preview') preview.mutate({ courseId, body: form.getValues('body') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = tab === 'write' ? 'preview' : 'write';
    show(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div className={styles.article}>
      <div role="tablist" aria-label={texts.body} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => show(name)}
            onKeyDown={onKeyDown}
          >
            {name === 'write' ? texts.writeTab : texts.previewTab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-write`}
        aria-labelledby={`${id}-write-tab`}
        hidden={tab !== 'write'}
      >
        <TextAreaField
          label={texts.body}
          hint={texts.bodyHint}
          rows={10}
          required
          error={error}
          {...form.register('body')}
        />
      </div>
      <div
        role="tabpanel"
        id={`${id}-preview`}
        aria-labelledby={`${id}-preview-tab`}
        aria-busy={preview.isPending || undefined}
        hidden={tab !== 'preview'}
        className={styles.previewPanel}
      >
        {tab === 'preview' && <Rendered preview={preview} />}
      </div>
    </div>
  );
}

function Rendered({ preview }: { preview: ReturnType<typeof usePreviewArticle> }) {
  if (preview.isPending) return <Spinner label={texts.previewTab} />;
  if (preview.isError)
    return <p className={styles.error}>{errorMessage(preview.error, texts.previewFailed)}</p>;
  const html = preview.data?.html ?? '';
  return html.trim() ? <LessonArticle html={html} /> : <p>{texts.previewEmpty}</p>;
}
