export { FormDialog, formDialogPair } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
