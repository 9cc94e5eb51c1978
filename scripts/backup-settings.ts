/**
 * What `npm run backup` and `npm run restore` work on: one stanza, read from flags, else from
 * environment variables, else Debian's defaults (docs/deploy.md lists them). Not PGBACKREST_*
 * names: pgBackRest reads those itself, over its config file.
 */
import type { Stanza } from './pgbackrest.ts';

const SETTINGS = {
  stanza: { env: 'BACKUP_STANZA', default: 'edugate' },
  config: { env: 'BACKUP_CONFIG', default: '/etc/pgbackrest/edugate.conf' },
  repo: { env: 'BACKUP_REPO', default: '/var/lib/pgbackrest' },
  'retention-full': { env: 'BACKUP_RETENTION_FULL', default: '2' },
  pgdata: { env: 'BACKUP_PGDATA', default: '/var/lib/postgresql/15/main' },
  port: { env: 'BACKUP_PGPORT', default: '5432' },
  socket: { env: 'BACKUP_PGSOCKET', default: '/var/run/postgresql' },
  user: { env: 'BACKUP_PGUSER', default: 'postgres' },
  'other-nodes': { env: 'BACKUP_OTHER_NODES', default: '' },
  'log-path': { env: 'BACKUP_LOG_PATH', default: '/var/log/pgbackrest' },
  'lock-path': { env: 'BACKUP_LOCK_PATH', default: '/tmp/pgbackrest' },
} as const;

type Setting = keyof typeof SETTINGS;

/** The stanza flags for parseArgs, beside a script's own. */
export const stanzaFlags = Object.fromEntries(
  Object.keys(SETTINGS).map((name) => [name, { type: 'string' }]),
) as Record<Setting, { type: 'string' }>;

/** The flags' and variables' help text. */
export const stanzaHelp = Object.entries(SETTINGS)
  .map(([flag, { env, default: value }]) => `  --${flag.padEnd(15)} ${env.padEnd(22)} ${value}`)
  .join('\n');

/** The stanza from parsed flags, falling back to the environment and the defaults. */
export function stanzaFrom(flags: Partial<Record<string, unknown>>): Stanza {
  const read = (name: Setting) => {
    const flag = flags[name];
    return typeof flag === 'string'
      ? flag
      : (process.env[SETTINGS[name].env] ?? SETTINGS[name].default);
  };
  const number = (name: Setting) => {
    const value = Number(read(name));
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`--${name} (${SETTINGS[name].env}) must be a positive whole number`);
    }
    return value;
  };
  return {
    name: read('stanza'),
    configFile: read('config'),
    repoPath: read('repo'),
    retentionFull: number('retention-full'),
    pgDataDir: read('pgdata'),
    pgPort: number('port'),
    pgSocketDir: read('socket'),
    pgUser: read('user'),
    otherNodes: otherNodes(read('other-nodes')),
    logPath: read('log-path'),
    lockPath: read('lock-path'),
  };
}

/** `/srv/pg/node2:5433,/srv/pg/node3:5434`: the other members' data directories and ports. */
function otherNodes(list: string): { dataDir: string; port: number }[] {
  return list
    .split(',')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const match = /^(.+):(\d+)$/.exec(entry.trim());
      if (!match?.[1] || !match[2]) {
        throw new Error(`--other-nodes (BACKUP_OTHER_NODES): "${entry}" is not <data dir>:<port>`);
      }
      return { dataDir: match[1], port: Number(match[2]) };
    });
}
