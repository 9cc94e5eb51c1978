import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { buildServer } from '../../src/server.ts';
import { generatePrivateJwk } from '../../src/credentials/keys.ts';
import { createCredentialIssuer } from '../../src/http/credential-issuer.ts';
import { assertMatchesContract } from './contract-check.ts';
import { signUp, testName } from './emulator.ts';
import type { TestUser } from './types.ts';

export const databaseUrl = process.env.DATABASE_URL || undefined;

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Extra config to point another server process at the same database. */
  config: Partial<Config>;
  /** Opens another pool on the same database (PostgreSQL); the same handle on PGlite. */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a new schema on the real PostgreSQL when DATABASE_URL is
 * set (dropped afterwards, so parallel files never see each other), else in-memory PGlite.
 */
export async function createTestDatabase(
  options: { forcePglite?: boolean } = {},
): Promise<TestDatabase> {
  if (databaseUrl && !options.forcePglite) {
    const schema = `api_test_${randomUUID().replace(/-/g, '')}`;
    const opened: Database[] = [];
    const open = async () => {
      const db = await openPostgres(databaseUrl, { schema, poolSize: 10 });
      opened.push(db);
      return db;
    };
    const db = await open();
    return {
      db,
      kind: 'postgres',
      config: { databaseUrl, databaseSchema: schema },
      openAnother: open,
      async close() {
        // A test may have closed a handle itself (to simulate an outage); the schema still goes.
        for (const handle of opened) await handle.close().catch(() => undefined);
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.end();
      },
    };
  }
  const db = await openPglite(null);
  return {
    db,
    kind: 'pglite',
    config: {},
    openAnother: async () => db,
    close: () => db.close().catch(() => undefined),
  };
}

/** One signing key for every server of a test file, so they verify each other's credentials. */
export const TEST_SIGNING_KEY = generatePrivateJwk();

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {},
    {
      logLevel: 'silent',
      firebaseAuthEmulatorHost: inject('authEmulatorHost'),
      firebaseProjectId: 'demo-edugate',
      publicUrl: 'http://localhost:4000',
      writeRateLimit: 0,
      dataDir: null,
      credentialSigningKey: TEST_SIGNING_KEY,
      // The seed's 77 certificates would be signed at every start; each is signed when asked.
      credentialBackfill: false,
      ...overrides,
    },
  );
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** A raw payload sent as is (malformed JSON, huge bodies). */
  payload?: string;
  headers?: Record<string, string>;
  /** Skip the contract check, for paths that are not API operations (assets, unknown routes). */
  outsideContract?: boolean;
}

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  request<T = unknown>(
    method: string,
    url: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  /**
   * A new user on the Auth emulator, with a unique e-mail, and their real ID token. Named after
   * the label unless given a name, or `null` for an account without a display name (which may not
   * add courses or post jobs).
   */
  user(label?: string, displayName?: string | null): Promise<TestUser>;
  close(): Promise<void>;
}

let userCounter = 0;

export async function newUser(label = 'user', displayName: string | null = testName(label)) {
  userCounter += 1;
  const email = `${label}-${userCounter}-${randomUUID().slice(0, 8)}@test.edugate.example`;
  const token = await signUp(inject('authEmulatorHost'), email, displayName ?? undefined);
  return { email, token };
}

/** Every response a test receives goes through the contract check before the test sees it. */
export async function request<T>(
  app: FastifyInstance,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined = options.payload;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
  }
  if (
    payload !== undefined &&
    !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')
  ) {
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject({ method: method as 'GET', url, headers, payload });
  const checked = { status: response.statusCode, headers: response.headers, body: response.body };
  if (!options.outsideContract) assertMatchesContract(method, url, checked);
  let body: unknown = undefined;
  if (response.body) {
    try {
      body = JSON.parse(response.body);
    } catch {
      body = response.body;
    }
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    body: body as T,
    text: response.body,
  };
}

export async function startTestApi(
  options: { config?: Partial<Config>; seed?: boolean; database?: TestDatabase } = {},
): Promise<TestApi> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildServer(
    testConfig({ seed: options.seed ?? true, ...database.config, ...options.config }),
    { db: database.db },
  );
  await app.ready();
  return {
    app,
    database,
    request: (method, url, requestOptions) => request(app, method, url, requestOptions),
    user: newUser,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** The issuer a test server of `testConfig(overrides)` signs with, for calls below the routes. */
export function testIssuer(overrides: Partial<Config> = {}) {
  return createCredentialIssuer(testConfig(overrides), () => undefined);
}
