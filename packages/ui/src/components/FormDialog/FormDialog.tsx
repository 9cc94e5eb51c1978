import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import * as styles from './FormDialog.css';

export { pair as formDialogPair } from './FormDialog.css';

export interface FormDialogProps {
  title: string;
  description?: string;
  /** The submit button's text, and its text while the form is being sent (default: the same). */
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  /** The last failed submit's text, shown above the fields (also toasted by the caller). */
  error?: string;
  /** Cancel, Escape or the close button; ignored while busy, so a send is never cut off. */
  onClose: () => void;
  /** The form element, given the id the submit button points at. */
  children: (formId: string) => ReactNode;
}

/**
 * One pattern for every form in a dialog (apply, post, edit): the title, the form's error above
 * its fields, Cancel and a submit button in the footer that shows it is busy. Open while mounted,
 * so each opening starts from the caller's initial values; focus returns to the opener.
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  error,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={busy}>
            {busy && busyLabel ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        {error ? <p className={styles.formError}>{error}</p> : null}
        {children(formId)}
      </div>
    </Dialog>
  );
}
