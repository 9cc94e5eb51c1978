// Everything Firebase, in the chunk LazySession loads on demand: never import it statically from
// code the first page runs (the bundle-budget test checks it stays lazy).
export { FirebaseSession, type FirebaseSessionOptions } from './firebaseSession';
export {
  AuthError,
  SIGN_IN_CANCELLED,
  authErrorKind,
  isSignInCancelled,
  toAuthError,
} from './authErrors';
export {
  DEMO_ACCOUNTS,
  type ChooseAccount,
  type EmulatorAccount,
  type SocialProvider,
} from './emulatorAccounts';
export { initialsAvatar } from './initialsAvatar';
