/**
 * A replicated PostgreSQL for `npm run cluster` and the failover test: a single-node etcd and two
 * Patroni nodes (a primary and a synchronous standby) on free ports under a temporary folder, all
 * on 127.0.0.1, from Debian's `patroni`, `etcd-server` and PostgreSQL 15 packages. Losing the
 * primary promotes the standby within seconds; the old primary rejoins as a standby (pg_rewind).
 * The settings every node shares are deploy/patroni.yml's, as in compose.yaml; docs/adr/0026
 * says why this shape.
 *
 * PostgreSQL refuses to run as root, so Patroni (and the PostgreSQL it starts) runs as the
 * `postgres` user when this runs as root.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse, stringify } from 'yaml';
import { repoRoot } from './app-build.ts';
import { pgBin, postgresIds } from './as-postgres.ts';
import { freePort } from './free-port.ts';
import { spawnLogged, stopLogged } from './logged-process.ts';

export const POSTGRES_BIN_DIR = path.dirname(pgBin('postgres'));
/** The database the API uses; Patroni's bootstrap makes only `postgres`. */
export const HA_DATABASE = 'edugate';

export interface PatroniNode {
  /** Patroni's member name: pg-1, pg-2. */
  readonly name: string;
  readonly pgPort: number;
  /** Patroni's REST API: GET /primary answers 200 only on the leader (what HAProxy checks). */
  readonly restPort: number;
  readonly dataDir: string;
  /** The postmaster's pid, the first line of postmaster.pid (undefined while PostgreSQL is down). */
  postmasterPid(): number | undefined;
  /** A connection string straight to this node (not through the load balancer). */
  url(database?: string): string;
}

export interface PostgresHaOptions {
  /**
   * Extra `postgresql.parameters` for every node, e.g. WAL archiving (archive_mode,
   * archive_command) from the backups' settings. They are merged over this module's own.
   */
  parameters?: Record<string, string | number | boolean>;
  log?: (service: string, line: string) => void;
}

