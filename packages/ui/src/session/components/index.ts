// The session's rendering half: they load styles (and toasts), so they are not in the core entry.
export { AuthPanel, authPanelStyles, type AuthPanelProps } from './AuthPanel';
export { SocialSignIn, type SocialSignInProps } from './SocialSignIn';
export { RequireAuth } from './RequireAuth';
export { useAuthFlow, type AuthAttempt } from './useAuthFlow';
export {
  NameRequiredNotice,
  useNeedsName,
  type NameRequiredNoticeProps,
} from './NameRequiredNotice';
