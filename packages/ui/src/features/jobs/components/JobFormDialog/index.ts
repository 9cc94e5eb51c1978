export { JobFormDialog, type JobFormDialogProps } from './JobFormDialog';
