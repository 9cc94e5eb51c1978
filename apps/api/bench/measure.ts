// What every row of `npm run bench:api` is measured with (bench/run.ts): autocannon at
// BENCH_CONNECTIONS for BENCH_DURATION seconds, and the request generators the rows share.
import autocannon from 'autocannon';
import type { Summary } from './steady.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

export type Options = Parameters<typeof autocannon>[0];
export interface Row {
  label: string;
  result: Summary;
  aim?: { ratio: number; p99: number };
}

/** A different course on every request, cycling through all of them. */
export function everyCourse(ids: string[]): Options['requests'] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/courses/${ids[next++ % ids.length]}` }),
    },
  ];
}

/** A different path on every request, as a crowd of visitors would send. */
export function varied(path: () => string): Options['requests'] {
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }];
}

export async function measure(label: string, options: Options, aim?: Row['aim']): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  if (result.errors || result.timeouts)
    console.warn(`${label}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return { label, result, ...(aim ? { aim } : {}) };
}
