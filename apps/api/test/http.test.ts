import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApi, type TestApi } from './support/harness.ts';

let api: TestApi;
let user: { email: string; token: string };

const course = {
  title: 'Limits',
  description: 'Body limits and rate limits.',
  imageUrl: 'https://example.com/a.png',
  duration: '1 hour',
  category: 'cybersecurity',
};

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  user = await api.user('http');
});
afterAll(() => api?.close());

describe('errors are { error } with a 4xx, never a 500', () => {
  it('malformed JSON', async () => {
    const response = await api.request<{ error: string }>('POST', '/courses', {
      token: user.token,
      payload: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('The request body is not valid JSON.');
  });

  it('an empty body, a JSON null and a body that is not JSON', async () => {
    expect((await api.request('POST', '/courses', { token: user.token, payload: '' })).status).toBe(
      400,
    );
    expect(
      (await api.request('POST', '/courses', { token: user.token, payload: 'null' })).status,
    ).toBe(400);
    const text = await api.request<{ error: string }>('POST', '/courses', {
      token: user.token,
      payload: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    expect(text.body.error).toMatch(/application\/json/);
  });

  it('an oversized body is 413', async () => {
    const response = await api.request<{ error: string }>('POST', '/courses', {
      token: user.token,
      body: { ...course, description: 'x'.repeat(70 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toMatch(/too large/);
  });

  it('an unknown endpoint is a 404 with a hint', async () => {
    const response = await api.request<{ error: string }>('GET', '/nope', {
      outsideContract: true,
    });
    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/openapi\.yaml/);
  });
});

describe('rate limits on writes', () => {
  it('answers 429 with Retry-After after the per-minute budget, while reads go on', async () => {
    const limited = await startTestApi({
      seed: false,
      database: api.database,
      config: { writeRateLimit: 5 },
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 7; index += 1) {
        statuses.push(
          (await limited.request('POST', '/courses', { token: user.token, body: course })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const last = await limited.request<{ error: string }>('POST', '/courses', {
        token: user.token,
        body: course,
      });
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.body.error).toMatch(/^Too many requests\. Please wait/);
      expect((await limited.request('GET', '/courses')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('headers', () => {
  it('allows configured origins with credentials and exposes X-Total-Count', async () => {
    const response = await api.request('GET', '/courses', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/enrollments',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('DELETE');
    // The browser app closes jobs and sets application statuses with PATCH.
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
  });

  it('does not allow other origins', async () => {
    const response = await api.request('GET', '/courses', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await api.request('GET', '/healthz');
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await api.request('GET', '/nope', { outsideContract: true });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('/healthz answers 503 when the database is gone', async () => {
    const broken = await startTestApi({ seed: false });
    await broken.database.db.close();
    try {
      const response = await broken.request<{ error: string }>('GET', '/healthz');
      expect(response.status).toBe(503);
      expect(response.body.error).toBe('The database is not reachable.');
    } finally {
      await broken.app.close();
      await broken.database.close();
    }
  });
});

describe('configuration', () => {
  it('refuses production with the Auth emulator, but for a demo- project (emulator only)', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      CREDENTIAL_SIGNING_KEY: '{}',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    };
    expect(() => loadConfig({ ...production, FIREBASE_PROJECT_ID: 'edugate-prod' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(loadConfig({ ...production, FIREBASE_PROJECT_ID: 'demo-edugate' }).production).toBe(
      true,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /CREDENTIAL_SIGNING_KEY/,
    );
  });

  it('reads the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      firebaseProjectId: 'demo-edugate',
      publicUrl: 'http://localhost:4000',
      seed: true,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
    });
    expect(config.dataDir).toMatch(/\.data[/\\]pglite$/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('bodies', () => {
  it('a DELETE with Content-Type: application/json and no body is fine', async () => {
    const created = await api.request<{ _id: string }>('POST', '/courses', {
      token: user.token,
      body: course,
    });
    const response = await api.request('DELETE', `/courses/${created.body._id}`, {
      token: user.token,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.status).toBe(204);
  });

  it('refuses prototype poisoning', async () => {
    const response = await api.request<{ error: string }>('POST', '/courses', {
      token: user.token,
      payload: JSON.stringify(course).replace('{', '{"__proto__": {"admin": true},'),
    });
    expect(response.status).toBe(400);
  });
});
