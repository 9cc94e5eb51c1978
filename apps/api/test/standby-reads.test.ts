import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestResponse } from './support/harness.ts';
import { overHttp, startProcess, stopAll, type HttpSend, type Running } from './support/process.ts';
import { startStandbyCluster, type StandbyCluster } from './support/standby-cluster.ts';
import type { Course, TestUser } from './support/types.ts';

/**
 * Public catalogue reads on a hot standby (DATABASE_READ_URL, docs/adr/0028), on two API
 * processes: A writes, B reads. The standby applies every commit 2 s after the primary made it,
 * so a read it answers right after a write is known to miss that write. A read without a data
 * position may be the standby's, however old; a read carrying the position a write answered
 * with shows that write, whichever process serves it (on the standby once it has replayed that
 * far, else on the primary); with the standby down, the primary answers.
 *
 * Needs PostgreSQL 15's programs (in CI and on this machine); without them it fails, never skips.
 */

const APPLY_DELAY_MS = 2_000;

const courseInput = {
  title: 'Read on the standby',
  description: 'Written through one process, read through the other.',
  imageUrl: 'https://example.com/standby.png',
  duration: '2 weeks',
  category: 'cloud computing',
};

describe('public catalogue reads on a hot standby, two API processes', () => {
  let cluster: StandbyCluster;
  let processes: Running[] = [];
  let a: HttpSend;
  let b: HttpSend;
  let author: TestUser;

  beforeAll(async () => {
    cluster = await startStandbyCluster({ applyDelay: `${APPLY_DELAY_MS}ms` });
    const env = {
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_READ_URL: cluster.standbyUrl,
      SEED: '0',
    };
    processes = await Promise.all([startProcess(env), startProcess(env)]);
    [a, b] = processes.map((running) => overHttp(running.origin)) as [HttpSend, HttpSend];
    // The migrations the processes ran, on the standby too: from here on it misses only what
    // the test writes.
    await cluster.caughtUp(30_000);
    author = await newUser('standby-author');
  }, 120_000);

  afterAll(async () => {
    await stopAll(processes);
    await cluster?.close();
  });

  it("a read without a position is the standby's (stale); with the writer's position, B shows A's write", async () => {
    const created = await a<Course>('POST', '/courses', { token: author.token, body: courseInput });
    expect(created.status, created.text).toBe(201);
    const id = created.body._id;
    const position = String(created.headers['x-data-position']);
    expect(position, 'the write answers with its data position').toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    const writtenAt = Date.now();

    // Signed out, no position: the standby answers, 2 s behind.
    const anonymous = await b('GET', `/courses/${id}`);
    const anonymousList = await b<Course[]>('GET', '/courses?limit=100');
    const anonymousMs = Date.now() - writtenAt;
    expect(
      anonymousMs,
      'the stale reads came before the standby could apply the write',
    ).toBeLessThan(APPLY_DELAY_MS);
    expect(anonymous.status, 'the standby has not applied the course yet').toBe(404);
    expect(String(anonymousList.headers.vary)).toContain('X-Data-Position');
    expect(anonymousList.status).toBe(200);
    expect(anonymousList.body.map((course) => course._id)).not.toContain(id);

    // The writer's own reads through the other process, carrying the position: the write shows.
    const headers = { 'x-data-position': position };
    const own = await b<Course>('GET', `/courses/${id}`, { headers });
    expect(own.status, own.text).toBe(200);
    expect(own.body.title).toBe(courseInput.title);
    const ownList = await b<Course[]>('GET', '/courses?limit=100', { headers });
    expect(ownList.body.map((course) => course._id)).toContain(id);

    // The standby catches up by itself. B's reads above, the primary's, are in its cache now
    // (never older than the primary); a page it has not cached is the standby's until then.
    const deadline = writtenAt + 30_000;
    let caughtUpMs = 0;
    for (;;) {
      const later = await b<Course[]>('GET', '/courses?limit=99');
      if (later.body.some((course) => course._id === id)) {
        caughtUpMs = Date.now() - writtenAt;
        break;
      }
      expect(Date.now(), 'the standby showed the course within 30 s').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(caughtUpMs, 'shown once the standby applied it').toBeGreaterThanOrEqual(
      APPLY_DELAY_MS - 500,
    );
    console.log(
      `standby reads: stale answers ${anonymousMs} ms after the write; the position-less read showed it after ${caughtUpMs} ms (apply delay ${APPLY_DELAY_MS} ms)`,
    );
  });

  it('a position the standby has reached is read on the standby, which may miss later writes', async () => {
    const first = await a<Course>('POST', '/courses', { token: author.token, body: courseInput });
    expect(first.status, first.text).toBe(201);
    const firstPosition = String(first.headers['x-data-position']);
    await cluster.caughtUp(30_000);
    const second = await a<Course>('POST', '/courses', { token: author.token, body: courseInput });
    expect(second.status, second.text).toBe(201);
    const secondPosition = String(second.headers['x-data-position']);
    expect(secondPosition).not.toBe(firstPosition);

    // Pages B has not cached (their own limits), so each is read on a database.
    const ids = (page: TestResponse<Course[]>) => page.body.map((course) => course._id);
    const reached = await b<Course[]>('GET', '/courses?limit=97', {
      headers: { 'x-data-position': firstPosition },
    });
    expect(ids(reached), 'the first write, which the standby holds').toContain(first.body._id);
    expect(ids(reached), 'the second, not applied there yet: the standby answered').not.toContain(
      second.body._id,
    );
    const beyond = await b<Course[]>('GET', '/courses?limit=96', {
      headers: { 'x-data-position': secondPosition },
    });
    expect(ids(beyond), 'beyond the standby: the primary answered').toContain(second.body._id);
  });

  it("with the standby down, reads are the primary's, current", async () => {
    await cluster.stopStandby();
    const renamed = { ...courseInput, title: 'Renamed with the standby down' };
    const created = await a<Course>('POST', '/courses', { token: author.token, body: courseInput });
    expect(created.status, created.text).toBe(201);
    const id = created.body._id;
    const updated = await a<Course>('PUT', `/courses/${id}`, {
      token: author.token,
      body: renamed,
    });
    expect(updated.status, updated.text).toBe(200);
    const started = Date.now();
    const anonymous = await b<Course>('GET', `/courses/${id}`);
    const list = await b<Course[]>('GET', '/courses?limit=100');
    console.log(`standby down: two reads through B in ${Date.now() - started} ms`);
    expect(anonymous.status, anonymous.text).toBe(200);
    expect(anonymous.body.title).toBe(renamed.title);
    expect(list.body.find((course) => course._id === id)?.title).toBe(renamed.title);
  });
});
