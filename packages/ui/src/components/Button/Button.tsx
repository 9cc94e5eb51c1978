import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from '../Spinner';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a spinner, marks the button busy and disables it. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
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
      {loading ? <Spinner size="sm" tone="current" decorative /> : icon}
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
      {icon}
      {children}
    </Link>
  );
}
