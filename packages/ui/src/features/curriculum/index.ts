export { curriculumKeys } from './api/keys';
export { outlineQuery, useOutline, lessonQuery, useLesson } from './api/queries';
export {
  createSectionMutation,
  renameSectionMutation,
  deleteSectionMutation,
  reorderMutation,
  saveLessonMutation,
  deleteLessonMutation,
  useCreateSection,
  useRenameSection,
  useDeleteSection,
  useReorder,
  useSaveLesson,
  useDeleteLesson,
  type SectionVariables,
  type OrderVariables,
  type LessonVariables,
} from './api/mutations';
export { curriculumTexts } from './texts';
export { sectionTitleError, useSectionTitle } from './sectionTitle';
export {
  durationText,
  lessonCountText,
  outlineSummary,
  lessonsInOrder,
  neighbours,
} from './format';
