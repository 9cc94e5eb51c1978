import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite under `dataDir` (or in memory when `dataDir` is null). */
  databaseUrl: string | undefined;
  /**
   * A hot standby of `databaseUrl` that public catalogue reads may use (docs/adr/0028); unset:
   * every read goes to `databaseUrl`. Ignored without `databaseUrl`.
   */
  databaseReadUrl: string | undefined;
  /** Optional PostgreSQL schema (created if missing); tests isolate themselves this way. */
  databaseSchema: string | undefined;
  databasePoolSize: number;
  dataDir: string | null;
  corsOrigins: string[];
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
  sessionSecret: string;
  sessionTtlSeconds: number;
  production: boolean;
  publicUrl: string;
  seed: boolean;
  /** Writes allowed per client address per minute. */
  writeRateLimit: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** The app's origin: the pages a credential names (its certificate, its course). */
  appUrl: string;
  /**
   * The Ed25519 private key (a JWK) that signs credentials; unset outside production, a key made
   * for this process only (its credentials stop verifying after a restart).
   */
  credentialSigningKey: string | undefined;
  /** Public keys (Multikey `z6Mk...`) of earlier signing keys, still listed in the DID document. */
  credentialEarlierKeys: string[];
  /**
   * Sign, at start-up, the credentials of certificates that have none (on by default); a
   * certificate's credential asked for before it has one is signed then.
   */
  credentialBackfill: boolean;
}

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(apiRoot, '..', '..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const production = env.NODE_ENV === 'production';
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (production && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set when NODE_ENV=production');
  }
  if (production && !env.CREDENTIAL_SIGNING_KEY) {
    throw new Error(
      'CREDENTIAL_SIGNING_KEY must be set when NODE_ENV=production (an Ed25519 private key as a JWK; docs/product.md, "Credentials anyone can verify")',
    );
  }
  const config: Config = {
    port: integer('PORT', env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databasePoolSize: integer('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    dataDir: env.DATA_DIR || path.join(repoRoot, '.data', 'pglite'),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-edugate',
    firebaseAuthEmulatorHost: emulator,
    // A random secret outside production only invalidates cookies on restart, which is fine locally.
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString('hex'),
    sessionTtlSeconds: integer('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 3600),
    production,
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    seed: flag(env.SEED, true),
    writeRateLimit: integer('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT, 120),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 64 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env.TRUST_PROXY, false),
    appUrl: (env.APP_URL || 'http://localhost:5173').replace(/\/+$/, ''),
    credentialSigningKey: env.CREDENTIAL_SIGNING_KEY || undefined,
    credentialEarlierKeys: (env.CREDENTIAL_EARLIER_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    credentialBackfill: flag(env.CREDENTIAL_BACKFILL, true),
    ...overrides,
  };
  assertSafe(config);
  return config;
}

/** Firebase's prefix for projects that exist only in the emulators. */
export const DEMO_PROJECT_PREFIX = 'demo-';

/** Refuses configurations that would be unsafe to serve. */
export function assertSafe(config: Config): void {
  // The emulator's tokens are unsigned. Firebase reserves `demo-` project ids for projects that
  // exist only in emulators, so such a project has no real accounts to impersonate: a production
  // build may run a demo on it (npm run cluster). Any other project in production must not.
  if (
    config.production &&
    config.firebaseAuthEmulatorHost &&
    !config.firebaseProjectId.startsWith(DEMO_PROJECT_PREFIX)
  ) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set in production mode for the project "${config.firebaseProjectId}", which would accept unsigned tokens for its accounts. Unset it, or use a ${DEMO_PROJECT_PREFIX}* project (emulator only).`,
    );
  }
  if (config.sessionSecret.length < 16) {
    throw new Error('SESSION_SECRET must be at least 16 characters long');
  }
}
