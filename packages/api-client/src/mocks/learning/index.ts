export * from './fixtures';
export {
  emptyCurriculumDb,
  emptySectionDb,
  learningDb,
  noCertificatesDb,
  type LearningStage,
} from './presets';
export {
  attemptView,
  certificateView,
  createMockLearning,
  dropCurriculum,
  grade,
  lessonView,
  lessonsOf,
  outlineOf,
  progressOf,
  type MockLearning,
  type MockLearningOptions,
} from './state';
