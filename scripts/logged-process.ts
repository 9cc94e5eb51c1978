import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Starts a service of the cluster (scripts/cluster.ts, scripts/postgres-ha.ts) in a process group
 * of its own, so stopping it also stops what it started, with each line it writes passed to
 * `log` under its name.
 */
export function spawnLogged(
  name: string,
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'cwd' | 'env' | 'uid' | 'gid'>,
  log: (service: string, line: string) => void,
): ChildProcess {
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(name, line);
    });
  }
  return child;
}

/**
 * Sends `signal` to a service started by spawnLogged (to its whole group with `group`, to the
 * process alone without: Patroni must stop its own PostgreSQL) and resolves once it has exited;
 * a service still running 15 s later is killed with its group, so a stop never hangs.
 */
export function stopLogged(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  group = true,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(group ? -(child.pid ?? 0) : (child.pid ?? 0), signal);
    } catch {
      return resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 15_000).unref();
  });
}
