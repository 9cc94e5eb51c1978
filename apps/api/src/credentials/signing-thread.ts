// Signing on a worker thread (signing-worker.ts), so a request that issues a certificate waits
// for its signature without holding the event loop every other request needs
// (docs/adr/0023-credentials-signed-with-data-integrity-eddsa-rdfc-2022.md, "Where signing runs").
import { Worker } from 'node:worker_threads';

export interface SigningThreadData {
  did: string;
  privateJwk: string;
  appUrl: string;
  apiUrl: string;
}

export interface SignRequest {
  id: number;
  document: object;
  /** The proof's date, ISO 8601. */
  at: string;
}

export type SignResponse =
  { id: number; signed: object } | { id: number; error: string } | { id: 0; ready: true };

export interface SigningThread {
  /** False once the thread has stopped: closed, or failed. */
  readonly running: boolean;
  sign<T extends object>(document: T, at: Date): Promise<T & { proof: unknown }>;
  close(): Promise<void>;
}

/**
 * The worker's module beside this one: TypeScript run through tsx from the sources (`npm start`,
 * the tests), the bundle's own entry in production (scripts/build.ts builds both).
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const name = fromSources ? './signing-worker.ts' : './signing-worker.js';
  return {
    url: new URL(name, import.meta.url),
    execArgv: fromSources ? ['--import', 'tsx'] : [],
  };
}

/** Starts the signing thread; resolves once it holds the key (a bad key rejects here). */
export async function startSigningThread(data: SigningThreadData): Promise<SigningThread> {
  const { url, execArgv } = workerEntry();
  const worker = new Worker(url, { workerData: data, execArgv });
  const pending = new Map<
    number,
    { resolve: (signed: object) => void; reject: (error: Error) => void }
  >();
  let next = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (response: SignResponse) => {
      if ('ready' in response) return resolve();
      const waiting = pending.get(response.id);
      pending.delete(response.id);
      if (pending.size === 0) worker.unref();
      if ('signed' in response) waiting?.resolve(response.signed);
      else waiting?.reject(new Error(`signing failed: ${response.error}`));
    });
    worker.once('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.once('exit', (code) => {
      const error = new Error(`the signing thread stopped (exit code ${code})`);
      failAll(error);
      reject(error);
    });
  });
  // An idle thread must not keep the process alive (after the server has closed); a signature
  // awaited must, even before the server listens (the warm-up).
  worker.unref();

  return {
    get running() {
      return failure === undefined;
    },
    sign<T extends object>(document: T, at: Date) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise<T & { proof: unknown }>((resolve, reject) => {
        if (pending.size === 0) worker.ref();
        pending.set(id, { resolve: (signed) => resolve(signed as T & { proof: unknown }), reject });
        worker.postMessage({ id, document, at: at.toISOString() } satisfies SignRequest);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
