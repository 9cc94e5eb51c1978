import { Check } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from '../Spinner';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a spinner, marks the button busy and disables it. */
  loading?: boolean;
  /**
   * Icon before the label (decorative: give it `aria-hidden`). `variant="confirmed"` shows a
   * check unless told otherwise.
   */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The icon a variant brings with it: a done state says so with a check, not only with colour. */
function defaultIcon(variant: ButtonVariants['variant']): ReactNode {
  return variant === 'confirmed' ? <Check size={18} strokeWidth={2.5} aria-hidden="true" /> : null;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {loading ? <Spinner size="sm" tone="current" decorative /> : (icon ?? defaultIcon(variant))}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonVariants {
  icon?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon ?? defaultIcon(variant)}
      {children}
    </Link>
  );
}
