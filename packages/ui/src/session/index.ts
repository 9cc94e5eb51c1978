// Session: the one home of sign-in in the UI (table in packages/ui/README.md). This entry holds
// what has no styles: the interface the app's adapter fills, the UI's own error kinds and the product's
// texts and the return path, so the first page and Node tests can load it without TanStack Query
// or styles. Keeping the server session in step is `./sync` (loaded with the data layer); what
// renders (the guard, the panels, the sign-in flow with its toasts) is `./components`; the fake
// for stories is `./FakeSession` (it needs Storybook's spies; `testing/` re-exports it).
export { SessionProvider, useSession } from './SessionContext';
export type { Session, SessionUser, RegisterInput, ProfileInput } from './SessionContext';
export {
  AuthError,
  authError,
  authErrorMessage,
  toAuthError,
  type AuthAction,
  type AuthErrorDetails,
  type AuthErrorKind,
} from './authErrors';
export { sessionTexts, accountTexts, AUTH_TOAST_MS } from './texts';
// The sign-in schemas are imported from './schemas' by the forms that use them: they build zod
// schemas as the module loads, so re-exporting them here would load zod with the session.
export {
  returnPathFrom,
  returnStateOf,
  returnStateFor,
  useReturnPath,
  type ReturnState,
} from './navigation/returnPath';
