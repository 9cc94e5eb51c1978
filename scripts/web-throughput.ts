/**
 * How many pages a second the page server answers, for `npm run bench:web`: autocannon against
 * two page servers of the same build beside a running stack, both with every worker
 * (WEB_CONCURRENCY), one with its page cache on (warm: pages a visitor without a session gets
 * from the cache, revalidated against the API) and one with it off (cold: every page rendered).
 * Each page is measured beside /robots.txt of the same server in the same run, so the figures
 * read as a share of what the server does for a static file on this machine now.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { serverMainOf } from './app-build.ts';
import { freePort } from './free-port.ts';

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The app's session hint cookie (apps/edugate/src/session/sessionHint.ts). */
const SESSION_HINT = 'edugate_signed_in=1';

export interface ThroughputRow {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Share of /robots.txt's req/s from the same server in the same run. */
  ofStatic: number;
  errors: number;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`the page server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the page server at ${url} did not start within 30 s`);
}

/** Starts a page server of the build in `root` with these settings; resolves once it answers. */
async function startPageServer(
  root: string,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMainOf(root)], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`, child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // As a browser asks: a page is sent compressed (from the page cache's copies when warm).
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface ThroughputOptions {
  /** The client build (its dist-server beside it). */
  root: string;
  paths: string[];
  /**
   * Paths asked for as a device with a session asks (the app's session hint cookie): a protected
   * page, which a device without one is redirected from. Their rows say '(signed in)'.
   */
  signedIn?: string[];
  workers: number;
  /** Seconds per row (after a 1 s warm-up of each page). */
  seconds?: number;
  connections?: number;
}

/** Measures each path against a page server with the cache on or off; /robots.txt first. */
export async function pageThroughput(
  cache: 'warm' | 'cold',
  { root, paths, signedIn = [], workers, seconds = 5, connections = 10 }: ThroughputOptions,
): Promise<ThroughputRow[]> {
  const server = await startPageServer(root, {
    WEB_CONCURRENCY: String(workers),
    PAGE_CACHE: cache === 'warm' ? 'on' : 'off',
  });
  try {
    const rows: ThroughputRow[] = [];
    let staticRate = NaN;
    for (const path of ['/robots.txt', ...paths]) {
      const url = `${server.url}${encodeURI(path)}`;
      const session = signedIn.includes(path);
      const headers: Record<string, string> = session ? { cookie: SESSION_HINT } : {};
      // A second of the same load first: a warm cache, JIT-compiled code, open connections.
      await measure(url, 1, connections, headers);
      const figures = await measure(url, seconds, connections, headers);
      if (path === '/robots.txt') staticRate = figures.requestsPerSecond;
      rows.push({
        path: session ? `${path} (signed in)` : path,
        ...figures,
        ofStatic: figures.requestsPerSecond / staticRate,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}
