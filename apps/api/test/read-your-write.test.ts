import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, newUser, type TestResponse } from './support/harness.ts';
import type { HttpSend } from './support/process.ts';
import { replicaPairs, type ReplicaPair } from './support/replica-pair.ts';
import type { TestUser } from './support/types.ts';

/**
 * Read your write through any replica: a write acknowledged by replica A is in replica
 * B's very first read afterwards, however soon it comes; no polling, no grace period. Each round
 * writes through A and at once reads through B, whose cache holds the old answer (B read it after
 * the previous write). Any stale first read fails the test, with every stale read of the run listed.
 */

const ROUNDS = 50;

const pairs = replicaPairs('read-your-write.test.ts', 0);

const jobInput = {
  title: 'Round',
  company: 'EduGate',
  location: 'Remote',
  salary: '$1',
  type: 'Full-time',
  description: 'Read through the other replica.',
  requirements: ['Patience'],
  benefits: ['Coffee'],
};

const courseInput = {
  title: 'Round',
  description: 'Written through one replica, read through the other at once.',
  imageUrl: 'https://example.com/round.png',
  duration: '2 weeks',
  category: 'cloud computing',
};

interface Job {
  _id: string;
  title: string;
  status: string;
}
interface PostedJob extends Job {
  applicants: number;
}
interface MyApplication {
  jobId: string;
  jobTitle: string;
  jobStatus: string;
}
interface Course {
  _id: string;
  title: string;
  enrollments: number;
}

