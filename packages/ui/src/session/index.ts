export { SessionProvider, useSession } from './SessionContext';
export type { Session, SessionUser, RegisterInput } from './SessionContext';
