/**
 * `npm run restore -- --to <time> [--into <folder>]`: the stanza's PostgreSQL brought back to a
 * moment, from its pgBackRest repository, into a fresh data directory (docs/deploy.md, "Backups
 * and point-in-time recovery"). Nothing running is touched; it prints how to start the result.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pgBin } from './as-postgres.ts';
import { stanzaFlags, stanzaFrom, stanzaHelp } from './backup-settings.ts';
import { info, requirePgBackRest, restore, writeConfig } from './pgbackrest.ts';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:?\d{2})?$/;

const { values } = parseArgs({
  options: {
    ...stanzaFlags,
    to: { type: 'string' },
    latest: { type: 'boolean' },
    into: { type: 'string' },
    'archive-off': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help || (!values.to && !values.latest)) {
  console.log(`npm run restore -- --to '2026-11-29 14:05:00+00' [--into <folder>] [--archive-off] [flags]
npm run restore -- --latest [--into <folder>]

Restores into a fresh data directory (default: <pgdata>-restored): every transaction committed at
or before --to is kept, none after (--latest: everything the repository holds). Started, the
server replays the archived WAL to that moment and opens for writes. --archive-off: the restored
server does not archive (a copy to look at beside the running primary).
Each flag falls back to a variable:
  flag              variable               default
${stanzaHelp}`);
  process.exit(values.help ? 0 : 1);
}

try {
  const stanza = stanzaFrom(values);
  // The one form both read alike: pgBackRest picks the backup from it, PostgreSQL stops replay at
  // it. With its zone: without one each would read it in its own (the server's TimeZone, the
  // machine's). Checked here, as PostgreSQL would refuse it only once started.
  if (values.to && !TIME.test(values.to)) {
    throw new Error(`--to ${values.to}: say a time as 2026-11-29 14:05:00+00 (with its zone)`);
  }
  const dataDir = path.resolve(values.into ?? `${stanza.pgDataDir}-restored`);
  console.log(requirePgBackRest());
  writeConfig(stanza);
  const repository = info(stanza);
  if (repository.backups.length === 0) throw new Error(`stanza ${stanza.name} has no backup`);
  const started = Date.now();
  restore(stanza, {
    dataDir,
    target: values.to,
    archiveMode: values['archive-off'] ? 'off' : 'preserve',
  });
  const conf = existsSync(path.join(dataDir, 'postgresql.conf'))
    ? ''
    : ` -c config_file=/etc/postgresql/15/main/postgresql.conf -c data_directory=${dataDir}`;
  console.log(`
Restored ${stanza.name} into ${dataDir} in ${(Date.now() - started) / 1000} s, to ${values.to ?? 'the newest archived WAL'}.
Start it (as postgres; pick a free port if the old server still runs):

  sudo -u postgres ${pgBin('pg_ctl')} -D ${dataDir} -l ${dataDir}.log -o "-p 5433${conf}" start

It replays the archived WAL to that moment, then promotes (a new timeline) and takes writes:
  psql -p 5433 -U postgres -c 'SELECT pg_is_in_recovery()'   # f once done
Point DATABASE_URL at it, or stop it and move the folder to ${stanza.pgDataDir}.
Then take a full backup (npm run backup): the next restores start from the new timeline.`);
} catch (error) {
  console.error(`restore: ${(error as Error).message}`);
  process.exit(1);
}
