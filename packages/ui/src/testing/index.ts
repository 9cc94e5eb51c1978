export {
  FakeSession,
  sessionOptions,
  type FakeSessionAction,
  type FakeSessionOptions,
  type SessionParameter,
} from './FakeSession';
export {
  screenParameters,
  type ExtraRoute,
  type RouterParameter,
  type ScreenStoryParameters,
} from './screenStory';
export { allModes, atSmall, onlyAt, type ModeWidth } from './modes';
export { viewports } from './viewports';
