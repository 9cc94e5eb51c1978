import { JobFormDialog } from '../../../features/jobs/JobFormDialog';

export interface PostJobDialogProps {
  /** Called when the dialog closes (posted, cancelled, Escape); the screen then unmounts it. */
  onClose: () => void;
}

/** The board's 'Post a Job': the shared job form dialog with nothing prefilled. */
export function PostJobDialog({ onClose }: PostJobDialogProps) {
  return <JobFormDialog onClose={onClose} />;
}
