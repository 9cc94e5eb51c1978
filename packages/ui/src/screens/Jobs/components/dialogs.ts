// The jobs feature's two dialogs in one chunk, loaded by lazyDialogs.ts.
export { ApplyDialog } from '../../../features/jobs/components/ApplyDialog';
export { JobFormDialog } from '../../../features/jobs/components/JobFormDialog';
