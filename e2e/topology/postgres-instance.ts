/**
 * A throwaway PostgreSQL server of a test's own: its data directory in a temporary folder, its
 * own port on 127.0.0.1 and its socket in that folder, run as the postgres user. Never the shared
 * server on 5432, which other suites use.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pgBin, runAsPostgres } from '../../scripts/as-postgres.ts';
import { settingsAsConf } from '../../scripts/pgbackrest.ts';

export interface PostgresInstance {
  dataDir: string;
  port: number;
  socketDir: string;
}

/** A new cluster in `dataDir` (an empty folder postgres owns), with `settings` in its config. */
export function initdb(instance: PostgresInstance, settings: Record<string, string>): void {
  runAsPostgres(pgBin('initdb'), [
    `--pgdata=${instance.dataDir}`,
    '--username=postgres',
    '--auth=trust',
    '--encoding=UTF8',
    // Nothing here must survive a crash of the machine; initdb's fsync of every file is slow.
    '--no-sync',
  ]);
  appendFileSync(
    path.join(instance.dataDir, 'postgresql.conf'),
    settingsAsConf({
      listen_addresses: '127.0.0.1',
      port: String(instance.port),
      unix_socket_directories: instance.socketDir,
      ...settings,
    }),
  );
}

/**
 * Starts the server in its data directory on the instance's port, with `settings` over its
 * config; resolves once it accepts connections (a restored one may still be replaying then).
 */
export function start(instance: PostgresInstance, settings: Record<string, string> = {}): void {
  const options = Object.entries({
    port: String(instance.port),
    unix_socket_directories: instance.socketDir,
    ...settings,
  })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  runAsPostgres(pgBin('pg_ctl'), [
    `--pgdata=${instance.dataDir}`,
    `--log=${instance.dataDir}.log`,
    `--options=${options}`,
    '--wait',
    '--timeout=30',
    'start',
  ]);
}

/** Stops the server at once, as if its machine were lost (no shutdown checkpoint). */
export function stopImmediately(instance: PostgresInstance): void {
  try {
    runAsPostgres(pgBin('pg_ctl'), [
      `--pgdata=${instance.dataDir}`,
      '--mode=immediate',
      '--wait',
      'stop',
    ]);
  } catch {
    // Not running (it never started, or a step before stopped it).
  }
}

export async function connect(instance: PostgresInstance): Promise<pg.Client> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: instance.port,
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  return client;
}
