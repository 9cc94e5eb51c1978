// The app's session: what the page loads at once. LazySession hands the UI a Session before the
// Firebase SDK is there and loads `./firebase` (the adapter, its code table and the emulator's
// account chooser) only when there is a session to restore or someone starts to sign in.
export {
  LazySession,
  type LazySessionOptions,
  type LoadAdapter,
  type SessionListener,
} from './lazySession';
export { hasSessionHint, rememberSession, SESSION_HINT_COOKIE } from './sessionHint';
export { useSessionSource, type SessionSource } from './useSessionSource';
