import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in person as the identity provider describes them. */
export interface SessionUser {
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /**
   * How the person signs in: 'password', 'google.com', 'github.com' (the provider's ids). Absent
   * when unknown; the profile offers a password change only to accounts with 'password'.
   */
  signInMethods?: readonly string[];
}

/** The profile's editable fields (the same rules as registration's name and photo). */
export interface ProfileInput {
  name: string;
  /** Blank: a picture made from the initials, as at registration. */
  photoURL: string;
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
  /**
   * Asks the provider to e-mail a password reset link. Resolves the same way whether or not the
   * address has an account (no account enumeration); rejects only when the request failed.
   */
  sendPasswordReset(email: string): Promise<void>;
  /** Changes the signed-in person's name and photo at the provider (and refreshes the token). */
  updateProfile(input: ProfileInput): Promise<void>;
  /** Reauthenticates with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * After the server deleted the account (and the provider's): forgets the signed-in user on this
   * device without calling the provider (the account is gone).
   */
  forgetDeletedAccount(): Promise<void>;
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
