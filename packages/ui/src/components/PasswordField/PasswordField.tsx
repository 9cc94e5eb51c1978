import { useId, useState } from 'react';
import { FieldFrame, describedBy, type TextFieldProps } from '../TextField';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Start with the password visible (stories, tests). */
  defaultShown?: boolean;
};

/** A password input with a Show/Hide toggle; the toggle never submits the form. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  defaultShown = false,
  ...rest
}: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [shown, setShown] = useState(defaultShown);
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} required={rest.required}>
      <div className={fieldStyles.adornedWrapper}>
        <input
          autoComplete="current-password"
          {...rest}
          id={inputId}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={[fieldStyles.control, fieldStyles.adornedControl, className]
            .filter(Boolean)
            .join(' ')}
        />
        <span className={fieldStyles.adornment}>
          <button
            type="button"
            className={styles.toggle}
            aria-controls={inputId}
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </span>
      </div>
    </FieldFrame>
  );
}
