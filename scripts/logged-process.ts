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
