import type { ReactNode } from 'react';
import { useOncePerCommit } from '../Button';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  /** Given, a third answer ("No") is offered beside confirm and cancel. */
  onDeny?: () => void;
  /** docs/product.md: alert dialog buttons default to OK, No and Cancel. */
  confirmLabel?: string;
  denyLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive answers such as Delete. */
  tone?: 'primary' | 'danger';
  /** While the answer is being carried out: the confirm button shows a spinner. */
  busy?: boolean;
}

/** Asks a question that needs an answer; Cancel (and Escape) leave everything as it was. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  onDeny,
  confirmLabel = 'OK',
  denyLabel = 'No',
  cancelLabel = 'Cancel',
  tone = 'primary',
  busy = false,
}: ConfirmDialogProps) {
  // A double click on the answer is one answer (see useOncePerCommit).
  const once = useOncePerCommit();
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          {onDeny ? (
            <Button variant="ghost" onClick={onDeny} disabled={busy}>
              {denyLabel}
            </Button>
          ) : null}
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={() => once(onConfirm)}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
