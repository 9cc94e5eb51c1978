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

/**
 * The seeded authors, under the addresses and names the API's seed gives them
 * (`SEED_INSTRUCTORS` in apps/api/src/seed/seed-data.ts; test/emulatorAccounts.test.ts keeps the
 * two lists equal): choosing one signs in as the owner of their seeded courses, so Manage Courses,
 * a course's Curriculum and its Insights show what the README describes.
 */
export const DEMO_ACCOUNTS: readonly EmulatorAccount[] = [
  { email: 'ada.lovelace@edugate.example', name: 'Ada Lovelace' },
  { email: 'grace.hopper@edugate.example', name: 'Grace Hopper' },
  { email: 'alan.kay@edugate.example', name: 'Alan Kay' },
  { email: 'margaret.hamilton@edugate.example', name: 'Margaret Hamilton' },
  { email: 'linus.torvalds@edugate.example', name: 'Linus Torvalds' },
];

/**
 * The account 'Use another e-mail' signs in with: the name typed, else a seeded author's own name
 * for their address, else none (the account then has no display name, and EduGate asks for one
 * before it shows the person as an author: never their e-mail in its place).
 */
export function typedAccount(name: string, email: string): EmulatorAccount {
  const address = email.trim();
  const seeded = DEMO_ACCOUNTS.find(
    (account) => account.email.toLowerCase() === address.toLowerCase(),
  );
  return { name: name.trim() || seeded?.name || '', email: address };
}

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
  const name = account.name.trim();
  const claims = {
    // One stable id per address, so choosing the same account twice signs into the same user.
    sub: `${provider}-${email}`,
    email,
    // No name, no claim: the account has no display name rather than its e-mail as one.
    ...(name ? { name } : {}),
    picture: initialsAvatar(name || email),
    ...(provider === 'google' ? { email_verified: true } : {}),
  };
  return provider === 'google'
    ? GoogleAuthProvider.credential(JSON.stringify(claims))
    : // The emulator reads GitHub's access token as the claims (it has no id_token).
      GithubAuthProvider.credential(JSON.stringify(claims));
}
