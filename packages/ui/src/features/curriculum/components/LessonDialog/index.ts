export { LessonDialog, type LessonDialogProps } from './LessonDialog';
