import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import * as styles from './Dialog.css';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** An element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** `alertdialog` for questions that need an answer; it has no close button. */
  role?: 'dialog' | 'alertdialog';
}

/** The page's main heading, made focusable by script only (tabindex -1), if there is one. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** A modal dialog (Radix): focus is trapped inside, Escape closes it, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  footer,
  role = 'dialog',
}: DialogProps) {
  // Radix returns focus to its own Trigger only; an opener elsewhere (a table row's Delete) gets it back here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={role}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            // The opener may be gone (its row removed by the answer): focus lands on the page's
            // heading, a calm place to go on from, not on the next row's red button or the top.
            const target = opener.current?.isConnected ? opener.current : pageHeading();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          // A question needs an answer (WAI-ARIA's alert dialog): a click beside it is not one.
          // The second click of a double click on the button that opened it lands on the
          // overlay, and would otherwise close the question it has just asked.
          onPointerDownOutside={(event) => {
            if (role === 'alertdialog') event.preventDefault();
          }}
          // Without a description Radix warns; say explicitly that there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {role === 'dialog' ? (
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child is clicked (wrap a Cancel button in it). */
export const DialogClose = RadixDialog.Close;
