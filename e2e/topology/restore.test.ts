/**
 * Backups restore (docs/deploy.md, "Backups and point-in-time recovery"), a step of `npm test`:
 *   node --test e2e/topology/restore.test.ts
 *
 * A PostgreSQL primary of the test's own archives its WAL with pgBackRest (scripts/pgbackrest.ts)
 * and gets a full backup; rows are then written one acknowledged transaction at a time, a moment
 * T is noted between them, and more rows follow. The primary is stopped as if its machine were
 * lost; the repository is restored into a fresh data directory to T and started: every row
 * acknowledged before T is there, none written after it. It prints how long WAL took to reach
 * the repository (the data a lost machine costs) and how long the restore took.
 *
 * Needs Debian's pgbackrest and PostgreSQL 15 (PG_BIN); fails saying so, never skips. Run as
 * root it runs the servers and pgBackRest as postgres. About 20 s on two cores.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { chownToPostgres } from '../../scripts/as-postgres.ts';
import { freePort } from '../../scripts/free-port.ts';
import {
  archivingSettings,
  backup,
  info,
  requirePgBackRest,
  restore,
  stanzaCreate,
  writeConfig,
  type Stanza,
} from '../../scripts/pgbackrest.ts';
import {
  connect,
  initdb,
  start,
  stopImmediately,
  type PostgresInstance,
} from './postgres-instance.ts';

/**
 * Production closes a WAL segment after 60 s of quiet (ARCHIVE_TIMEOUT_SECONDS); the test uses a
 * shorter timeout to stay quick. What it measures is the same mechanism: lag is at most this
 * timeout plus the time pgBackRest takes to push one segment.
 */
const TEST_ARCHIVE_TIMEOUT_SECONDS = 3;
const ROWS_BEFORE = 40;
const ROWS_AFTER = 20;

const root = mkdtempSync(path.join(tmpdir(), 'edugate-restore-'));
let primary: PostgresInstance;
let restored: PostgresInstance;
let stanza: Stanza;
const clients: pg.Client[] = [];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Polls `ready` until it holds, failing after `timeoutMs`. */
async function until(what: string, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  console.log(`# ${requirePgBackRest()}`);
  for (const folder of ['socket', 'primary', 'restored', 'repo'])
    mkdirSync(path.join(root, folder));
  chownToPostgres(root);
  const socketDir = path.join(root, 'socket');
  primary = { dataDir: path.join(root, 'primary'), port: await freePort(), socketDir };
  restored = { dataDir: path.join(root, 'restored'), port: await freePort(), socketDir };
  stanza = {
    name: 'edugate',
    configFile: path.join(root, 'pgbackrest.conf'),
    repoPath: path.join(root, 'repo'),
    retentionFull: 2,
    pgDataDir: primary.dataDir,
    pgPort: primary.port,
    pgSocketDir: socketDir,
    pgUser: 'postgres',
    logPath: path.join(root, 'log'),
    lockPath: path.join(root, 'lock'),
  };
  writeConfig(stanza);
  initdb(primary, archivingSettings(stanza, TEST_ARCHIVE_TIMEOUT_SECONDS));
  start(primary);
});

after(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  stopImmediately(restored);
  stopImmediately(primary);
  rmSync(root, { recursive: true, force: true });
});

