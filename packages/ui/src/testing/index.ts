export {
  FakeSession,
  sessionOptions,
  type FakeFailure,
  type FakeSessionAction,
  type FakeSessionOptions,
  type SessionParameter,
} from '../session/FakeSession';
export {
  longTextsMeta,
  routeAt,
  screenMeta,
  screenParameters,
  signedIn,
  type ExtraRoute,
  type RouterParameter,
  type ScreenStoryParameters,
} from './screenStory';
export { allModes, atSmall, noBaseline, onlyAt, type ModeWidth } from './modes';
export { viewports } from './viewports';
export { withViewportFrame, withViewportHeight } from './viewportFrame';
