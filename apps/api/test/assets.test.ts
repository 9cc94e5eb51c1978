import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@edugate/api-client/messages';
import { startTestApi, type TestApi } from './support/harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api?.close());

describe('GET /assets/courses/{file}', () => {
  it('serves a shipped illustration as SVG with a year-long immutable cache', async () => {
    // The contract checker reads JSON bodies only; this 200 is an image.
    const response = await api.request('GET', '/assets/courses/web-development-1.svg', {
      outsideContract: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toMatch(/^<svg/);
  });

  it('answers 404 as the contract declares for a file that does not exist', async () => {
    const response = await api.request<{ error: string }>('GET', '/assets/courses/nothing.svg');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: messages.imageNotFound });
  });
});

describe('GET /assets/lessons/{file}', () => {
  const video = '/assets/lessons/css-box-model.webm';

  it('answers a byte range with 206, the video type and its year-long cache', async () => {
    const response = await api.request('GET', video, {
      headers: { range: 'bytes=0-9' },
      outsideContract: true,
    });
    expect(response.status).toBe(206);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['past the end', 'bytes=999999999-'],
    ['reversed', 'bytes=5-1'],
  ])(
    'refuses a range %s with 416 as JSON, never cached, saying the file size',
    async (_case, range) => {
      const response = await api.request<{ error: string }>('GET', video, { headers: { range } });
      expect(response.status).toBe(416);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
      expect(response.body).toEqual({ error: messages.rangeNotSatisfiable });
    },
  );
});
