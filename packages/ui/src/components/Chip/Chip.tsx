import type { ButtonHTMLAttributes, Ref } from 'react';
import { chip } from './Chip.css';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> {
  /** A selected chip is pressed: screen readers announce the filter as on. */
  selected?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A toggle for filters such as the catalogue's categories. */
export function Chip({ selected = false, className, type = 'button', ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-pressed={selected}
      className={[chip({ selected }), className].filter(Boolean).join(' ')}
    />
  );
}
