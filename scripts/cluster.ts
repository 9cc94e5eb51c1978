/**
 * `npm run cluster`: the production topology of deploy/compose.yaml as plain processes, for a
 * machine without a container engine (docs/deploy.md):
 *   - PostgreSQL: a primary and a synchronous standby managed by Patroni with etcd
 *     (scripts/postgres-ha.ts), reached through HAProxy's `postgres` listener, which sends
 *     connections to whichever node is the primary; or, with `--external-database`, the server
 *     at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Either way in a schema of
 *     this cluster's own, so it never meets another suite's tables;
 *   - the Firebase Auth emulator (project demo-edugate) on a free port;
 *   - two API replicas: the build (`node apps/api/dist/main.js`, no tsx, NODE_ENV=production) on
 *     that database;
 *   - two page servers: the app's production build (`node <build>-server/main.js`,
 *     NODE_ENV=production), made for the load balancer's API address;
 *   - HAProxy from Debian's package with deploy/haproxy.cfg, the file compose.yaml uses: one
 *     frontend for the pages, one for the API, health checks every 500 ms, and the `postgres`
 *     listener.
 * Everything listens on 127.0.0.1. Ctrl-C (or SIGTERM) stops everything and removes the
 * replicated PostgreSQL with its folder, or drops the schema of the external one (`--keep` keeps
 * it). Ports: CLUSTER_WEB_PORT (4820), CLUSTER_API_PORT (4821), tried first so
 * the cached app build fits; free ones otherwise.
 *
 * Everything runs in production mode. The API accepts the Auth emulator there only for a `demo-`
 * project (Firebase's emulator-only projects; apps/api/src/config.ts), which this cluster uses as
 * it has no real Firebase project. The replicas share a SESSION_SECRET as production needs.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, newestSource, repoRoot, serverMainOf } from './app-build.ts';
import { API_MAIN, buildApi } from './api-build.ts';
import { authEmulatorArgs } from './auth-emulator.ts';
import { newCredentialSigningKey } from './credential-key.ts';
import { freePort } from './free-port.ts';
import { spawnLogged, stopLogged } from './logged-process.ts';
import { HA_DATABASE, startPostgresHa, type PostgresHa } from './postgres-ha.ts';

export const HAPROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');
const PROJECT_ID = 'demo-edugate';
const PREFERRED = { web: 4820, api: 4821, auth: 4822 };

export type ReplicaKind = 'api' | 'web';

export interface Replica {
  /** As HAProxy names it: api-1, api-2, web-1, web-2. */
  readonly name: string;
  readonly kind: ReplicaKind;
  readonly port: number;
  /** The running process's id (undefined while it is down). */
  readonly pid: number | undefined;
  /** Sends `signal` to the process and resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port; resolves once it answers its health check. */
  start(): Promise<void>;
}

export interface ClusterOptions {
  /** Where the load balancer serves the pages and the API (default 4820 and 4821, else free). */
  webPort?: number;
  apiPort?: number;
  /**
   * An external PostgreSQL instead of the replicated one this cluster starts (Patroni, etcd):
   * faster to start, but nothing to fail over.
   */
  databaseUrl?: string;
  /** Extra `postgresql.parameters` for the replicated PostgreSQL's nodes (e.g. WAL archiving). */
  postgresParameters?: Record<string, string | number | boolean>;
  /** Keep the schema when stopping (default: dropped). */
  keepSchema?: boolean;
  /** The API's WRITE_RATE_LIMIT (default 120, the API's own default; 0 turns it off). */
  writeRateLimit?: number;
  log?: (service: string, line: string) => void;
}

export interface RunningCluster {
  /** The load balancer's two frontends. */
  webUrl: string;
  apiUrl: string;
  authEmulatorHost: string;
  projectId: string;
  schema: string;
  replicas: Replica[];
  /** The replicated PostgreSQL (undefined with an external database). */
  postgres: PostgresHa | undefined;
  /** Where the API replicas connect: HAProxy's `postgres` listener, or the external database. */
  databaseUrl: string;
  /** Each server's state as HAProxy sees it ("UP", "DOWN", "UP 1/2"...), by name. */
  serverStates(): Promise<Record<string, string>>;
  /** HAProxy's `show stat` as rows of named columns (one row per server, frontend, backend). */
  stats(): Promise<Record<string, string>[]>;
  /** Resolves with a message if HAProxy or the emulator exits on its own. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

const defaultLog = (service: string, line: string) => console.log(`[${service}] ${line}`);

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function choosePort(preferred: number | undefined): Promise<number> {
  return preferred !== undefined && (await portFree(preferred)) ? preferred : freePort();
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  failed: () => string | null,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

/** Fails with what to do when Debian's HAProxy is missing: never a silent skip. */
export function requireHaproxy(): string {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'haproxy is not installed: the cluster puts HAProxy in front of its replicas. Install it with `apt-get install -y haproxy` (.ci/run does).',
    );
  }
  return result.stdout.split('\n')[0] ?? 'haproxy';
}

