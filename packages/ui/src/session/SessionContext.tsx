import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in person as the identity provider describes them. */
export interface SessionUser {
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface RegisterInput {
  name: string;
  photoURL: string;
  email: string;
  password: string;
}

/**
 * What the UI needs from authentication. packages/ui never imports an identity SDK: the app fills
 * this with Firebase, stories fill it with a fake chosen by the `session` parameter.
 */
export interface Session {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  signIn(email: string, password: string): Promise<void>;
  /** `intent` picks the failure text: 'Google login failed' (default) or 'Google signup failed'. */
  signInWithGoogle(intent?: 'login' | 'signup'): Promise<void>;
  signInWithGithub(): Promise<void>;
  register(input: RegisterInput): Promise<void>;
  signOut(): Promise<void>;
  getIdToken(): Promise<string | null>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession() needs a <SessionProvider> above it.');
  }
  return session;
}