export interface PostgresHa {
  readonly nodes: readonly PatroniNode[];
  readonly etcdUrl: string;
  /** The node Patroni's REST API reports as the primary right now, if any. */
  primary(): Promise<PatroniNode | undefined>;
  /** Resolves once one node is the primary and another its synchronous standby. */
  replicating(timeoutMs?: number): Promise<{ primary: PatroniNode; standby: PatroniNode }>;
  /** Resolves with a message if etcd or a Patroni process exits on its own. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/** Fails with what to install when Patroni, etcd or PostgreSQL 15 is missing. */
export function requirePostgresHa(): void {
  const missing = [
    ['patroni', ['--version']],
    ['etcd', ['--version']],
    [path.join(POSTGRES_BIN_DIR, 'postgres'), ['--version']],
  ].filter(([command, args]) => {
    const result = spawnSync(command as string, args as string[], { encoding: 'utf8' });
    return Boolean(result.error) || result.status !== 0;
  });
  if (missing.length > 0) {
    throw new Error(
      `${missing.map(([command]) => command).join(', ')} not found: the replicated PostgreSQL needs Debian's patroni, etcd-server, etcd-client and postgresql-15 (apt-get install -y patroni etcd-server etcd-client postgresql-15; .ci/run does).`,
    );
  }
}

async function answersStatus(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** deploy/patroni.yml: the settings every node shares, in compose and here. */
export const PATRONI_BASE_CONFIG = path.join(repoRoot, 'deploy/patroni.yml');

type Settings = { [key: string]: unknown };
const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` merged into `base`, key by key; lists and plain values replace. */
function merged(base: Settings, over: Settings): Settings {
  const result: Settings = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = isSettings(current) && isSettings(value) ? merged(current, value) : value;
  }
  return result;
}

/** One Patroni node's file: deploy/patroni.yml with this node's addresses, folders and extras. */
function patroniConfig(
  node: PatroniNode,
  etcdHost: string,
  nodeDir: string,
  parameters: Record<string, string | number | boolean>,
): Settings {
  const base = parse(readFileSync(PATRONI_BASE_CONFIG, 'utf8')) as Settings;
  const config = merged(base, {
    name: node.name,
    restapi: {
      listen: `127.0.0.1:${node.restPort}`,
      connect_address: `127.0.0.1:${node.restPort}`,
    },
    etcd3: { hosts: [etcdHost] },
    postgresql: {
      listen: `127.0.0.1:${node.pgPort}`,
      connect_address: `127.0.0.1:${node.pgPort}`,
      data_dir: node.dataDir,
      bin_dir: POSTGRES_BIN_DIR,
      pgpass: path.join(nodeDir, 'pgpass'),
      // Loopback only, so trust and no passwords (compose sets passwords).
      pg_hba: [
        'local all all trust',
        'host all all 127.0.0.1/32 trust',
        'host replication replicator 127.0.0.1/32 trust',
      ],
      authentication: {
        superuser: { username: 'postgres', password: 'postgres' },
        replication: { username: 'replicator', password: 'replicator' },
        rewind: { username: 'postgres', password: 'postgres' },
      },
      parameters: { unix_socket_directories: nodeDir, ...parameters },
    },
  });
  // Compose's script for the API's role; here startPostgresHa makes the database itself.
  const bootstrap = config.bootstrap;
  if (isSettings(bootstrap)) delete bootstrap.post_bootstrap;
  return config;
}

export async function startPostgresHa(options: PostgresHaOptions = {}): Promise<PostgresHa> {
  requirePostgresHa();
  const log = options.log ?? ((service, line) => console.log(`[${service}] ${line}`));
  // PostgreSQL refuses to run as root: as root, Patroni (and so PostgreSQL) runs as postgres.
  const user = postgresIds();
  const workDir = mkdtempSync(path.join(tmpdir(), 'edugate-pg-ha-'));
  const own = (target: string) => {
    if (user.uid !== undefined) chownSync(target, user.uid, user.gid);
  };
  own(workDir);

  const children = new Set<ChildProcess>();
  let stopping = false;
  let reportCrash: (message: string) => void = () => undefined;
  const crashed = new Promise<string>((resolve) => (reportCrash = resolve));
  let failure: string | null = null;
  const run = (name: string, command: string, args: string[], asPostgres: boolean) => {
    const child = spawnLogged(
      name,
      command,
      args,
      {
        cwd: workDir,
        env: { ...process.env, HOME: workDir, PYTHONUNBUFFERED: '1' },
        ...(asPostgres ? user : {}),
      },
      log,
    );
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (!stopping) {
        failure = `${name} exited (${code ?? signal})`;
        reportCrash(failure);
      }
    });
    return child;
  };

  const [etcdClient, etcdPeer] = [await freePort(), await freePort()];
  const etcdUrl = `http://127.0.0.1:${etcdClient}`;
  const etcdPeerUrl = `http://127.0.0.1:${etcdPeer}`;
  run(
    'etcd',
    'etcd',
    [
      '--name=edugate-etcd',
      `--data-dir=${path.join(workDir, 'etcd')}`,
      `--listen-client-urls=${etcdUrl}`,
      `--advertise-client-urls=${etcdUrl}`,
      `--listen-peer-urls=${etcdPeerUrl}`,
      `--initial-advertise-peer-urls=${etcdPeerUrl}`,
      `--initial-cluster=edugate-etcd=${etcdPeerUrl}`,
      '--log-level=warn',
    ],
    false,
  );

  const nodes: PatroniNode[] = [];
  for (const index of [1, 2]) {
    const name = `pg-${index}`;
    const nodeDir = path.join(workDir, name);
    mkdirSync(nodeDir);
    own(nodeDir);
    const dataDir = path.join(nodeDir, 'data');
    const pgPort = await freePort();
    const restPort = await freePort();
    nodes.push({
      name,
      pgPort,
      restPort,
      dataDir,
      postmasterPid() {
        try {
          const pid = Number(
            readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
          );
          return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
        } catch {
          return undefined;
        }
      },
      url: (database = HA_DATABASE) => `postgres://postgres@127.0.0.1:${pgPort}/${database}`,
    });
  }

  const primary = async (): Promise<PatroniNode | undefined> => {
    const statuses = await Promise.all(
      nodes.map((node) => answersStatus(`http://127.0.0.1:${node.restPort}/primary`)),
    );
    return nodes.find((_, i) => statuses[i] === 200);
  };

  const replicating = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (failure) throw new Error(`the replicated PostgreSQL: ${failure}`);
      const leader = await primary();
      if (leader) {
        for (const node of nodes.filter((other) => other !== leader)) {
          // Patroni answers 200 on /sync only on the synchronous standby.
          if ((await answersStatus(`http://127.0.0.1:${node.restPort}/sync`)) === 200) {
            return { primary: leader, standby: node };
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(
      `the replicated PostgreSQL had no primary with a synchronous standby within ${timeoutMs / 1000} s`,
    );
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const patronis = [...children].filter((child) => child.spawnargs[0] === 'patroni');
    // Patroni stops its PostgreSQL on SIGTERM; etcd last, as Patroni talks to it until the end.
    await Promise.all(patronis.map((child) => stopLogged(child, 'SIGTERM', false)));
    for (const node of nodes) {
      const pid = node.postmasterPid();
      if (pid) process.kill(pid, 'SIGQUIT');
    }
    await Promise.all([...children].map((child) => stopLogged(child)));
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const etcdDeadline = Date.now() + 20_000;
    while ((await answersStatus(`${etcdUrl}/health`)) !== 200) {
      if (failure) throw new Error(failure);
      if (Date.now() > etcdDeadline) throw new Error('etcd did not answer within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const start = (node: PatroniNode) => {
      const nodeDir = path.dirname(node.dataDir);
      const file = path.join(nodeDir, 'patroni.yml');
      writeFileSync(
        file,
        stringify(
          patroniConfig(node, `127.0.0.1:${etcdClient}`, nodeDir, options.parameters ?? {}),
        ),
      );
      own(file);
      run(node.name, 'patroni', [file], true);
    };
    // Both at once: one wins the race to initialise the cluster, the other waits for it and
    // clones it.
    for (const node of nodes) start(node);
    const bootDeadline = Date.now() + 60_000;
    let first = await primary();
    while (!first) {
      if (failure) throw new Error(failure);
      if (Date.now() > bootDeadline) throw new Error('Patroni made no primary within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
      first = await primary();
    }
    const admin = new pg.Client({ connectionString: first.url('postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${HA_DATABASE}`);
    } finally {
      await admin.end();
    }
    await replicating();
  } catch (error) {
    await stop();
    throw new Error(`the replicated PostgreSQL did not start: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!existsSync(workDir)) throw new Error('the replicated PostgreSQL was stopped while starting');
  return { nodes, etcdUrl, primary, replicating, crashed, stop };
}