test('a restore to a moment T keeps every write acknowledged before T and none after', async () => {
  stanzaCreate(stanza);
  let started = Date.now();
  backup(stanza, 'full');
  const backups = info(stanza).backups;
  assert.deepEqual(
    backups.map((item) => item.type),
    ['full'],
  );
  const backupStop = backups[0]?.stop ?? new Date();
  console.log(`# full backup: ${seconds(Date.now() - started)}`);

  const db = await connect(primary);
  clients.push(db);
  // Made after the backup, so the restore has to replay it from the archived WAL.
  await db.query(
    'CREATE TABLE acknowledged_writes (id int PRIMARY KEY, committed_at timestamptz NOT NULL DEFAULT clock_timestamp())',
  );
  const write = (id: number) => db.query('INSERT INTO acknowledged_writes (id) VALUES ($1)', [id]);
  for (let id = 1; id <= ROWS_BEFORE; id += 1) await write(id);
  // pgBackRest picks the backup to restore by whole seconds: one whose stop falls in T's second
  // does not count as before T. A restore to a moment that close to a backup is no use anyway.
  await until(
    "the clock passing the backup's second",
    async () =>
      (
        await db.query<{ past: boolean }>('SELECT clock_timestamp() >= $1::timestamptz AS past', [
          new Date(backupStop.getTime() + 1000).toISOString(),
        ])
      ).rows[0]?.past === true,
    5_000,
  );
  // now() is when this statement's transaction began: after the last acknowledged commit.
  const {
    rows: [{ target } = { target: '' }],
  } = await db.query<{ target: string }>('SELECT now()::text AS target');
  // A margin before the next commit, so no write after T has T's timestamp even if the clock is
  // adjusted or a timestamp rounded between PostgreSQL and pgBackRest.
  await until(
    'the clock passing T + 200 ms',
    async () =>
      (
        await db.query<{ past: boolean }>(
          "SELECT clock_timestamp() > $1::timestamptz + interval '200 ms' AS past",
          [target],
        )
      ).rows[0]?.past === true,
    5_000,
  );
  for (let id = ROWS_BEFORE + 1; id <= ROWS_BEFORE + ROWS_AFTER; id += 1) await write(id);
  const lastWriteAcknowledged = Date.now();

  // The archive lag: from the last acknowledged write until the WAL segment holding it is in the
  // repository, with nothing forcing a switch but archive_timeout.
  const {
    rows: [{ segment } = { segment: '' }],
  } = await db.query<{ segment: string }>(
    'SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment',
  );
  await until(
    `WAL segment ${segment} archived`,
    async () => {
      const { rows } = await db.query<{ last: string | null }>(
        'SELECT last_archived_wal AS last FROM pg_stat_archiver',
      );
      return (rows[0]?.last ?? '') >= segment;
    },
    (TEST_ARCHIVE_TIMEOUT_SECONDS + 20) * 1000,
  );
  const archiveLag = Date.now() - lastWriteAcknowledged;

  await db.end();
  clients.length = 0;
  stopImmediately(primary);

  started = Date.now();
  restore(stanza, { dataDir: restored.dataDir, target, archiveMode: 'off' });
  const copied = Date.now();
  start(restored);
  const copy = await connect(restored);
  clients.push(copy);
  await until(
    'the restored server promoted',
    async () =>
      (await copy.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering'))
        .rows[0]?.recovering === false,
    30_000,
  );
  const open = Date.now();

  const { rows } = await copy.query<{ id: number; late: boolean }>(
    'SELECT id, committed_at > $1::timestamptz AS late FROM acknowledged_writes ORDER BY id',
    [target],
  );
  assert.deepEqual(
    rows.map((row) => row.id),
    Array.from({ length: ROWS_BEFORE }, (_, i) => i + 1),
    'exactly the writes acknowledged before T',
  );
  assert.ok(rows.every((row) => !row.late));
  // Promoted: it takes writes again.
  await copy.query('INSERT INTO acknowledged_writes (id) VALUES (0)');

  console.log(`# T = ${target}; ${ROWS_BEFORE} rows before T restored, ${ROWS_AFTER} after it not`);
  console.log(
    `# archive lag (RPO): ${seconds(archiveLag)} with archive_timeout ${TEST_ARCHIVE_TIMEOUT_SECONDS} s`,
  );
  console.log(
    `# restore (RTO): ${seconds(open - started)} (files ${seconds(copied - started)}, ` +
      `start, replay to T and promote ${seconds(open - copied)})`,
  );
});
