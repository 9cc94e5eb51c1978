import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';

export type EmailFieldProps = UseFormRegisterReturn<'email'> & {
  disabled: boolean;
  error: string | undefined;
};

/** The required e-mail box of Login and Register; spread `form.register('email')` on it. */
export function EmailField({ disabled, error, ...registration }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      disabled={disabled}
      {...registration}
      error={error}
    />
  );
}
