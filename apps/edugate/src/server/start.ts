import cluster from 'node:cluster';
import { createPageRenderer, createSitemapPages } from './entry';
import { createPageServer } from './http';

/** How long a stopping worker waits for requests in flight before it exits anyway. */
const DRAIN_MS = 10_000;

type Env = Record<string, string | undefined>;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1, not "${value}".`);
  }
  return number;
}

async function runWorker(env: Env, port: number, host: string): Promise<void> {
  const root = env.APP_ROOT;
  if (!root) throw new Error('APP_ROOT: which client build to serve?');
  const render = await createPageRenderer({ clientDir: root, apiUrl: env.API_URL || undefined });
  const app = await createPageServer({
    root,
    render,
    sitemapPages: createSitemapPages({ apiUrl: env.API_URL || undefined }),
    cache:
      env.PAGE_CACHE === 'off'
        ? false
        : { freshMs: positive('PAGE_CACHE_FRESH_MS', env.PAGE_CACHE_FRESH_MS, 1000) },
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // close() stops accepting, ends idle keep-alive connections and waits for requests in flight.
    setTimeout(() => process.exit(1), DRAIN_MS).unref();
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A worker whose primary is gone (killed) has no one to answer to.
  process.on('disconnect', stop);
  await app.listen({ port, host });
}

/**
 * Starts the page server as the environment says: one process, or with WEB_CONCURRENCY above 1
 * a primary that keeps that many workers running (a worker that dies is replaced) and stops them
 * all on SIGTERM.
 */
export async function startPageServer(env: Env): Promise<void> {
  const port = Number(env.PORT ?? 5173);
  const host = env.HOST ?? 'localhost';
  const workers = positive('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1);
  const mode = process.env.NODE_ENV ?? 'development';

  if (workers === 1 || !cluster.isPrimary) {
    await runWorker(env, port, host);
    if (cluster.isPrimary) {
      console.log(`EduGate page server on http://${host}:${port} (${mode}, 1 process)`);
    }
    return;
  }

  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i += 1) fork();
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) {
      console.log(`EduGate page server on http://${host}:${port} (${mode}, ${workers} workers)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[app] worker ${worker.process.pid} died (${signal ?? code}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), DRAIN_MS + 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
