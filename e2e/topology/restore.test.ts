/**
 * Backups restore (docs/deploy.md, "Backups and point-in-time recovery"), a step of `npm test`:
 *   node --test e2e/topology/restore.test.ts
 *
 * A PostgreSQL primary of the test's own archives its WAL with pgBackRest (scripts/pgbackrest.ts)
 * and gets a full backup. The API's build then starts on it (migrations and seed, all after the
 * backup), and enrolments are written one acknowledged transaction at a time with the function
 * the API's POST /enrollments runs; a moment T is noted between them, and more follow. The
 * primary is stopped as if its machine were lost; the repository is restored into a fresh data
 * directory to T and started: every enrolment acknowledged before T is there, none written after
 * it, and the course's seat count agrees. It prints how long WAL took to reach the repository
 * (the data a lost machine costs) and how long the restore took.
 *
 * Needs Debian's pgbackrest and PostgreSQL 15 (PG_BIN); fails saying so, never skips. Run as
 * root it runs the servers and pgBackRest as postgres. About 20 s on two cores.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type pg from 'pg';
import { API_MAIN, buildApi } from '../../scripts/api-build.ts';
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
const ENROLMENTS_BEFORE = 40;
const ENROLMENTS_AFTER = 20;
const learner = (n: number) => `learner-${n}@restore.test`;

const root = mkdtempSync(path.join(tmpdir(), 'edugate-restore-'));
const socketDir = path.join(root, 'socket');
// Ports are chosen in before(); after() stops whichever started.
const primary: PostgresInstance = { dataDir: path.join(root, 'primary'), port: 0, socketDir };
const restored: PostgresInstance = { dataDir: path.join(root, 'restored'), port: 0, socketDir };
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

/** Starts the API's build on the server until it is ready (migrated and seeded), then stops it. */
async function migrateWithTheApi(server: PostgresInstance) {
  buildApi();
  const port = await freePort();
  const api = spawn(process.execPath, [API_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${server.port}/postgres`,
      // Its warnings (a signing key made for the process) are about what this test never uses.
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  try {
    await until(
      'the API ready on the primary',
      async () => {
        if (api.exitCode !== null || api.signalCode !== null) {
          throw new Error(`the API exited (${api.exitCode ?? api.signalCode})`);
        }
        const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        return response?.ok === true;
      },
      60_000,
    );
  } finally {
    api.kill('SIGTERM');
    await exited;
  }
}

before(async () => {
  console.log(`# ${requirePgBackRest()}`);
  for (const folder of ['socket', 'primary', 'restored', 'repo'])
    mkdirSync(path.join(root, folder));
  chownToPostgres(root);
  primary.port = await freePort();
  restored.port = await freePort();
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
  initdb(
    primary,
    archivingSettings(stanza, { archiveTimeoutSeconds: TEST_ARCHIVE_TIMEOUT_SECONDS }),
  );
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

  // The API's schema and seed, written after the backup: the restore replays all of it.
  await migrateWithTheApi(primary);
  const db = await connect(primary);
  clients.push(db);
  // A seeded course, with room for every learner of the test.
  const {
    rows: [course],
  } = await db.query<{ id: string; enrollments: number }>(
    `UPDATE courses SET total_seats = enrollments + $1
     WHERE id = (SELECT id FROM courses ORDER BY id LIMIT 1) RETURNING id, enrollments`,
    [ENROLMENTS_BEFORE + ENROLMENTS_AFTER + 1],
  );
  assert.ok(course, 'a seeded course');
  const enrol = async (n: number) => {
    const { rows } = await db.query<{ outcome: string }>(
      'SELECT outcome FROM edugate_enroll($1, $2, 3, $3)',
      [course.id, learner(n), `Learner ${n}`],
    );
    assert.equal(rows[0]?.outcome, 'enrolled');
  };
  for (let n = 1; n <= ENROLMENTS_BEFORE; n += 1) await enrol(n);
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
  for (let n = ENROLMENTS_BEFORE + 1; n <= ENROLMENTS_BEFORE + ENROLMENTS_AFTER; n += 1) {
    await enrol(n);
  }
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

  const {
    rows: [{ bytes } = { bytes: '0' }],
  } = await db.query<{ bytes: string }>(
    'SELECT sum(pg_database_size(datname))::text AS bytes FROM pg_database',
  );
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

  const { rows } = await copy.query<{ email: string; late: boolean }>(
    `SELECT user_email AS email, enrolled_at > $1::timestamptz AS late FROM enrollments
     WHERE user_email LIKE '%@restore.test' ORDER BY enrolled_at`,
    [target],
  );
  assert.deepEqual(
    rows.map((row) => row.email),
    Array.from({ length: ENROLMENTS_BEFORE }, (_, i) => learner(i + 1)),
    'exactly the enrolments acknowledged before T',
  );
  assert.ok(rows.every((row) => !row.late));
  const { rows: seats } = await copy.query<{ enrollments: number }>(
    'SELECT enrollments FROM courses WHERE id = $1',
    [course.id],
  );
  assert.equal(seats[0]?.enrollments, course.enrollments + ENROLMENTS_BEFORE, 'seats taken');
  // Promoted: it takes writes again.
  const { rows: again } = await copy.query<{ outcome: string }>(
    'SELECT outcome FROM edugate_enroll($1, $2, 3, $3)',
    [course.id, learner(0), 'Learner 0'],
  );
  assert.equal(again[0]?.outcome, 'enrolled');

  console.log(
    `# T = ${target}; ${ENROLMENTS_BEFORE} enrolments before T restored, ${ENROLMENTS_AFTER} after it not`,
  );
  console.log(
    `# archive lag (RPO): ${seconds(archiveLag)} with archive_timeout ${TEST_ARCHIVE_TIMEOUT_SECONDS} s`,
  );
  console.log(
    `# restore (RTO) of ${(Number(bytes) / 1e6).toFixed(0)} MB: ${seconds(open - started)} (files ${seconds(copied - started)}, ` +
      `start, replay to T and promote ${seconds(open - copied)})`,
  );
});