describe.each(pairs)('read your write through the other replica on %s', (name, create) => {
  let pair: ReplicaPair;
  let poster: TestUser;
  let applicant: TestUser;
  /** Every first read through B that did not show the write just acknowledged by A. */
  const stale: string[] = [];

  beforeAll(async () => {
    pair = await create();
    poster = await newUser('ryw-poster');
    applicant = await newUser('ryw-applicant');
  }, 120_000);
  afterAll(() => pair?.close());

  /** Writes through A (which must answer `status`), then reads each of `reads` once through B. */
  async function step(
    label: string,
    write: (a: HttpSend) => Promise<TestResponse<unknown>>,
    status: number,
    reads: [url: string, token: string | undefined, fresh: (body: never) => boolean][],
  ): Promise<void> {
    const written = await write(pair.a);
    expect(written.status, `${label}: ${written.text}`).toBe(status);
    for (const [url, token, fresh] of reads) {
      const response = await pair.b('GET', url, { token });
      expect(response.status, `${label}: GET ${url}`).toBe(200);
      if (!fresh(response.body as never)) stale.push(`${label}: GET ${url}`);
    }
  }

  const failOnStale = () => {
    expect(stale, `${pair.label}: ${stale.length} stale first reads`).toEqual([]);
  };

  it(`a job posted, applied to, edited, closed, reopened and deleted through A: B's first read shows it (${ROUNDS} rounds)`, async () => {
    const owner = poster.token;
    const learner = applicant.token;
    // B's caches hold the board (and would hold any other cached read) before the first write.
    for (const send of [pair.a, pair.b, pair.b]) await send('GET', '/jobs');

    for (let round = 1; round <= ROUNDS; round += 1) {
      const title = `Round ${round}`;
      let id = '';
      const onBoard = (jobs: Job[]) => jobs.find((job) => job._id === id);
      const mine = (jobs: PostedJob[]) => jobs.find((job) => job._id === id);
      const applied = (list: MyApplication[]) => list.find((entry) => entry.jobId === id);

      await step(
        `round ${round}, post`,
        async (a) => {
          const posted = await a<Job>('POST', '/jobs', {
            token: owner,
            body: { ...jobInput, title },
          });
          id = posted.body._id;
          return posted;
        },
        201,
        [
          ['/jobs', undefined, (jobs: Job[]) => onBoard(jobs)?.title === title],
          ['/jobs/mine', owner, (jobs: PostedJob[]) => mine(jobs)?.status === 'open'],
        ],
      );

      await step(
        `round ${round}, apply`,
        (a) =>
          a('POST', `/jobs/${id}/apply`, {
            token: learner,
            body: { resumeUrl: 'https://example.com/cv.pdf' },
          }),
        201,
        [
          ['/applications/mine', learner, (list: MyApplication[]) => !!applied(list)],
          [`/jobs/${id}/applications`, owner, (list: unknown[]) => list.length === 1],
          ['/jobs/mine', owner, (jobs: PostedJob[]) => mine(jobs)?.applicants === 1],
        ],
      );

      const edited = `${title}, edited`;
      await step(
        `round ${round}, edit`,
        (a) => a('PUT', `/jobs/${id}`, { token: owner, body: { ...jobInput, title: edited } }),
        200,
        [
          ['/jobs', undefined, (jobs: Job[]) => onBoard(jobs)?.title === edited],
          ['/jobs/mine', owner, (jobs: PostedJob[]) => mine(jobs)?.title === edited],
          [
            '/applications/mine',
            learner,
            (list: MyApplication[]) => applied(list)?.jobTitle === edited,
          ],
        ],
      );

      await step(
        `round ${round}, close`,
        (a) => a('PATCH', `/jobs/${id}`, { token: owner, body: { status: 'closed' } }),
        200,
        [
          ['/jobs', undefined, (jobs: Job[]) => !onBoard(jobs)],
          ['/jobs/mine', owner, (jobs: PostedJob[]) => mine(jobs)?.status === 'closed'],
          [
            '/applications/mine',
            learner,
            (list: MyApplication[]) => applied(list)?.jobStatus === 'closed',
          ],
        ],
      );

      await step(
        `round ${round}, reopen`,
        (a) => a('PATCH', `/jobs/${id}`, { token: owner, body: { status: 'open' } }),
        200,
        [['/jobs', undefined, (jobs: Job[]) => onBoard(jobs)?.title === edited]],
      );

      await step(
        `round ${round}, delete`,
        (a) => a('DELETE', `/jobs/${id}`, { token: owner }),
        204,
        [
          ['/jobs', undefined, (jobs: Job[]) => !onBoard(jobs)],
          ['/jobs/mine', owner, (jobs: PostedJob[]) => !mine(jobs)],
          ['/applications/mine', learner, (list: MyApplication[]) => !applied(list)],
        ],
      );
    }
    failOnStale();
  });

  it(`a course edited, enrolled in, left and deleted through A: B's first read shows it (${ROUNDS} rounds)`, async () => {
    stale.length = 0;
    const owner = poster.token;
    const learner = applicant.token;
    const list = '/courses?limit=50';
    for (const send of [pair.a, pair.b, pair.b]) await send('GET', list);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const title = `Round ${round}`;
      let id = '';
      const listed = (courses: Course[]) => courses.find((course) => course._id === id);
      await step(
        `round ${round}, create`,
        async (a) => {
          const created = await a<Course>('POST', '/courses', {
            token: owner,
            body: { ...courseInput, title },
          });
          id = created.body._id;
          return created;
        },
        201,
        [[list, undefined, (courses: Course[]) => listed(courses)?.title === title]],
      );
      const detail = `/courses/${id}`;
      const seats = `/enrollments/seats/${id}`;
      // Into B's cache before the next write.
      await pair.b('GET', detail);
      await pair.b('GET', seats);

      const edited = `${title}, edited`;
      await step(
        `round ${round}, edit`,
        (a) => a('PUT', detail, { token: owner, body: { ...courseInput, title: edited } }),
        200,
        [
          [detail, undefined, (course: Course) => course.title === edited],
          [list, undefined, (courses: Course[]) => listed(courses)?.title === edited],
        ],
      );

      await step(
        `round ${round}, enrol`,
        (a) => a('POST', '/enrollments', { token: learner, body: { courseId: id } }),
        201,
        [
          [detail, undefined, (course: Course) => course.enrollments === 1],
          [seats, undefined, (body: { availableSeats: number }) => body.availableSeats === 29],
        ],
      );

      await step(
        `round ${round}, unenrol`,
        (a) =>
          a('DELETE', '/enrollments', {
            token: learner,
            body: { courseId: id, userEmail: applicant.email },
          }),
        200,
        [
          [detail, undefined, (course: Course) => course.enrollments === 0],
          [seats, undefined, (body: { availableSeats: number }) => body.availableSeats === 30],
        ],
      );

      const deleted = await pair.a('DELETE', detail, { token: owner });
      expect(deleted.status).toBe(204);
      const gone = await pair.b('GET', detail);
      if (gone.status !== 404) stale.push(`round ${round}, delete: GET ${detail} ${gone.status}`);
      const after = await pair.b<Course[]>('GET', list);
      if (listed(after.body)) stale.push(`round ${round}, delete: GET ${list}`);
    }
    failOnStale();
  });
  it.runIf(name === 'postgres')(
    'B still answers from its cache between writes (the check costs no cached read)',
    async () => {
      const posted = await pair.a<Job>('POST', '/jobs', {
        token: poster.token,
        body: { ...jobInput, title: 'Cached' },
      });
      expect(posted.status).toBe(201);
      const title = async () =>
        (await pair.b<Job[]>('GET', '/jobs')).body.find((job) => job._id === posted.body._id)
          ?.title;
      expect(await title()).toBe('Cached');
      // A write that neither bumps the counter nor fires a trigger (replica mode) is invisible to
      // B's cache: proof that B answers from it rather than from the database.
      const raw = new pg.Client({
        connectionString: databaseUrl,
        options: `-c search_path=${String(pair.database.config.databaseSchema)}`,
      });
      await raw.connect();
      try {
        await raw.query('SET session_replication_role = replica');
        await raw.query("UPDATE jobs SET title = 'Silent' WHERE id = $1", [posted.body._id]);
      } finally {
        await raw.end();
      }
      expect(await title()).toBe('Cached');
      expect(await title()).toBe('Cached');
      // The next write through A (here to another row) shows B the silent one too.
      await pair.a('POST', '/jobs', { token: poster.token, body: jobInput });
      expect(await title()).toBe('Silent');
    },
  );

  it(`a course added, renamed and deleted through A: B's first search finds it, or no longer does (${ROUNDS} rounds)`, async () => {
    stale.length = 0;
    const owner = poster.token;
    // B's cache holds each search's answer before the writes (ADR 18).
    const searches = (word: string) => [
      `/courses?q=${word}&sort=relevance`,
      // A prefix and a typo of the same word.
      `/courses?q=${word.slice(0, 6)}`,
      `/courses?q=${word.slice(0, 3)}${word.slice(4)}`,
    ];
    type Read = [string, undefined, (courses: Course[]) => boolean];
    const each = (urls: string[], fresh: (courses: Course[]) => boolean): Read[] =>
      urls.map((url) => [url, undefined, fresh]);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const first = `zephyrine${round}x`;
      const second = `quillonite${round}x`;
      for (const url of [...searches(first), ...searches(second)]) await pair.b('GET', url);
      let id = '';
      const found = (courses: Course[]) => courses.some((course) => course._id === id);
      await step(
        `round ${round}, add`,
        async (a) => {
          const created = await a<Course>('POST', '/courses', {
            token: owner,
            body: { ...courseInput, title: `Searchable ${first}` },
          });
          id = created.body._id;
          return created;
        },
        201,
        each(searches(first), found),
      );
      await step(
        `round ${round}, rename`,
        (a) =>
          a('PUT', `/courses/${id}`, {
            token: owner,
            body: { ...courseInput, title: `Searchable ${second}` },
          }),
        200,
        [
          ...each(searches(second), found),
          ...each([`/courses?q=${first}`], (courses) => !found(courses)),
        ],
      );
      await step(
        `round ${round}, delete`,
        (a) => a('DELETE', `/courses/${id}`, { token: owner }),
        204,
        each(searches(second), (courses) => !found(courses)),
      );
    }
    failOnStale();
  });
});
