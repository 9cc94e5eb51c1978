import { createHash } from 'node:crypto';

/**
 * What a rendered page was made from: each API answer it read, by URL, with the answer's ETag
 * (the API sends one on its public reads) or, where it sent none, a hash of the body. Asking
 * the API the same questions again tells whether the page would still come out the same.
 */
export interface DataSource {
  url: string;
  etag: string | null;
  bodyHash: string;
}

const hashOf = (body: ArrayBuffer) =>
  createHash('sha1').update(new Uint8Array(body)).digest('base64url');

/**
 * A fetch for one render that notes every successful GET it answers. Anything else (a failed
 * read, a write) makes the render one not to keep: `cacheable` turns false.
 */
export function recordingFetch(fetch: typeof globalThis.fetch = globalThis.fetch) {
  const sources: DataSource[] = [];
  let cacheable = true;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      // Cut off by the render's deadline or the API away: the page shows this part loading.
      cacheable = false;
      throw error;
    }
    if (request.method !== 'GET' || !response.ok) {
      cacheable = false;
      return response;
    }
    const body = await response.clone().arrayBuffer();
    sources.push({ url: request.url, etag: response.headers.get('etag'), bodyHash: hashOf(body) });
    return response;
  };
  return {
    fetch: recording,
    get sources(): readonly DataSource[] {
      return sources;
    },
    get cacheable() {
      return cacheable;
    },
  };
}

/**
 * Whether every source still answers as it did: a 304 to If-None-Match, or the same body where
 * the API sends no ETag. Any error counts as changed, so the page is rendered afresh.
 */
export async function sourcesUnchanged(
  sources: readonly DataSource[],
  fetch: typeof globalThis.fetch = globalThis.fetch,
  timeoutMs = 1000,
): Promise<boolean> {
  try {
    const answers = await Promise.all(
      sources.map(async ({ url, etag, bodyHash }) => {
        const response = await fetch(url, {
          headers: etag ? { 'if-none-match': etag } : {},
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 304) return true;
        if (!response.ok) return false;
        return hashOf(await response.arrayBuffer()) === bodyHash;
      }),
    );
    return answers.every(Boolean);
  } catch {
    return false;
  }
}
