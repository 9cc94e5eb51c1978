export { SessionSync } from './SessionSync';
export {
  startServerSession,
  startServerSessionMutation,
  useStartServerSession,
} from './api/serverSession';
export { clearUserData } from './api/userData';
export { sessionTexts, AUTH_TOAST_MS } from './texts';
export {
  AuthError,
  AUTH_ERROR_CODES,
  authErrorMessage,
  toAuthError,
  type AuthAction,
} from './authErrors';
// The sign-in schemas are imported from './schemas' by the forms that use them: they build zod
// schemas as the module loads, so re-exporting them here would load zod with the session feature.
export { RequireAuth } from './components/RequireAuth';
export { useAuthFlow, type AuthAttempt } from './useAuthFlow';
export { AuthPanel, authPanelStyles, type AuthPanelProps } from './components/AuthPanel';
export { SocialSignIn, type SocialSignInProps } from './components/SocialSignIn';
export {
  returnPathFrom,
  returnStateFor,
  useReturnPath,
  type ReturnState,
} from './navigation/returnPath';
