import { DEFAULT_CONTACT_DETAILS, type ContactDetails } from '@edugate/ui/features/content/contact';

/**
 * Everything the app needs to know about its environment, read once from Vite's `import.meta.env`
 * (VITE_* variables at build or dev time). The defaults are the local, offline setup of `npm start`:
 * the Auth emulator with the demo-edugate project and the reference API on localhost:4000.
 */
export interface AppConfig {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string | undefined;
  };
  /** host:port of the Firebase Auth emulator, or undefined for a real Firebase project. */
  authEmulatorHost: string | undefined;
}

/** The organisation behind the site (the Contact page, the footer's profiles); each deployment sets its own. */
export type ContactConfig = ContactDetails;

/** What the Contact page shows when VITE_CONTACT_* is not set: EduGate's own details. */
export const DEFAULT_CONTACT: ContactConfig = DEFAULT_CONTACT_DETAILS;

export type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A profile's https address from `key`, else the default. */
function profileUrl(env: Env, key: string, fallback: string): string {
  const url = text(env, key) ?? fallback;
  if (!/^https:\/\/[^\s/]+\/\S+$/.test(url)) {
    throw new Error(`${key} must be the https address of a profile page, got "${url}".`);
  }
  return url;
}

/**
 * VITE_CONTACT_NAME, VITE_CONTACT_EMAIL and VITE_CONTACT_ADDRESS (the Contact page), and
 * VITE_SOCIAL_FACEBOOK_URL, VITE_SOCIAL_X_URL and VITE_SOCIAL_LINKEDIN_URL (the footer's 'Follow
 * us': the organisation's own profiles, not the networks' home pages), each with its default.
 * Read apart from readConfig: only these pages need it.
 */
export function readContact(env: Env): ContactConfig {
  const email = text(env, 'VITE_CONTACT_EMAIL') ?? DEFAULT_CONTACT.email;
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new Error(`VITE_CONTACT_EMAIL must be an e-mail address, got "${email}".`);
  }
  const social = DEFAULT_CONTACT.social;
  return {
    organisation: text(env, 'VITE_CONTACT_NAME') ?? DEFAULT_CONTACT.organisation,
    email,
    address: text(env, 'VITE_CONTACT_ADDRESS') ?? DEFAULT_CONTACT.address,
    social: {
      facebook: profileUrl(env, 'VITE_SOCIAL_FACEBOOK_URL', social.facebook),
      x: profileUrl(env, 'VITE_SOCIAL_X_URL', social.x),
      linkedin: profileUrl(env, 'VITE_SOCIAL_LINKEDIN_URL', social.linkedin),
    },
  };
}

export function readConfig(env: Env): AppConfig {
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID') ?? 'demo-edugate';
  const isDemoProject = projectId.startsWith('demo-');
  const authEmulatorHost =
    text(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST') ?? (isDemoProject ? '127.0.0.1:9099' : undefined);
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY') ?? (isDemoProject ? 'demo-api-key' : undefined);
  if (!apiKey) {
    throw new Error(
      `VITE_FIREBASE_API_KEY is required for the Firebase project "${projectId}" (see README).`,
    );
  }
  const apiUrl = (text(env, 'VITE_API_URL') ?? 'http://localhost:4000').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiUrl)) {
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${apiUrl}".`);
  }
  return {
    apiUrl,
    firebase: {
      apiKey,
      authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      appId: text(env, 'VITE_FIREBASE_APP_ID'),
    },
    authEmulatorHost,
  };
}
