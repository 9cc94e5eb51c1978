import { messages } from '@edugate/api-client';
/**
 * docs/product.md, Learning: the texts of a course's outline (course detail, the lesson page's
 * curriculum) and of the author's Curriculum page.
 */
export const curriculumTexts = {
  courseContent: 'Course content',
  noLessons: 'This course has no lessons yet.',
  preview: 'Preview',
  locked: 'Locked',
  completed: 'Completed',
  kind: { article: 'Article', video: 'Video', quiz: 'Quiz' },
  loadFailed: 'Failed to load the course content',
  lessonFailed: 'Failed to load the lesson',
  // The author's Curriculum page
  title: 'Curriculum',
  heading: (course: string) => `${course}: Curriculum`,
  empty: 'Add your first section to start building this course.',
  addSection: 'Add section',
  sectionTitle: 'Section title',
  renameSection: 'Rename section',
  deleteSection: 'Delete section',
  addLesson: 'Add lesson',
  editLesson: 'Edit lesson',
  deleteLesson: 'Delete lesson',
  lessonTitle: 'Lesson title',
  lessonType: 'Lesson type',
  estimatedMinutes: 'Estimated minutes',
  previewLabel: 'Preview',
  previewHint: 'Anyone signed in may open a Preview lesson, enrolled or not.',
  body: 'Article (Markdown)',
  // The article's Write and Preview tabs; the image rule is apps/api/src/domain/markdown.ts's.
  writeTab: 'Write',
  previewTab: 'Preview article',
  bodyHint:
    'Images show only from an https:// address or one of the API’s own lesson files; any other image is replaced by its description.',
  previewEmpty: 'Nothing to preview yet.',
  previewFailed: 'Failed to render the preview',
  videoUrl: 'Video URL',
  videoUrlHint: 'An MP4 or WebM file over https, or one of the API’s own lesson files.',
  captionsUrl: 'Captions URL (optional)',
  captionsUrlHint: 'A WebVTT (.vtt) file.',
  passMark: 'Pass mark (%)',
  question: (n: number) => `Question ${n}`,
  option: (n: number) => `Option ${n}`,
  rightOption: (n: number) => `Option ${n} is the right answer`,
  addQuestion: 'Add question',
  addOption: 'Add option',
  removeQuestion: (n: number) => `Remove question ${n}`,
  removeOption: (n: number) => `Remove option ${n}`,
  save: 'Save lesson',
  saving: 'Saving...',
  cancel: 'Cancel',
  moveUp: 'Move up',
  moveDown: 'Move down',
  dragHandle: (title: string) => `Drag to reorder "${title}"`,
  /** Where an item is or goes: 'position 2 of 3 in Getting started' (a section: no 'in'). */
  place: (position: number, count: number, section?: string) =>
    `position ${position} of ${count}${section === undefined ? '' : ` in ${section}`}`,
  item: { lesson: 'Lesson', section: 'Section' },
  // Said while dragging (dnd-kit's live region) and once a move is stored (the editor's own).
  pickedUp: (item: string, title: string, place: string) =>
    `Picked up ${item.toLowerCase()} ${title}, ${place}.`,
  over: (item: string, title: string, place: string) => `${item} ${title} is over ${place}.`,
  dropped: (item: string, title: string, place: string) =>
    `${item} ${title} was dropped at ${place}.`,
  dragCancelled: (item: string, title: string) =>
    `Moving ${item.toLowerCase()} ${title} was cancelled.`,
  moved: (item: string, title: string, place: string) => `${item} ${title} was moved to ${place}.`,
  dragInstructions:
    'Drag a handle with a pointer to move a lesson or a section; from the keyboard, use Move up and Move down.',
  emptySection: 'No lessons in this section yet.',
  deleteSectionTitle: 'Delete section?',
  deleteSectionMessage: (title: string, lessons: number) =>
    `Delete the section "${title}" and its ${lessons} lessons? Learners' progress in them is deleted too. This action cannot be undone.`,
  deleteLessonTitle: 'Delete lesson?',
  deleteLessonMessage: (title: string) =>
    `Delete the lesson "${title}"? Learners' progress in it is deleted too. This action cannot be undone.`,
  delete: 'Delete',
  // The server's success messages, word for word (ADR 5: one source for what the server says).
  sectionAdded: messages.sectionAdded,
  sectionUpdated: messages.sectionUpdated,
  sectionDeleted: messages.sectionDeleted,
  lessonSaved: messages.lessonSaved,
  lessonDeleted: messages.lessonDeleted,
  orderSaved: messages.orderSaved,
  saveFailed: 'Failed to save the curriculum',
  // The lesson form's own checks (the server says the same with its own words).
  titleRequired: 'Please enter a title.',
  titleTooLong: 'Please keep the title under 120 characters.',
  /** As the course form says it (forms/rules.ts). */
  sectionTitleTooLong: 'Please use at most 120 characters.',
  minutesInvalid: 'Estimated minutes must be a whole number from 1 to 600.',
  bodyRequired: 'Please write the article.',
  bodyTooLong: 'Please keep the article under 50,000 characters.',
  videoUrlInvalid:
    'Please enter an https:// address of an MP4 or WebM file, or one of the API’s own lesson files.',
  captionsUrlInvalid: 'Please enter an https:// address of a WebVTT (.vtt) file.',
  questionRequired: 'Please write every question.',
  optionRequired: 'Please fill in every option.',
  promptTooLong: 'Please keep each question under 500 characters.',
  optionTooLong: 'Please keep each option under 300 characters.',
  passMarkInvalid: 'The pass mark must be a whole number from 50 to 100.',
  chooseRightOption: 'Please choose the right option.',
  rightOptionLegend: (n: number) => `The right answer to question ${n}`,
} as const;
