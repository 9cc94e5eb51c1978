import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';

let api: TestApi;
let user: { email: string; token: string };

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  user = await api.user('session');
});
afterAll(() => api?.close());

function cookieOf(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? raw.join('\n') : String(raw ?? '');
}

describe('POST /jwt', () => {
  it('sets a signed, HttpOnly, SameSite=Lax, one-hour cookie for the verified e-mail', async () => {
    const response = await api.request<{ success: boolean; expiresAt: string }>('POST', '/jwt', {
      token: user.token,
      body: { email: user.email.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const expiresIn = Date.parse(response.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    const cookie = cookieOf(response.headers);
    expect(cookie).toMatch(/^edugate_session=[^;]+\.[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Path=/');
    // PUBLIC_URL is localhost here, where browsers would drop a Secure cookie over http.
    expect(cookie).not.toContain('Secure');
    const value = decodeURIComponent((cookie.split(';')[0] ?? '').slice('edugate_session='.length));
    expect(api.app.unsignCookie(value).valid).toBe(true);
    expect(api.app.unsignCookie(`${value.slice(0, -2)}xx`).valid).toBe(false);
  });

  it('answers 403 for another e-mail and 401 without a verified token, setting no cookie', async () => {
    const other = await api.request('POST', '/jwt', {
      token: user.token,
      body: { email: 'someone@else.example' },
    });
    expect(other.status).toBe(403);
    expect(cookieOf(other.headers)).toBe('');
    const anonymous = await api.request('POST', '/jwt', { body: { email: user.email } });
    expect(anonymous.status).toBe(401);
    expect(cookieOf(anonymous.headers)).toBe('');
    const forged = await api.request('POST', '/jwt', {
      token: forgeToken(user.email),
      body: { email: user.email },
    });
    expect(forged.status).toBe(401);
  });
});

describe('POST /jwt outside localhost', () => {
  it('marks the cookie Secure', async () => {
    const remote = await startTestApi({
      seed: false,
      database: api.database,
      config: { publicUrl: 'https://api.edugate.example' },
    });
    try {
      const response = await remote.request('POST', '/jwt', {
        token: user.token,
        body: { email: user.email },
      });
      expect(response.status).toBe(200);
      expect(cookieOf(response.headers)).toContain('Secure');
    } finally {
      await remote.close();
    }
  });
});

/** An unsigned token for a user the emulator has never seen: well formed, but not real. */
function forgeToken(email: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: 'https://securetoken.google.com/demo-edugate',
    aud: 'demo-edugate',
    auth_time: now,
    user_id: 'forged-user',
    sub: 'forged-user',
    iat: now,
    exp: now + 3600,
    email,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
  })}.`;
}
