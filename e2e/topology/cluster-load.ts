/**
 * What the topology tests share: a cluster started once per file (its output printed only when a
 * test fails), accounts in its Auth emulator, and requests through the load balancer recorded
 * with when they ran and how they ended, to tell which ones a killed process could have failed.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startCluster, type ClusterOptions, type RunningCluster } from '../../scripts/cluster.ts';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
export const json = (token: string) => ({ ...auth(token), 'Content-Type': 'application/json' });

/** The request that posts a job titled `title` as the holder of `token` (POST /jobs). */
export function postJob(token: string, title: string, description: string): RequestInit {
  return {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({
      title,
      company: 'EduGate',
      location: 'Remote',
      salary: 'EUR 50,000',
      type: 'Full-time',
      description,
    }),
  };
}

export interface ClusterUnderTest {
  /** The running cluster (set by the file's `before`). */
  readonly cluster: RunningCluster;
  /** Wraps a test's body so its failure prints the services' last lines. */
  watched(body: () => Promise<void>): () => Promise<void>;
}

/** Starts a cluster before the file's tests and stops it after them. */
export function clusterForTests(options: ClusterOptions = {}): ClusterUnderTest {
  let cluster: RunningCluster | undefined;
  const output: string[] = [];
  let failed = false;
  const watched =
    (body: () => Promise<void>): (() => Promise<void>) =>
    async () => {
      try {
        await body();
      } catch (error) {
        failed = true;
        throw error;
      }
    };
  before(
    watched(async () => {
      cluster = await startCluster({
        // Every request comes from 127.0.0.1: the per-address write limit would throttle the load.
        writeRateLimit: 0,
        ...options,
        log: (service, line) => {
          output.push(`[${service}] ${line}`);
          if (output.length > 400) output.shift();
        },
      });
    }),
    { timeout: 240_000 },
  );
  after(async () => {
    // The services' last lines, to see why (they are kept quiet otherwise).
    if (failed) console.log(output.slice(-80).join('\n'));
    await cluster?.stop();
  });
  return {
    get cluster() {
      assert.ok(cluster, 'the cluster started');
      return cluster;
    },
    watched,
  };
}

/** A new account in the Auth emulator (e2e/actions.ts createAccount), with its ID token. */
export async function register(
  cluster: RunningCluster,
  email: string,
  name: string,
): Promise<string> {
  const call = async (method: string, body: object) => {
    const response = await fetch(
      `http://${cluster.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=cluster`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    assert.equal(response.status, 200, `${method}: ${await response.clone().text()}`);
    return (await response.json()) as { idToken: string };
  };
  const { idToken } = await call('signUp', {
    email,
    password: 'Secret-123!',
    returnSecureToken: true,
  });
  await call('update', { idToken, displayName: name });
  // The token signed up carries no name, and an update returns no new token: signing in again
  // gives one with the name, which the API needs to post a job under its poster's name.
  const signedIn = await call('signInWithPassword', {
    email,
    password: 'Secret-123!',
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

export interface CourseRow {
  _id: string;
  title: string;
  enrollments: number;
  totalSeats: number;
}

export async function courses(cluster: RunningCluster): Promise<CourseRow[]> {
  const response = await fetch(`${cluster.apiUrl}/courses?limit=50`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as CourseRow[] | { courses: CourseRow[] };
  return Array.isArray(body) ? body : body.courses;
}

export interface Outcome {
  what: string;
  /** performance.now() when it was sent and when it ended. */
  started: number;
  ended: number;
  /** The HTTP status, or 0 for no answer at all. */
  status: number;
  /** The answer's body when it was an error (>= 400), to check its shape. */
  errorBody?: string;
  /** The parsed JSON body of a success, when it had one. */
  body?: unknown;
}

export interface RequestLog {
  readonly outcomes: Outcome[];
  /** Requests sent and not yet ended. */
  readonly inFlight: ReadonlySet<Outcome>;
  request(what: string, url: string, init?: RequestInit): Promise<Outcome>;
}

/** Requests that record their outcome (never throw: a request with no answer has status 0). */
export function requestLog(): RequestLog {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Outcome>();
  return {
    outcomes,
    inFlight,
    async request(what, url, init) {
      const outcome: Outcome = { what, started: performance.now(), ended: 0, status: 0 };
      inFlight.add(outcome);
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
        const text = await response.text();
        outcome.status = response.status;
        if (response.status >= 400) outcome.errorBody = text;
        else if (response.headers.get('content-type')?.includes('json')) {
          outcome.body = JSON.parse(text);
        }
      } catch (error) {
        outcome.status = 0;
        const cause = (error as Error & { cause?: Error }).cause;
        outcome.what += ` (${cause?.message ?? (error as Error).message})`;
      } finally {
        outcome.ended = performance.now();
        inFlight.delete(outcome);
        outcomes.push(outcome);
      }
      return outcome;
    },
  };
}

/** Sessions HAProxy has sent to each server so far (its `stot` counter). */
export async function sessionsByServer(cluster: RunningCluster): Promise<Record<string, number>> {
  return Object.fromEntries(
    (await cluster.stats())
      .filter((row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND')
      .map((row) => [row.svname ?? '', Number(row.stot ?? 0)]),
  );
}
