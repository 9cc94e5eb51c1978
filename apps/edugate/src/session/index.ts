export { FirebaseSession, type FirebaseSessionOptions } from './firebaseSession';
export { AuthError, SIGN_IN_CANCELLED, isSignInCancelled, toAuthError } from './authErrors';
export {
  DEMO_ACCOUNTS,
  type ChooseAccount,
  type EmulatorAccount,
  type SocialProvider,
} from './emulatorAccounts';
export { initialsAvatar } from './initialsAvatar';
