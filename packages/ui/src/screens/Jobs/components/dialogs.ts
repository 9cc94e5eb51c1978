// The two dialogs in one chunk, loaded by lazyDialogs.ts.
export { ApplyDialog } from './ApplyDialog';
export { PostJobDialog } from './PostJobDialog';
