import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The close button's name, e.g. 'Close course content'. */
  closeLabel: string;
  /** The element that opens it (rendered as is, e.g. a Button): focus returns there. */
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * A side panel over the page (Radix Dialog): focus moves in and is trapped, Escape or the close
 * button closes it, focus returns to its trigger. For what sits beside the page on wide screens
 * and behind a button on small ones (a lesson's curriculum).
 */
export function Drawer({ open, onOpenChange, title, closeLabel, trigger, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
