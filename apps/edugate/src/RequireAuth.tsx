// The guard lives in the UI (features/session) so its stories and the app share one behaviour.
export { RequireAuth } from '@edugate/ui/features/session/RequireAuth';
