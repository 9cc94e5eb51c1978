/**
 * Backups and point-in-time recovery with pgBackRest (Debian's `pgbackrest` package;
 * docs/deploy.md, "Backups and point-in-time recovery"; docs/adr/0027). One stanza is one
 * PostgreSQL cluster backed up into one repository folder:
 *   - `writeConfig` writes the stanza's pgBackRest config file;
 *   - `archivingSettings` are the PostgreSQL settings that send every finished WAL segment to the
 *     repository (for postgresql.conf, `ALTER SYSTEM` or Patroni's `parameters`);
 *   - `stanzaCreate`, `backup`, `info` and `restore` run pgBackRest, as the postgres user.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chownToPostgres, runAsPostgres } from './as-postgres.ts';

export interface Stanza {
  /** The stanza's name: one per PostgreSQL cluster backed up (`edugate`). */
  name: string;
  /** The config file written by `writeConfig`; `archive_command` names it. */
  configFile: string;
  /** The repository: full, differential and incremental backups plus the archived WAL. */
  repoPath: string;
  /** Full backups kept; older ones, the backups based on them and their WAL are expired. */
  retentionFull: number;
  /** The server backed up: its data directory, port, socket folder and superuser. */
  pgDataDir: string;
  pgPort: number;
  pgSocketDir: string;
  pgUser: string;
  /**
   * The cluster's other members on this machine (a Patroni standby): pgBackRest finds which one
   * is the primary when it backs up, so backups go on after a failover with the same config.
   * The same socket folder and user as the first.
   */
  otherNodes?: { dataDir: string; port: number }[];
  /** pgBackRest's log files and lock files (its own defaults: /var/log/pgbackrest, /tmp/pgbackrest). */
  logPath: string;
  lockPath: string;
}

export type BackupType = 'full' | 'diff' | 'incr';

/**
 * A WAL segment still being written is not in the repository; archive_timeout closes it after
 * this long even when the server is quiet, so losing the primary's machine loses at most about a
 * minute of acknowledged writes (the synchronous standby, when there is one, loses none). Shorter
 * costs a 16 MB segment file per switch on a quiet server (compressed to a few KB, but each is a
 * file in the repository); a minute is PostgreSQL's own documented suggestion.
 */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

/** The text of the stanza's config file. */
export function configText(stanza: Stanza): string {
  return [
    '[global]',
    `repo1-path=${stanza.repoPath}`,
    'repo1-retention-full-type=count',
    `repo1-retention-full=${stanza.retentionFull}`,
    // zstd: smaller than gzip and several times faster at the default level.
    'compress-type=zst',
    // A backup starts with an immediate checkpoint rather than waiting for the next scheduled one.
    'start-fast=y',
    `log-path=${stanza.logPath}`,
    `lock-path=${stanza.lockPath}`,
    'log-level-console=warn',
    'log-level-file=info',
    '',
    `[${stanza.name}]`,
    `pg1-path=${stanza.pgDataDir}`,
    `pg1-port=${stanza.pgPort}`,
    `pg1-socket-path=${stanza.pgSocketDir}`,
    `pg1-user=${stanza.pgUser}`,
    ...(stanza.otherNodes ?? []).flatMap((node, i) => [
      `pg${i + 2}-path=${node.dataDir}`,
      `pg${i + 2}-port=${node.port}`,
      `pg${i + 2}-socket-path=${stanza.pgSocketDir}`,
      `pg${i + 2}-user=${stanza.pgUser}`,
    ]),
    '',
  ].join('\n');
}

/** Writes the config file and makes the folders pgBackRest writes to, owned by postgres. */
export function writeConfig(stanza: Stanza): void {
  mkdirSync(path.dirname(stanza.configFile), { recursive: true });
  writeFileSync(stanza.configFile, configText(stanza), { mode: 0o640 });
  for (const folder of [stanza.repoPath, stanza.logPath, stanza.lockPath]) {
    mkdirSync(folder, { recursive: true, mode: 0o750 });
  }
  chownToPostgres(stanza.configFile, stanza.repoPath, stanza.logPath, stanza.lockPath);
}

/**
 * pgBackRest run by the server itself. It names the node's own data directory: archive-push
 * refuses a server whose directory is not its pg1-path, and after a failover the server archiving
 * is another member than the config's first.
 */
const serverCommand = (stanza: Stanza, dataDir: string) =>
  `pgbackrest --config=${stanza.configFile} --stanza=${stanza.name} --pg1-path=${dataDir}`;

/**
 * The PostgreSQL settings that archive every WAL segment into the stanza's repository, for the
 * member whose data directory is `dataDir` (the first by default; every member needs its own, a
 * standby archives once promoted). A server started with them (or a Patroni member given them as
 * parameters) can be backed up and restored to any moment since its oldest kept full backup.
 * `restore_command` lets a standby or a restored server fetch segments back from the repository.
 */
