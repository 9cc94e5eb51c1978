import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, describedBy } from '../TextField';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Choose a category'. */
  placeholder?: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's keyboard and screen-reader behaviour come for free. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} hint={hint} error={error} required={rest.required}>
      <select
        {...rest}
        id={selectId}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(selectId, hint, error)}
        className={[styles.select, className].filter(Boolean).join(' ')}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
