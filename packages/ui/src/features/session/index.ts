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
