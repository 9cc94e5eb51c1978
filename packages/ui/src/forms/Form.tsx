import { useEffect, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { visuallyHidden } from '../theme/utilities.css';
import { firstErrorMessage } from './firstError';

export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => void | Promise<void>;
  /** Field names in reading order: the announced error is the first of these that failed. */
  fieldOrder?: readonly (keyof TValues & string)[];
  children: ReactNode;
}

/**
 * A form wired to react-hook-form. The browser's own validation bubbles are off (`noValidate`):
 * each field shows its message beside it, focus goes to the first invalid field, and one polite
 * announcement per failed submit says what to fix, so a screen reader hears one error, not all.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  fieldOrder,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const { errors, submitCount, isSubmitSuccessful } = form.formState;
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    const first = firstErrorMessage(errors, fieldOrder);
    // Announce after focus has moved, so the message is read after the field's label.
    const timer = setTimeout(() => setAnnouncement(first ?? ''), 100);
    return () => clearTimeout(timer);
    // Once per submit: later edits re-validate silently beside the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  return (
    <form {...rest} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {children}
      <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </form>
  );
}
