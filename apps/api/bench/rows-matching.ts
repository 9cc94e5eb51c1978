// The jobs-for-you rows of `npm run bench:api` (bench/run.ts; ADR 29).
import { tokenFor } from '../test/support/emulator.ts';
import { MATCH_LEARNER } from './job-matching.ts';
import autocannon from 'autocannon';
import { DURATION, measure, varied, type Options } from './measure.ts';
import { pageOffset, random } from './terms.ts';

/** Seconds of the same requests before a row is measured. */
const WARM_UP = 2;

/**
 * Jobs for you (ADR 25), signed in as the learner of three certificates (bench/job-matching.ts):
 * 'Best match for you' over pages as a reader turns them, and a job's page with the skills of it
 * they hold, a different job each time. Each twice: as shipped (the learner's skills read on
 * every request, the ranking for those skills from the read cache) and with the cache off, the
 * ranking computed by the database on every request.
 */
export async function measureMatching(
  servers: { api: string; uncached: string },
  warm: string[],
  emulatorHost: string,
) {
  const token = await tokenFor(emulatorHost, MATCH_LEARNER);
  const headers = { authorization: `Bearer ${token}` };
  // The token verified once in every process, as the session's first call would (the uncached
  // server's processes take connections in turn: a few calls reach each).
  for (const origin of [...warm, ...Array<string>(4).fill(servers.uncached)])
    await fetch(`${origin}/jobs?limit=1`, { headers });
  const total = (await fetch(`${servers.api}/jobs?limit=1`)).headers.get('x-total-count');
  console.log(`${Number(total).toLocaleString('en')} open jobs`);
  const matchAim = { ratio: 0.1, p99: 50 };
  const rows = [];
  for (const [server, suffix] of [
    [servers.api, ''],
    [servers.uncached, ', cache off'],
  ] as const) {
    const pageNext = random(5);
    let job = 0;
    // Each server's own: on PGlite the uncached server has a database of its own.
    const jobIds = (
      (await (await fetch(`${server}/jobs?limit=100`)).json()) as { _id: string }[]
    ).map((listed) => listed._id);
    const ranked: Options = {
      url: server,
      headers,
      requests: varied(() => {
        const offset = pageOffset(pageNext);
        return `/jobs?sort=match&limit=20${offset ? `&offset=${offset}` : ''}`;
      }),
    };
    const jobPage: Options = {
      url: server,
      headers,
      requests: varied(() => `/jobs/${jobIds[job++ % jobIds.length]}`),
    };
    // Warmed as the catalogue's rows are (bench/run.ts): the steady state is measured, each of
    // the 50 pages already asked for once in each process; a page's first request after a write
    // costs what the 'cache off' row prints.
    for (const options of [ranked, jobPage])
      await autocannon({ ...options, connections: 10, duration: WARM_UP });
    rows.push(
      await measure(
        `GET /jobs?sort=match&limit=20, signed in (offset 0-980)${suffix}`,
        { ...ranked, duration: DURATION },
        suffix ? undefined : matchAim,
      ),
      await measure(
        `GET /jobs/{id}, signed in (${jobIds.length} jobs in turn)${suffix}`,
        { ...jobPage, duration: DURATION },
        suffix ? undefined : matchAim,
      ),
    );
  }
  return rows;
}
