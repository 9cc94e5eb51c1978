import { CURRICULUM_LIMITS } from '@edugate/api-client';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
  // Held from the first submit until its answer: a double click on the form's button (or Enter
  // pressed twice) submits again before the render that disables the button, and the mutation's
  // `isPending` is still false in that render's closure, so it would be sent twice.
  const sending = useRef(false);
  /**
   * Handles the form's submit: the title read as `read` does, given to `send` with the
   * `onSettled` to pass to the mutation; nothing more is sent until that has run.
   */
  const submit = (
    event: FormEvent<HTMLFormElement>,
    send: (title: string, onSettled: () => void) => void,
  ) => {
    event.preventDefault();
    if (sending.current) return;
    const title = read(event.currentTarget);
    if (!title) return;
    sending.current = true;
    send(title, () => {
      sending.current = false;
    });
  };
  return { error, read, onChange, submit };
}
