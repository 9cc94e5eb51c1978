// The session's data half: keeps the API's server session (POST /jwt) and the cache in step with
// who is signed in. An entry of its own because it needs TanStack Query, which the app loads with
// its data layer, after the first page.
export { SessionSync } from './SessionSync';
export {
  startServerSession,
  startServerSessionMutation,
  useStartServerSession,
} from './api/serverSession';
export { clearUserData } from './api/userData';
