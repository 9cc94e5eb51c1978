import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNul, MAX_BODY_DEPTH, nestsDeeperThan } from '../src/http/nul-check.ts';
import { rateLimitKey } from '../src/http/rate-limit-key.ts';
import { startTestApi, type TestApi } from './support/harness.ts';
import { bodyRoutes, deepArrays, deepObjects } from './support/hostile-bodies.ts';

let api: TestApi;
let user: { email: string; token: string };
let courseId: string;

// Deep, and with a NUL at the bottom: the shape that overflowed the recursive NUL check.
const deepWithNul = '{"a":'.repeat(5_000) + '"\\u0000"' + '}'.repeat(5_000);

beforeAll(async () => {
  // The rate limit stays on here: its key generator runs on every write below.
  api = await startTestApi({ seed: false, config: { writeRateLimit: 1000 } });
  user = await api.user('edges');
  const created = await api.request<{ _id: string }>('POST', '/courses', {
    token: user.token,
    body: {
      title: 'Edges',
      description: 'Deep bodies.',
      imageUrl: 'https://example.com/e.png',
      duration: '1 day',
      category: 'cybersecurity',
    },
  });
  courseId = created.body._id;
});
afterAll(() => api?.close());

describe('deeply nested bodies are a 4xx on every route, never a 500', () => {
  const routes = (): [method: string, url: string][] => [
    ...bodyRoutes(courseId),
    ['GET', '/courses'],
    ['GET', `/courses/${courseId}`],
  ];

  for (const [name, payload] of [
    ['10,000 nested arrays', deepArrays],
    ['5,000 nested objects', deepObjects],
    ['5,000 nested objects with a NUL inside', deepWithNul],
  ] as const) {
    it(name, async () => {
      for (const [method, url] of routes()) {
        const response = await api.request<{ error: string }>(method, url, {
          token: user.token,
          payload,
        });
        expect(response.status, `${method} ${url}`).toBe(400);
        // Fastify never parses a GET body; there the body itself is the mistake.
        expect(response.body.error, `${method} ${url}`).toMatch(
          method === 'GET' ? /takes no request body/ : /nested too deeply/,
        );
      }
    });
  }

  it('a body at the depth limit still reaches validation (a 400 about the field, not depth)', async () => {
    const nested = '['.repeat(MAX_BODY_DEPTH - 1) + ']'.repeat(MAX_BODY_DEPTH - 1);
    const response = await api.request<{ error: string }>('POST', '/enrollments', {
      token: user.token,
      payload: `{"courseId": ${nested}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).not.toMatch(/nested too deeply/);
  });
});

describe('a body where the contract expects none', () => {
  it('is a 400 on GET and DELETE operations', async () => {
    const get = await api.request<{ error: string }>('GET', '/courses', { body: { a: 1 } });
    expect(get.status).toBe(400);
    expect(get.body.error).toBe('GET /courses takes no request body.');
    const del = await api.request<{ error: string }>('DELETE', `/courses/${courseId}`, {
      token: user.token,
      body: [1, 2, 3],
    });
    expect(del.status).toBe(400);
    expect(del.body.error).toBe('DELETE /courses/:id takes no request body.');
    // The course is still there: the refused DELETE did nothing.
    expect((await api.request('GET', `/courses/${courseId}`)).status).toBe(200);
  });

  it('a non-JSON body there is a 4xx too', async () => {
    const response = await api.request<{ error: string }>('DELETE', `/courses/${courseId}`, {
      token: user.token,
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('the walks over a body are iterative', () => {
  const deep = (levels: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let index = 0; index < levels; index += 1) value = { a: [value] };
    return value;
  };

  it('findNul goes 200,000 levels down without overflowing and reports the first path', () => {
    expect(findNul(deep(100_000, 'x\u0000'), 'body')).toMatch(/^body(\/a\/0){100000}$/);
    expect(findNul(deep(100_000, 'clean'), 'body')).toBeNull();
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'], c: 'z\u0000' }, 'body')).toBe('body/b/1');
  });

  it('nestsDeeperThan counts arrays and objects', () => {
    expect(nestsDeeperThan(deep(100_000, 1), 32)).toBe(true);
    expect(nestsDeeperThan({ a: [1, 2], b: { c: 'd' } }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: [[1]] }, 2)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});

describe('the rate limit key', () => {
  const request = (ip: string | undefined, remoteAddress?: string) =>
    ({ ip, socket: remoteAddress ? { remoteAddress } : undefined }) as unknown as FastifyRequest;

  it('tolerates a client that closed its connection (no address at all)', () => {
    expect(rateLimitKey(request(undefined))).toBe('unknown-client');
    const throwing = {
      get ip(): string {
        throw new TypeError('socket gone');
      },
    } as unknown as FastifyRequest;
    expect(rateLimitKey(throwing)).toBe('unknown-client');
  });

  it('keys IPv4 by address, mapped IPv4 as IPv4 and IPv6 by its /64', () => {
    expect(rateLimitKey(request('10.0.0.1'))).toBe('10.0.0.1');
    expect(rateLimitKey(request(undefined, '10.0.0.2'))).toBe('10.0.0.2');
    expect(rateLimitKey(request('::ffff:10.0.0.3'))).toBe('10.0.0.3');
    expect(rateLimitKey(request('2001:DB8:0:1:aaaa::1'))).toBe('2001:db8:0:1::/64');
    expect(rateLimitKey(request('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey(request('2001:db8:0:1:ffff::2'))).toBe(
      rateLimitKey(request('2001:db8:0:1:1::9')),
    );
  });
});
