/**
 * `npm run backup [-- --type full|diff|incr]`: a backup of the stanza's PostgreSQL into its
 * pgBackRest repository (docs/deploy.md, "Backups and point-in-time recovery"). Writes the
 * stanza's config, creates the stanza if it is new, takes the backup (full by default) and lists
 * what the repository holds. `--settings` prints the postgresql.conf lines that turn on WAL
 * archiving, which the server needs before its first backup.
 */
import { parseArgs } from 'node:util';
import { stanzaFlags, stanzaFrom, stanzaHelp } from './backup-settings.ts';
import {
  archivingSettings,
  backup,
  info,
  requirePgBackRest,
  settingsAsConf,
  stanzaCreate,
  writeConfig,
  type BackupType,
} from './pgbackrest.ts';

const TYPES: readonly BackupType[] = ['full', 'diff', 'incr'];

const { values } = parseArgs({
  options: {
    ...stanzaFlags,
    type: { type: 'string', default: 'full' },
    settings: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log(`npm run backup -- [--type full|diff|incr] [--settings] [flags]

Backs up a PostgreSQL cluster into a pgBackRest repository. Each flag falls back to a variable:
  flag              variable               default
${stanzaHelp}`);
  process.exit(0);
}

try {
  const stanza = stanzaFrom(values);
  if (values.settings) {
    process.stdout.write(
      `# postgresql.conf of ${stanza.pgDataDir} (then restart PostgreSQL); each member of the\n` +
        `# cluster gets its own: --settings --pgdata <its data directory>\n` +
        settingsAsConf(archivingSettings(stanza)),
    );
    process.exit(0);
  }
  const type = values.type as BackupType;
  if (!TYPES.includes(type)) throw new Error(`--type must be one of ${TYPES.join(', ')}`);
  console.log(requirePgBackRest());
  writeConfig(stanza);
  stanzaCreate(stanza);
  const started = Date.now();
  backup(stanza, type);
  console.log(`${type} backup of stanza ${stanza.name} in ${(Date.now() - started) / 1000} s`);
  const repository = info(stanza);
  console.log(`stanza ${stanza.name} in ${stanza.repoPath}: ${repository.status}`);
  for (const item of repository.backups) {
    console.log(
      `  ${item.label}  ${item.type.padEnd(4)}  ${item.stop.toISOString()}  ` +
        `${(item.repositoryBytes / 1e6).toFixed(1)} MB stored`,
    );
  }
  if (repository.archivedWal) {
    console.log(`  WAL ${repository.archivedWal.min} .. ${repository.archivedWal.max}`);
  }
} catch (error) {
  console.error(`backup: ${(error as Error).message}`);
  process.exit(1);
}
