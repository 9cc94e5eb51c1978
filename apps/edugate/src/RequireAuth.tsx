// The guard lives in the UI's session so its stories and the app share one behaviour.
export { RequireAuth } from '@edugate/ui/session/guard';