export function archivingSettings(
  stanza: Stanza,
  {
    dataDir = stanza.pgDataDir,
    archiveTimeoutSeconds = ARCHIVE_TIMEOUT_SECONDS,
  }: { dataDir?: string; archiveTimeoutSeconds?: number } = {},
): Record<string, string> {
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: `${serverCommand(stanza, dataDir)} archive-push %p`,
    archive_timeout: `${archiveTimeoutSeconds}s`,
    restore_command: `${serverCommand(stanza, dataDir)} archive-get %f "%p"`,
  };
}

/** The settings as postgresql.conf lines. */
export function settingsAsConf(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `${name} = '${value.replaceAll("'", "''")}'\n`)
    .join('');
}

/** Runs one pgBackRest command on the stanza as postgres; returns what it printed. */
export function pgbackrest(stanza: Stanza, command: string, options: string[] = []): string {
  return runAsPostgres('pgbackrest', [
    `--config=${stanza.configFile}`,
    `--stanza=${stanza.name}`,
    ...options,
    command,
  ]);
}

/** Throws a message saying what to install when pgBackRest is missing. */
export function requirePgBackRest(): string {
  try {
    return runAsPostgres('pgbackrest', ['version']).trim();
  } catch {
    throw new Error(
      "pgBackRest is not installed: apt-get install pgbackrest (Debian's package; .ci/run does)",
    );
  }
}

/** Creates the stanza in the repository; a stanza already there and matching is left as it is. */
export function stanzaCreate(stanza: Stanza): void {
  pgbackrest(stanza, 'stanza-create');
}

/** Takes a backup from the running server (a diff or incr with no full before it becomes full). */
export function backup(stanza: Stanza, type: BackupType): void {
  pgbackrest(stanza, 'backup', [`--type=${type}`]);
}

export interface BackupSummary {
  label: string;
  type: BackupType;
  /** When the backup started and stopped (the earliest moment it can restore to is its stop). */
  start: Date;
  stop: Date;
  /** The database's size, and what the backup added to the repository. */
  databaseBytes: number;
  repositoryBytes: number;
}

export interface StanzaInfo {
  status: string;
  backups: BackupSummary[];
  /** The oldest and newest WAL segment in the repository (the span point-in-time recovery covers). */
  archivedWal: { min: string; max: string } | null;
}

interface InfoJson {
  status: { message: string };
  backup: {
    label: string;
    type: BackupType;
    timestamp: { start: number; stop: number };
    info: { size: number; repository: { delta: number } };
  }[];
  archive: { min: string | null; max: string | null }[];
}

/** What the repository holds for the stanza (`pgbackrest info`). */
export function info(stanza: Stanza): StanzaInfo {
  const [entry] = JSON.parse(pgbackrest(stanza, 'info', ['--output=json'])) as InfoJson[];
  if (!entry) throw new Error(`pgbackrest info knows no stanza ${stanza.name}`);
  const archive = entry.archive.at(-1);
  return {
    status: entry.status.message,
    backups: entry.backup.map((item) => ({
      label: item.label,
      type: item.type,
      start: new Date(item.timestamp.start * 1000),
      stop: new Date(item.timestamp.stop * 1000),
      databaseBytes: item.info.size,
      repositoryBytes: item.info.repository.delta,
    })),
    archivedWal: archive?.min && archive.max ? { min: archive.min, max: archive.max } : null,
  };
}

export interface RestoreOptions {
  /** A fresh data directory: it must not exist or be empty. */
  dataDir: string;
  /**
   * The moment to bring the database back to, as PostgreSQL reads a timestamptz
   * (`2026-11-29 14:05:00+00`); every transaction committed at or before it is kept, none after.
   * Without it, everything in the repository is replayed.
   */
  target?: string;
  /**
   * 'off' restores with archive_mode off, for a copy beside the running primary that must not add
   * its WAL to the repository; 'preserve' (the default) keeps the backed-up server's settings, for
   * the server that takes the lost one's place.
   */
  archiveMode?: 'off' | 'preserve';
}

/**
 * Restores the newest backup that ends before the target into a fresh data directory and sets it
 * up to replay the archived WAL up to the target, then promote: started, the server recovers to
 * the target and opens for writes on a new timeline.
 */
export function restore(stanza: Stanza, options: RestoreOptions): void {
  if (existsSync(options.dataDir) && readdirSync(options.dataDir).length > 0) {
    throw new Error(`${options.dataDir} is not empty: restore into a fresh folder`);
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  chownToPostgres(options.dataDir);
  const target = options.target
    ? ['--type=time', `--target=${options.target}`, '--target-action=promote']
    : ['--type=default'];
  pgbackrest(stanza, 'restore', [
    `--pg1-path=${options.dataDir}`,
    `--archive-mode=${options.archiveMode ?? 'preserve'}`,
    ...target,
  ]);
}