/** `haproxy -c` on deploy/haproxy.cfg with these variables; throws with HAProxy's words. */
export function checkHaproxyConfig(env: Record<string, string>): void {
  const result = spawnSync('haproxy', ['-c', '-q', '-f', HAPROXY_CONFIG], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(`haproxy -c failed:\n${result.stdout}${result.stderr}`);
  }
}

/** One `show stat` over HAProxy's admin socket, parsed from its CSV. */
export function haproxyStats(socket: string): Promise<Record<string, string>[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    const client = connect(socket, () => client.write('show stat\n'));
    client.setTimeout(2000, () => client.destroy(new Error('HAProxy stats socket timed out')));
    client.on('data', (chunk: Buffer) => (text += chunk.toString()));
    client.on('error', reject);
    client.on('end', () => {
      const [header = '', ...lines] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      resolve(
        lines.map((line) => {
          const values = line.split(',');
          return Object.fromEntries(columns.map((column, i) => [column, values[i] ?? '']));
        }),
      );
    });
  });
}

/** Builds the app for the load balancer's API address into a cache folder, unless already done. */
async function ensureAppBuild(env: Record<string, string>, log: ClusterOptions['log']) {
  const key = new URL(env.VITE_API_URL ?? '').port + '-' + env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
  const outDir = path.join(
    repoRoot,
    'node_modules/.cache/edugate-cluster',
    `app-${key.replace(/\W/g, '-')}`,
  );
  const stampFile = path.join(outDir, '.cluster-stamp.json');
  const wanted = JSON.stringify({ env, sourcesTime: newestSource().time });
  if (!(existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted)) {
    const started = Date.now();
    log?.('build', `building the app for ${env.VITE_API_URL} into ${outDir} ...`);
    await buildApp({ env, outDir });
    writeFileSync(stampFile, wanted);
    log?.('build', `built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return outDir;
}

export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const log = options.log ?? defaultLog;
  log('cluster', requireHaproxy());
  const external = options.databaseUrl;
  const pgBindPort = await freePort();
  const pgReadBindPort = await freePort();
  const databaseUrl = external ?? `postgres://postgres@127.0.0.1:${pgBindPort}/${HA_DATABASE}`;
  // The public catalogue's reads on the standby (apps/api: DATABASE_READ_URL); none with an
  // external database, which has no standby here.
  const databaseReadUrl = external
    ? undefined
    : `postgres://postgres@127.0.0.1:${pgReadBindPort}/${HA_DATABASE}`;
  const schema = `edugate_cluster_${randomBytes(4).toString('hex')}`;
  const webPort = await choosePort(options.webPort ?? PREFERRED.web);
  const apiPort = await choosePort(options.apiPort ?? PREFERRED.api);
  const authPort = await choosePort(PREFERRED.auth);
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const authEmulatorHost = `127.0.0.1:${authPort}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'edugate-cluster-'));
  const statsSocket = path.join(workDir, 'haproxy.sock');

  const children = new Set<ChildProcess>();
  let stopping = false;
  let failure: string | null = null;
  let reportCrash: (message: string) => void = () => undefined;
  const crashed = new Promise<string>((resolve) => (reportCrash = resolve));

  /** `essential`: its exit is the cluster's failure (replicas may be killed on purpose). */
  const run = (
    name: string,
    command: string,
    args: string[],
    env: Record<string, string>,
    essential: boolean,
  ) => {
    const child = spawnLogged(
      name,
      command,
      args,
      { cwd: workDir, env: { ...process.env, ...env } },
      log,
    );
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!stopping) log(name, `exited (${code ?? signal})`);
      if (essential && !stopping) {
        failure = `${name} exited (${code ?? signal})`;
        reportCrash(failure);
      }
    });
    return child;
  };

  // The database: a schema of this cluster's own (the API creates it); an external one is checked
  // reachable first, the replicated one starts beside the rest.
  let postgres: PostgresHa | undefined;
  const postgresStarted = external
    ? (async () => {
        const admin = new pg.Client({ connectionString: external });
        try {
          await admin.connect();
        } catch (error) {
          throw new Error(
            `PostgreSQL at ${external} is not reachable (${(error as Error).message}); set DATABASE_URL.`,
          );
        }
        await admin.end();
      })()
    : startPostgresHa({ parameters: options.postgresParameters, log }).then((started) => {
        postgres = started;
        void started.crashed.then((message) => {
          if (stopping) return;
          failure = `PostgreSQL: ${message}`;
          reportCrash(failure);
        });
      });
  // Settled at once, so a failure while the rest starts is never unhandled; awaited below.
  postgresStarted.catch(() => undefined);

  const [hub, logging] = [await freePort(), await freePort()];
  run(
    'auth',
    process.execPath,
    authEmulatorArgs(workDir, { auth: authPort, hub, logging }, PROJECT_ID),
    {
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: 'true',
      TMPDIR: workDir,
    },
    true,
  );

  const sessionSecret = randomBytes(32).toString('hex');
  // One signing key for every replica: a credential signed by one verifies with the other's keys.
  const credentialKey = process.env.CREDENTIAL_SIGNING_KEY || newCredentialSigningKey();
  const appRootPromise = ensureAppBuild(
    {
      VITE_API_URL: apiUrl,
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    },
    log,
  );
  buildApi();

  const replicaEnv = (kind: ReplicaKind, port: number, appRoot: string): Record<string, string> =>
    kind === 'api'
      ? {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          ...(databaseReadUrl ? { DATABASE_READ_URL: databaseReadUrl } : {}),
          DATABASE_SCHEMA: schema,
          DATABASE_POOL_SIZE: '5',
          FIREBASE_PROJECT_ID: PROJECT_ID,
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
          // One secret for every replica: a session cookie signed by one is read by the other.
          SESSION_SECRET: sessionSecret,
          CREDENTIAL_SIGNING_KEY: credentialKey,
          PUBLIC_URL: apiUrl,
          APP_URL: webUrl,
          CORS_ORIGINS: `${webUrl},http://localhost:${webPort}`,
          TRUST_PROXY: '1',
          WRITE_RATE_LIMIT: String(options.writeRateLimit ?? 120),
          // Longer than HAProxy takes to see /readyz fail (2 x 250 ms), so a stopping replica
          // gets no new request while its port is still open.
          SHUTDOWN_DRAIN_MS: '1500',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          NODE_ENV: 'production',
        }
      : {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_ROOT: appRoot,
          API_URL: apiUrl,
          WEB_CONCURRENCY: '1',
        };

  const makeReplica = (kind: ReplicaKind, index: number, port: number, appRoot: string) => {
    let child: ChildProcess | undefined;
    const name = `${kind}-${index}`;
    const health = `http://127.0.0.1:${port}/${kind === 'api' ? 'readyz' : 'healthz'}`;
    const replica: Replica = {
      name,
      kind,
      port,
      get pid() {
        return child?.exitCode === null && child.signalCode === null ? child.pid : undefined;
      },
      async kill(signal) {
        const current = child;
        if (!current?.pid || current.exitCode !== null || current.signalCode !== null) return;
        const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
        process.kill(current.pid, signal);
        await exited;
      },
      async start() {
        const main = kind === 'api' ? API_MAIN : serverMainOf(appRoot);
        child = run(name, process.execPath, [main], replicaEnv(kind, port, appRoot), false);
        const started = child;
        await waitFor(
          name,
          () => answers(health),
          () =>
            failure ??
            (started.exitCode !== null || started.signalCode !== null
              ? `exited (${started.exitCode ?? started.signalCode})`
              : null),
        );
      },
    };
    return replica;
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([...children].map((child) => stopLogged(child)));
    await postgresStarted.catch(() => undefined);
    if (postgres) {
      // The whole database goes with its folder.
      await postgres.stop();
    } else if (!options.keepSchema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      try {
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } catch (error) {
        log('cluster', `could not drop schema ${schema}: ${(error as Error).message}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      'the Auth emulator',
      () => answers(`http://${authEmulatorHost}/`),
      () => failure,
    );
    const appRoot = await appRootPromise;
    await postgresStarted;
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
    const replicas = [
      makeReplica('api', 1, ports[0] ?? 0, appRoot),
      makeReplica('api', 2, ports[1] ?? 0, appRoot),
      makeReplica('web', 1, ports[2] ?? 0, appRoot),
      makeReplica('web', 2, ports[3] ?? 0, appRoot),
    ];
    // With an external database the listener's servers are a closed port: always down, unused.
    const [pg1, pg2] = postgres?.nodes ?? [];
    const haproxyEnv = {
      WEB_BIND: `127.0.0.1:${webPort}`,
      API_BIND: `127.0.0.1:${apiPort}`,
      WEB_1: `127.0.0.1:${replicas[2]?.port}`,
      WEB_2: `127.0.0.1:${replicas[3]?.port}`,
      API_1: `127.0.0.1:${replicas[0]?.port}`,
      API_2: `127.0.0.1:${replicas[1]?.port}`,
      STATS_SOCKET: statsSocket,
      PG_BIND: `127.0.0.1:${pgBindPort}`,
      PG_READ_BIND: `127.0.0.1:${pgReadBindPort}`,
      PG_1: `127.0.0.1:${pg1?.pgPort ?? 1}`,
      PG_2: `127.0.0.1:${pg2?.pgPort ?? 1}`,
      PG_1_PATRONI: String(pg1?.restPort ?? 1),
      PG_2_PATRONI: String(pg2?.restPort ?? 1),
    };
    checkHaproxyConfig(haproxyEnv);
    // Before the replicas: they reach the replicated PostgreSQL through it.
    run('haproxy', 'haproxy', ['-W', '-db', '-f', HAPROXY_CONFIG], haproxyEnv, true);
    if (postgres) {
      await waitFor(
        "HAProxy's postgres listener with the primary up",
        async () => {
          if (!existsSync(statsSocket)) return false;
          const rows = await haproxyStats(statsSocket).catch(() => []);
          return rows.some((row) => row.pxname === 'postgres' && row.status === 'UP');
        },
        () => failure,
        30_000,
      );
    }
    // All four at once: the API replicas migrate and seed under one advisory lock.
    await Promise.all(replicas.map((replica) => replica.start()));
    const serverStates = async () =>
      Object.fromEntries(
        (await haproxyStats(statsSocket))
          .filter((row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND')
          .map((row) => [row.svname ?? '', row.status ?? '']),
      );
    await waitFor(
      'HAProxy with every replica up',
      async () => {
        if (!existsSync(statsSocket)) return false;
        const states = await serverStates().catch(() => ({}) as Record<string, string>);
        return replicas.every((replica) => states[replica.name] === 'UP');
      },
      () => failure,
      30_000,
    );
    return {
      webUrl,
      apiUrl,
      authEmulatorHost,
      projectId: PROJECT_ID,
      schema,
      replicas,
      postgres,
      databaseUrl,
      serverStates,
      stats: () => haproxyStats(statsSocket),
      crashed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `node scripts/cluster.ts`: start, print where everything is, stop on Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  let cluster: RunningCluster | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (!stopping) {
      stopping = true;
      console.log('\n[cluster] stopping...');
      await cluster?.stop();
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0));
  }
  try {
    const port = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
    cluster = await startCluster({
      webPort: port('CLUSTER_WEB_PORT'),
      apiPort: port('CLUSTER_API_PORT'),
      keepSchema: process.argv.includes('--keep'),
      databaseUrl: process.argv.includes('--external-database')
        ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
        : undefined,
    });
    if (stopping) await shutdown(0);
    const primary = await cluster.postgres?.primary();
    const replicas = cluster.replicas
      .map((replica) => `    ${replica.name}  127.0.0.1:${replica.port}  pid ${replica.pid}`)
      .join('\n');
    console.log(`
  EduGate (HAProxy)  ${cluster.webUrl}
  API (HAProxy)      ${cluster.apiUrl}   (GET ${cluster.apiUrl}/readyz)
  Auth emulator      http://${cluster.authEmulatorHost}
  PostgreSQL         ${cluster.databaseUrl} (schema ${cluster.schema})
${
  cluster.postgres?.nodes
    .map(
      (node) =>
        `    ${node.name}  127.0.0.1:${node.pgPort}  Patroni http://127.0.0.1:${node.restPort}  postmaster pid ${node.postmasterPid()}${node === primary ? '  (primary)' : '  (standby)'}`,
    )
    .join('\n') ?? ''
}
  Replicas (kill one with kill -9 <pid>; HAProxy takes it out within 2 s):
${replicas}

  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.
`);
    console.error(`[cluster] ${await cluster.crashed}; stopping everything.`);
    await shutdown(1);
  } catch (error) {
    console.error(`[cluster] ${(error as Error).message}`);
    await shutdown(1);
  }
}
