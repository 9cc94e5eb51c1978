import { MessageSquare } from 'lucide-react';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { applicationMessageTexts as texts } from '../../texts';
import { MessageThread } from '../MessageThread';

export interface MessagesButtonProps {
  applicationId: string;
  /**
   * The button's accessible name and the dialog's title, naming the row it belongs to (e.g.
   * 'Messages with Grace Hopper', 'Messages about Frontend Mentor').
   */
  label: string;
}

/**
 * 'Messages' in a row of applications: opens the thread in a dialog, which keeps focus inside
 * while open and gives it back to this button when closed (Escape or the close button). The
 * thread is only asked for once it is opened.
 */
export function MessagesButton({ applicationId, label }: MessagesButtonProps) {
  return (
    <Dialog
      title={label}
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={label}
          icon={<MessageSquare size={16} aria-hidden="true" />}
        >
          {texts.open}
        </Button>
      }
    >
      <MessageThread applicationId={applicationId} label={label} />
    </Dialog>
  );
}
