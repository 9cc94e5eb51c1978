import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import type { ToastAction, ToastItem, ToastOptions, ToastTone } from './toastTypes';
import * as styles from './Toast.css';

export interface ToastRegionProps {
  items: ToastItem[];
  /** How long `item` stays (ms; Infinity holds it until closed). */
  durationOf: (item: ToastItem) => number;
  onClosed: (id: number) => void;
}

/**
 * The toasts on screen and their live region: Radix Toast, which weighs about 10 KB compressed,
 * so ToastProvider loads this module when the page is idle (or at the first toast) instead of
 * with the first download.
 */
export default function ToastRegion({ items, durationOf, onClosed }: ToastRegionProps) {
  return (
    <ToastStack>
      {items.map((item) => (
        <Toast
          key={item.id}
          title={item.title}
          description={item.description}
          tone={item.tone}
          duration={durationOf(item)}
          dismissible={item.dismissible}
          action={item.action}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) onClosed(item.id);
          }}
        />
      ))}
    </ToastStack>
  );
}

/** Where toasts show (the bottom corner) and their live region: wraps every `<Toast>`. */
export function ToastStack({ children }: { children: ReactNode }) {
  return (
    <RadixToast.Provider swipeDirection="right" label="Notifications">
      {children}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}

export interface ToastProps extends ToastOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const toneIcons: Record<ToastTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  error: CircleAlert,
};

/**
 * One toast. Usually raised through `useToast()`; rendered directly in stories. Errors are
 * announced assertively (Radix `foreground`), successes and information politely (`background`).
 */
export function Toast({
  title,
  description,
  tone = 'info',
  duration,
  dismissible = true,
  action,
  open,
  onOpenChange,
}: ToastProps) {
  const Icon = toneIcons[tone];
  return (
    <RadixToast.Root
      className={styles.root({ tone })}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
      type={tone === 'error' ? 'foreground' : 'background'}
      data-tone={tone}
    >
      <span className={styles.icon({ tone })}>
        <Icon size={22} aria-hidden="true" />
      </span>
      <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
      {description ? (
        <RadixToast.Description className={styles.description}>
          {description}
        </RadixToast.Description>
      ) : null}
      {action ? <ToastLink action={action} /> : null}
      {dismissible ? (
        <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
          <X size={18} aria-hidden="true" />
        </RadixToast.Close>
      ) : null}
    </RadixToast.Root>
  );
}

/** A plain click follows the link in the app; a click meant for a new tab is left to the browser. */
function ToastLink({ action }: { action: ToastAction }) {
  const { label, href, onNavigate } = action;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!onNavigate || !plain) return;
    event.preventDefault();
    onNavigate();
  };
  return (
    <RadixToast.Action altText={label} asChild>
      <a className={styles.action} href={href} onClick={follow}>
        {label}
      </a>
    </RadixToast.Action>
  );
}
