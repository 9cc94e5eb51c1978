import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../../scripts/free-port.ts';
import { exited } from './process.ts';

/** Where Debian puts PostgreSQL 15's programs (the CI image installs the same package). */
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A primary and a streaming hot standby of it, made for one test in a temporary folder on free
 * ports. The standby applies each commit `applyDelay` after it was made on the primary, so what
 * it does not show yet is known in advance.
 */
export interface StandbyCluster {
  primaryUrl: string;
  standbyUrl: string;
  /** Fast shutdown of the standby alone (a standby that is down). */
  stopStandby(): Promise<void>;
  /** Waits, up to `timeoutMs`, until the standby has replayed all the primary has written so far. */
  caughtUp(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses to run as root: its programs run as the `postgres` account. */
function postgresAccount(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(program: string, args: string[], account: { uid: number; gid: number }): void {
  execFileSync(path.join(BIN, program), args, { ...account, stdio: 'pipe' });
}

async function until(what: string, timeoutMs: number, ready: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

interface Server {
  child: ChildProcess;
  output: () => string;
}

function startServer(
  dataDir: string,
  port: number,
  socketDir: string,
  account: { uid: number; gid: number },
  settings: string[],
): Server {
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
  args.push('-c', `unix_socket_directories=${socketDir}`, '-c', 'fsync=off');
  for (const setting of settings) args.push('-c', setting);
  const child = spawn(path.join(BIN, 'postgres'), args, {
    ...account,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  // SIGINT: PostgreSQL's fast shutdown (open connections are ended, not waited for).
  server.child.kill('SIGINT');
  await exited(server.child);
}

export async function startStandbyCluster(options: {
  applyDelay: string;
}): Promise<StandbyCluster> {
  if (!existsSync(path.join(BIN, 'postgres'))) {
    throw new Error(`PostgreSQL 15's programs are not in ${BIN}: install postgresql-15`);
  }
  const account = postgresAccount();
  const folder = mkdtempSync(path.join(tmpdir(), 'edugate-standby-'));
  chownSync(folder, account.uid, account.gid);
  const primaryDir = path.join(folder, 'primary');
  const standbyDir = path.join(folder, 'standby');
  const servers: Server[] = [];
  const close = async () => {
    for (const server of servers.reverse()) await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], account);
    const primaryPort = await freePort();
    const primary = startServer(primaryDir, primaryPort, folder, account, [
      'wal_level=replica',
      'max_wal_senders=4',
    ]);
    servers.push(primary);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await until('the primary accepts connections', 30_000, async () => {
      await query(primaryUrl, 'SELECT 1');
      return true;
    });
    // -R: the copy starts as a standby streaming from the primary.
    run(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', standbyDir, '-R'],
      account,
    );
    const standbyPort = await freePort();
    const standby = startServer(standbyDir, standbyPort, folder, account, [
      'hot_standby=on',
      `recovery_min_apply_delay=${options.applyDelay}`,
    ]);
    servers.push(standby);
    const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    await until('the standby accepts connections', 30_000, async () => {
      const [row] = await query<{ standby: boolean }>(
        standbyUrl,
        'SELECT pg_is_in_recovery() AS standby',
      );
      return row?.standby === true;
    });
    return {
      primaryUrl,
      standbyUrl,
      stopStandby: () => stopServer(standby),
      async caughtUp(timeoutMs) {
        const [row] = await query<{ position: string }>(
          primaryUrl,
          'SELECT pg_current_wal_lsn()::text AS position',
        );
        const target = row?.position ?? '';
        await until('the standby replays the primary', timeoutMs, async () => {
          const [replay] = await query<{ reached: boolean }>(
            standbyUrl,
            `SELECT pg_last_wal_replay_lsn() >= '${target}'::pg_lsn AS reached`,
          );
          return replay?.reached === true;
        });
      },
      close,
    };
  } catch (error) {
    const logs = servers.map((server) => server.output()).join('\n');
    await close();
    throw new Error(`${String(error)}\n${logs}`);
  }
}
