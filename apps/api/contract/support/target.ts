import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServer } from '../../src/server.ts';
import { assertMatchesContract } from '../../test/support/contract-check.ts';
import { signUp, testName } from '../../test/support/emulator.ts';
import {
  createTestDatabase,
  testConfig,
  type RequestOptions as TestRequestOptions,
  type TestResponse,
} from '../../test/support/harness.ts';
import type { TestUser } from '../../test/support/types.ts';
export type {
  Course,
  Enrollment,
  EnrollmentResult,
  ErrorBody,
  Job,
  SeatInfo,
} from '../../test/support/types.ts';

/**
 * The server under test, seen only through HTTP. With CONTRACT_BASE_URL it is someone else's
 * server (a backend team's implementation of openapi.yaml); without it, the reference server is
 * started in this process on a free port so `npm test` exercises the suite on every run.
 */
export interface Target {
  baseUrl: string;
  /** The Auth emulator the target verifies tokens against; test users are signed up there. */
  emulatorHost: string;
  external: boolean;
  close(): Promise<void>;
}

export const externalBaseUrl = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || undefined;

export async function openTarget(): Promise<Target> {
  if (externalBaseUrl) {
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!emulatorHost) {
      throw new Error(
        'CONTRACT_BASE_URL is set but FIREBASE_AUTH_EMULATOR_HOST is not: the tests sign users up ' +
          'on the Auth emulator your server verifies tokens against (project demo-edugate).',
      );
    }
    return { baseUrl: externalBaseUrl, emulatorHost, external: true, close: async () => {} };
  }
  const database = await createTestDatabase();
  const app = await buildServer(
    // Seedless, so nothing here leans on the reference server's demo data; and the shipped write
    // rate limit, so the suite proves it stays under what a real deployment allows.
    testConfig({ seed: false, writeRateLimit: 120, ...database.config }),
    { db: database.db },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    emulatorHost: inject('authEmulatorHost'),
    external: false,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** As the API tests see a response, with the headers as fetch gives them (one string each). */
export interface ContractResponse<T = unknown> extends TestResponse<T> {
  headers: Record<string, string>;
}

/** What the API tests' requests take (a `payload` goes as given, for malformed JSON), and: */
export interface RequestOptions extends Pick<TestRequestOptions, 'token' | 'body' | 'payload'> {
  /** Content-Type of the body or payload instead of application/json (to test 415). */
  contentType?: string;
}

export type User = TestUser;

/** A unique marker per run, so repeated runs against one long-lived server never meet. */
export const runId = randomUUID().replace(/-/g, '').slice(0, 10);

let userCounter = 0;

/**
 * The client of one test file: `clientForThisFile()` opens its target before the file's tests and
 * closes it after them.
 */
export class ContractClient {
  #target: Target | undefined;

  async open(): Promise<void> {
    this.#target = await openTarget();
  }

  async close(): Promise<void> {
    await this.#target?.close();
  }

  private get target(): Target {
    if (!this.#target)
      throw new Error('The contract target is not open: use the client in hooks and tests.');
    return this.#target;
  }

  /** Every response is checked against openapi.yaml before a test sees it. */
  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ContractResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const payload = options.body !== undefined ? JSON.stringify(options.body) : options.payload;
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(`${this.target.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    const text = await response.text();
    const received: Record<string, string> = {};
    response.headers.forEach((value, name) => (received[name] = value));
    assertMatchesContract(method, path, { status: response.status, headers: received, body: text });
    let body: unknown = undefined;
    if (text !== '') body = JSON.parse(text);
    return { status: response.status, headers: received, body: body as T, text };
  }

  /** A fresh anonymous account (no e-mail, as with phone sign-in) and its real ID token. */
  async userWithoutEmail(): Promise<string> {
    const response = await fetch(
      `http://${this.target.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true }),
      },
    );
    const body = (await response.json()) as { idToken?: string };
    if (!body.idToken) throw new Error(`anonymous signUp failed: ${response.status}`);
    return body.idToken;
  }

  /**
   * A fresh account on the target's Auth emulator and its real ID token: named after the label
   * unless given a name, or `null` for an account without a display name.
   */
  async user(label: string, displayName: string | null = testName(label)): Promise<User> {
    userCounter += 1;
    const email = `contract-${label}-${runId}-${userCounter}-${randomUUID().slice(0, 6)}@test.edugate.example`;
    return {
      email,
      token: await signUp(this.target.emulatorHost, email, displayName ?? undefined),
    };
  }
}

/**
 * The target and a client on it for the calling test file, opened in a beforeAll registered here:
 * call it before the file's own hooks (they run in the order registered), which may then use it.
 */
export function clientForThisFile(): ContractClient {
  const api = new ContractClient();
  beforeAll(() => api.open());
  afterAll(() => api.close());
  return api;
}

export function courseInput(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    title: `Contract course ${runId}`,
    description: 'A course created by the contract tests.',
    imageUrl: 'https://example.com/contract.png',
    duration: '2 weeks',
    category: 'web development',
    ...overrides,
  };
}

export function jobInput(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    title: `Contract tester ${runId}`,
    company: 'Contract Labs',
    location: 'Remote',
    salary: 'EUR 50,000',
    type: 'Contract',
    description: 'Runs contract tests against servers.',
    requirements: ['Patience'],
    benefits: ['Green builds'],
    ...overrides,
  };
}
