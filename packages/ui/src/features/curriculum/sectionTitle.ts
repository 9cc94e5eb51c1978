import { CURRICULUM_LIMITS } from '@edugate/api-client';
import { useState, type ChangeEvent } from 'react';
import { curriculumTexts as texts } from './texts';

/** The section title's own check (openapi.yaml: at most 120 characters once trimmed). */
export function sectionTitleError(title: string): string | undefined {
  return title.trim().length > CURRICULUM_LIMITS.titleLength
    ? texts.sectionTitleTooLong
    : undefined;
}

/**
 * A section title box (adding a section, renaming one): a title too long is not cut as it is
 * typed (the box has no maxLength) but said, under the box, when sent, as the course form says it;
 * the message then follows what is typed.
 */
export function useSectionTitle() {
  const [error, setError] = useState<string>();
  /** The trimmed title to send, or undefined: the box then has the focus and says why. */
  const read = (form: HTMLFormElement): string | undefined => {
    const box = form.querySelector<HTMLInputElement>('input[name="title"]');
    const title = (box?.value ?? '').trim();
    const problem = sectionTitleError(title);
    setError(problem);
    if (title && !problem) return title;
    box?.focus();
    return undefined;
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (error) setError(sectionTitleError(event.currentTarget.value));
  };
  return { error, read, onChange };
}
