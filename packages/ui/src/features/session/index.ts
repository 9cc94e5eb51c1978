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
export {
  loginSchema,
  registerSchema,
  registerRules,
  emptyLoginForm,
  emptyRegisterForm,
  type LoginFormValues,
  type RegisterFormValues,
} from './schemas';
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
