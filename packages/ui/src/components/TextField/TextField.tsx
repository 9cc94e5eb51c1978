import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import * as styles from './TextField.css';

interface FieldChrome {
  label: string;
  /** Help shown under the field, e.g. 'e.g. 6 weeks, 10 hours'. */
  hint?: string;
  /** Validation message; marks the field invalid and is announced with it. */
  error?: string;
}

/** Label, hint and error around a control, wired with ids for assistive tech. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  children,
}: FieldChrome & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Not an alert: a form announces one error per submit (forms/Form.tsx) and focuses the
          first invalid field, whose label and this message are read through aria-describedby. */}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface TextFieldProps
  extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} required={rest.required}>
      <input
        type="text"
        {...rest}
        id={inputId}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(inputId, hint, error)}
        className={[styles.control, className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FieldChrome, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} required={rest.required}>
      <textarea
        {...rest}
        id={inputId}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(inputId, hint, error)}
        className={[styles.textarea, className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
