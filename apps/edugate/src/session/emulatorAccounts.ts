import { GithubAuthProvider, GoogleAuthProvider, type OAuthCredential } from 'firebase/auth';
import { initialsAvatar } from './initialsAvatar';

export type SocialProvider = 'google' | 'github';

/** A test identity the Auth emulator accepts in place of a real Google or GitHub account. */
export interface EmulatorAccount {
  name: string;
  email: string;
}

/**
 * Asks which test account to sign in with; resolves null when the person cancels. The app
 * implements it with the emulator-only dialog, tests answer directly.
 */
export type ChooseAccount = (provider: SocialProvider) => Promise<EmulatorAccount | null>;

export const DEMO_ACCOUNTS: readonly EmulatorAccount[] = [
  { name: 'Ada Lovelace', email: 'ada.lovelace@example.com' },
  { name: 'Grace Hopper', email: 'grace.hopper@example.com' },
  { name: 'Alan Turing', email: 'alan.turing@example.com' },
];

export const PROVIDER_LABEL: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
};

/**
 * The credential the Auth emulator takes instead of a provider's signed token: plain JSON claims
 * (firebase-tools' signInWithIdp parses a token starting with '{' as claims and needs only `sub`).
 * Google vouches for its e-mail addresses (email_verified), so like the real service the emulator
 * lets a Google sign-in take over a password account with that address. GitHub's claims carry no
 * verification, so an address already registered another way gives
 * 'auth/account-exists-with-different-credential', as with real Firebase.
 */
export function emulatorCredential(
  provider: SocialProvider,
  account: EmulatorAccount,
): OAuthCredential {
  const email = account.email.trim().toLowerCase();
  const name = account.name.trim() || email;
  const claims = {
    // One stable id per address, so choosing the same account twice signs into the same user.
    sub: `${provider}-${email}`,
    email,
    name,
    picture: initialsAvatar(name),
    ...(provider === 'google' ? { email_verified: true } : {}),
  };
  return provider === 'google'
    ? GoogleAuthProvider.credential(JSON.stringify(claims))
    : // The emulator reads GitHub's access token as the claims (it has no id_token).
      GithubAuthProvider.credential(JSON.stringify(claims));
}
