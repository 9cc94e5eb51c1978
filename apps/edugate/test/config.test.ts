import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT, readConfig, readContact } from '../src/config';

describe('readConfig', () => {
  it('defaults to the offline setup of npm start', () => {
    expect(readConfig({})).toEqual({
      apiUrl: 'http://localhost:4000',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-edugate.firebaseapp.com',
        projectId: 'demo-edugate',
        appId: undefined,
      },
      authEmulatorHost: '127.0.0.1:9099',
    });
  });

  it('uses a real Firebase project without the emulator when one is configured', () => {
    const config = readConfig({
      VITE_API_URL: 'https://api.edugate.example/',
      VITE_FIREBASE_PROJECT_ID: 'edugate-prod',
      VITE_FIREBASE_API_KEY: 'AIza-real-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'edugate-prod.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
    });
    expect(config.apiUrl).toBe('https://api.edugate.example');
    expect(config.authEmulatorHost).toBeUndefined();
    expect(config.firebase).toEqual({
      apiKey: 'AIza-real-key',
      authDomain: 'edugate-prod.firebaseapp.com',
      projectId: 'edugate-prod',
      appId: '1:123:web:abc',
    });
  });

  it('refuses a real project without an API key, and a non-http API address', () => {
    expect(() => readConfig({ VITE_FIREBASE_PROJECT_ID: 'edugate-prod' })).toThrow(
      /VITE_FIREBASE_API_KEY is required/,
    );
    expect(() => readConfig({ VITE_API_URL: 'ftp://files' })).toThrow(/must be an http\(s\) URL/);
  });
});

describe('readContact', () => {
  it("defaults to EduGate's own details", () => {
    expect(readContact({})).toEqual(DEFAULT_CONTACT);
    expect(readContact({ VITE_CONTACT_EMAIL: '  ' }).email).toBe('hello@edugate.example');
  });

  it('reads the organisation running the site from VITE_CONTACT_*', () => {
    expect(
      readContact({
        VITE_CONTACT_NAME: 'Acme Academy',
        VITE_CONTACT_EMAIL: ' help@acme.example ',
        VITE_CONTACT_ADDRESS: '1 Main St, Leeds',
      }),
    ).toEqual({
      organisation: 'Acme Academy',
      email: 'help@acme.example',
      address: '1 Main St, Leeds',
      social: DEFAULT_CONTACT.social,
    });
  });

  it('refuses an e-mail that is not one', () => {
    expect(() => readContact({ VITE_CONTACT_EMAIL: 'support' })).toThrow(/VITE_CONTACT_EMAIL/);
  });

  it("links the footer to EduGate's own profiles by default, never the networks' home pages", () => {
    expect(readContact({}).social).toEqual({
      facebook: 'https://www.facebook.com/edugate',
      x: 'https://x.com/edugate',
      linkedin: 'https://www.linkedin.com/company/edugate',
    });
    for (const url of Object.values(readContact({}).social))
      expect(new URL(url).pathname).not.toBe('/');
  });

  it("reads a deployment's own profiles from VITE_SOCIAL_*_URL, and refuses a home page", () => {
    expect(
      readContact({
        VITE_SOCIAL_FACEBOOK_URL: ' https://www.facebook.com/acme.academy ',
        VITE_SOCIAL_X_URL: 'https://x.com/acme',
        VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/school/acme',
      }).social,
    ).toEqual({
      facebook: 'https://www.facebook.com/acme.academy',
      x: 'https://x.com/acme',
      linkedin: 'https://www.linkedin.com/school/acme',
    });
    expect(() => readContact({ VITE_SOCIAL_X_URL: 'https://x.com/' })).toThrow(/VITE_SOCIAL_X_URL/);
    expect(() => readContact({ VITE_SOCIAL_FACEBOOK_URL: 'http://facebook.com/acme' })).toThrow(
      /VITE_SOCIAL_FACEBOOK_URL/,
    );
  });
});
