import { Check } from 'lucide-react';
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
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

/**
 * A loading button is disabled, and a disabled button drops keyboard focus: to the page, or in a
 * dialog to the dialog itself, depending on when the browser gets to it. Whoever pressed the
 * button gets focus back on it when it is ready again, so where focus is after a request (and so
 * what a screenshot shows) does not depend on timing. Returns the ref to give the button.
 */
function useFocusThroughLoading(loading: boolean, ref: Ref<HTMLButtonElement> | undefined) {
  const element = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const button = element.current;
    if (!button) return;
    if (loading) {
      // Right after the commit that disabled it, before the browser moves focus away.
      hadFocus.current = button.ownerDocument.activeElement === button;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = button.ownerDocument.activeElement;
    const lost =
      !active ||
      active === button.ownerDocument.body ||
      (active.getAttribute('role') === 'dialog' && active.contains(button));
    // Where it was: the reader is already looking there, so nothing scrolls.
    if (lost) button.focus({ preventScroll: true });
  }, [loading]);
  // The caller's ref sees the same element.
  useImperativeHandle(ref, () => element.current as HTMLButtonElement, []);
  return element;
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
  ref,
  ...rest
}: ButtonProps) {
  const keepFocus = useFocusThroughLoading(loading, ref);
  return (
    <button
      {...rest}
      ref={keepFocus}
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
