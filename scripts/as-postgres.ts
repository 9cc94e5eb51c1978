/**
 * Running PostgreSQL's programs and pgBackRest as the `postgres` system user. PostgreSQL refuses
 * to run as root, and pgBackRest must own the files it writes as the server does, so a script
 * started as root switches to `postgres` for them; one already started as `postgres` (or another
 * unprivileged user) runs them as itself.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where PostgreSQL's programs live: PG_BIN, else Debian's PostgreSQL 15. */
export function pgBin(program: string): string {
  return path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', program);
}

/** The uid and gid of `postgres` from /etc/passwd when we are root; nothing otherwise. */
export function postgresIds(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error('there is no postgres user (install Debian postgresql first)');
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a program as `postgres` and returns its output; throws with the output when it fails. */
export function runAsPostgres(
  command: string,
  args: string[],
  options: Pick<SpawnSyncOptions, 'cwd' | 'timeout'> = {},
): string {
  const result = spawnSync(command, args, {
    ...postgresIds(),
    // The caller's folder may be closed to postgres (root's home); `/` never is.
    cwd: options.cwd ?? '/',
    timeout: options.timeout,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' },
  });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed (${result.status ?? result.signal}):\n` +
        `${result.stdout}${result.stderr}`.trim(),
    );
  }
  return result.stdout;
}

/** Gives `folders` (and everything in them) to `postgres`, when we are root. */
export function chownToPostgres(...folders: string[]): void {
  if (process.getuid?.() !== 0) return;
  const result = spawnSync('chown', ['-R', 'postgres:postgres', ...folders], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`chown failed: ${result.stderr}`);
}
