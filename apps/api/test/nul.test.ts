import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/harness.ts';

let api: TestApi;
let user: { email: string; token: string };

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  user = await api.user('nul');
});
afterAll(() => api?.close());

describe('text PostgreSQL cannot store', () => {
  it('a NUL character in a query or body is a 400, not a 500', async () => {
    const query = await api.request<{ error: string }>('GET', '/courses?q=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.error).toMatch(/NUL/);
    const body = await api.request<{ error: string }>('POST', '/courses', {
      token: user.token,
      body: {
        title: 'Bad\u0000title',
        description: 'x',
        imageUrl: 'https://example.com/a.png',
        duration: '1 day',
        category: 'data science',
      },
    });
    expect(body.status).toBe(400);
    expect(body.body.error).toBe('body/title must not contain NUL characters');
  });
});
