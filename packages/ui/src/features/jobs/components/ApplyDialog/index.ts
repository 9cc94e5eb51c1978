export { ApplyDialog, type ApplyDialogProps } from './ApplyDialog';
