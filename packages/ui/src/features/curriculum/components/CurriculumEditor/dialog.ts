import type { OutlineLesson, OutlineSection } from '@edugate/api-client';

/** The one dialog the curriculum editor has open, if any. */
export type EditorDialog =
  | { kind: 'addLesson'; sectionId: string }
  | { kind: 'editLesson'; sectionId: string; lessonId: string }
  | { kind: 'deleteLesson'; lesson: OutlineLesson }
  | { kind: 'deleteSection'; section: OutlineSection };
