import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../src/util/defined.ts';
import { newUser, type TestResponse } from './support/harness.ts';
import type { HttpSend } from './support/process.ts';
import { replicaPairs, type ReplicaPair } from './support/replica-pair.ts';
import type { TestUser } from './support/types.ts';
import { finishCourse, oneLessonCourse } from './support/one-lesson-course.ts';

/**
 * Two API replicas on one database (support/replica-pair.ts): a write acknowledged by one is read
 * through the other within 100 ms, and the write limit is one limit for both.
 * read-your-write.test.ts asks more: the other replica's very first read.
 */

/** The per-route write limit of the pairs: above what the coherence steps need, per route. */
const WRITE_LIMIT = 10;
/** How long a read through the other replica may still show the old data. */
const WITHIN_MS = 100;

const pairs = replicaPairs('replicas.test.ts', WRITE_LIMIT);

interface Course {
  _id: string;
  title: string;
  enrollments: number;
}

const courseInput = {
  title: 'Replicated',
  description: 'Written through one replica, read through the other.',
  imageUrl: 'https://example.com/replica.png',
  duration: '2 weeks',
  category: 'cloud computing',
};

const jobInput = {
  title: 'Replica Engineer',
  company: 'EduGate',
  location: 'Remote',
  salary: '$1',
  type: 'Full-time',
  description: 'Keeps caches coherent.',
  requirements: ['Patience'],
  benefits: ['Coffee'],
};

describe.each(pairs)('two replicas on %s', (name, create) => {
  let pair: ReplicaPair;
  let owner: TestUser;

  /** For each read-after-write: which read first showed the write, and when that read started. */
  const seen: { attempt: number; ms: number }[] = [];

  beforeAll(async () => {
    pair = await create();
    owner = await newUser('replica-owner');
  }, 120_000);
  afterAll(async () => {
    if (seen.length > 0) {
      const late = seen.filter((entry) => entry.attempt > 1);
      console.info(
        `${pair.label}: ${seen.length} reads after a write through the other replica, ${late.length} needed more than one (the last fresh read started ${Math.max(...seen.map((entry) => entry.ms))} ms after its write at most)`,
      );
    }
    await pair?.close();
  });

  /**
   * Reads through `send` until `check` holds; fails if a read that started more than WITHIN_MS
   * after the write was acknowledged still shows the old data. Timed by when each read starts, so
   * a slow answer on a loaded machine is not mistaken for a stale one.
   */
  async function seenWithin<T>(
    send: HttpSend,
    url: string,
    check: (response: TestResponse<T>) => boolean,
  ): Promise<void> {
    const acknowledged = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const started = Date.now() - acknowledged;
      const response = await send<T>('GET', url);
      if (check(response)) {
        seen.push({ attempt, ms: started });
        return;
      }
      if (started > WITHIN_MS) {
        throw new Error(
          `${pair.label}: GET ${url} still stale when read ${started} ms after the write: ${response.status} ${response.text.slice(0, 300)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Reads every URL through both replicas twice, so each holds it in its read cache. */
  async function warm(urls: string[]): Promise<void> {
    for (const url of urls) {
      for (const send of [pair.a, pair.b, pair.a, pair.b]) await send('GET', url);
    }
  }

  const enrollmentsOf = (id: string) => (response: TestResponse<Course[]>) =>
    response.body.find((course) => course._id === id)?.enrollments;

  it('course create, update, enrol, unenrol and delete: read through the other replica within 100 ms', async () => {
    const list = '/courses?limit=50';
    const mostEnrolled = '/courses?limit=50&sort=enrollments_desc';
    await warm([list, mostEnrolled]);

    // Create: both new courses appear in B's lists.
    const created: string[] = [];
    for (const title of ['Replicated one', 'Replicated two']) {
      const response = await pair.a<Course>('POST', '/courses', {
        token: owner.token,
        body: { ...courseInput, title },
      });
      expect(response.status).toBe(201);
      created.push(response.body._id);
    }
    const [first, second] = created.map((id) => defined(id, 'course id'));
    const ids = [first, second] as [string, string];
    await seenWithin<Course[]>(pair.b, list, (r) => ids.every((id) => enrollmentsOf(id)(r) === 0));
    // Equal counts: the most-enrolled list falls back to id order, so `later` is listed second.
    const later = ids.slice().sort()[1] as string;

    const detail = `/courses/${later}`;
    const seats = `/enrollments/seats/${later}`;
    await warm([detail, seats, list, mostEnrolled]);
    expect((await pair.b<Course[]>('GET', mostEnrolled)).body[0]?._id).not.toBe(later);

    // Enrol (a SELECT of a function that writes) through A.
    const learner = await newUser('replica-learner');
    const enrolled = await pair.a('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: later },
    });
    expect(enrolled.status).toBe(201);
    // A reads its own write at once, without polling.
    expect((await pair.a<Course>('GET', detail)).body.enrollments).toBe(1);
    await seenWithin<Course>(pair.b, detail, (r) => r.body.enrollments === 1);
    await seenWithin<{ availableSeats: number }>(
      pair.b,
      seats,
      (r) => r.body.availableSeats === 29,
    );
    await seenWithin<Course[]>(pair.b, list, (r) => enrollmentsOf(later)(r) === 1);
    await seenWithin<Course[]>(pair.b, mostEnrolled, (r) => r.body[0]?._id === later);

    // Unenrol through A.
    await warm([detail, seats, list, mostEnrolled]);
    const unenrolled = await pair.a('DELETE', '/enrollments', {
      token: learner.token,
      body: { courseId: later, userEmail: learner.email },
    });
    expect(unenrolled.status).toBe(200);
    expect((await pair.a<{ availableSeats: number }>('GET', seats)).body.availableSeats).toBe(30);
    await seenWithin<Course>(pair.b, detail, (r) => r.body.enrollments === 0);
    await seenWithin<{ availableSeats: number }>(
      pair.b,
      seats,
      (r) => r.body.availableSeats === 30,
    );
    await seenWithin<Course[]>(pair.b, list, (r) => enrollmentsOf(later)(r) === 0);
    await seenWithin<Course[]>(pair.b, mostEnrolled, (r) => r.body[0]?._id !== later);

    // Update through A.
    await warm([detail, list]);
    const updated = await pair.a('PUT', detail, {
      token: owner.token,
      body: { ...courseInput, title: 'Renamed on A' },
    });
    expect(updated.status).toBe(200);
    expect((await pair.a<Course>('GET', detail)).body.title).toBe('Renamed on A');
    await seenWithin<Course>(pair.b, detail, (r) => r.body.title === 'Renamed on A');
    await seenWithin<Course[]>(pair.b, list, (r) =>
      r.body.some((course) => course._id === later && course.title === 'Renamed on A'),
    );

    // Delete through A.
    await warm([detail, seats, list]);
    const deleted = await pair.a('DELETE', detail, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await pair.a('GET', detail)).status).toBe(404);
    await seenWithin(pair.b, detail, (r) => r.status === 404);
    await seenWithin(pair.b, seats, (r) => r.status === 404);
    await seenWithin<Course[]>(pair.b, list, (r) => r.body.every((course) => course._id !== later));
  });

  it('the other direction too: an enrolment through B is read through A within 100 ms', async () => {
    const created = await pair.b<Course>('POST', '/courses', {
      token: owner.token,
      body: courseInput,
    });
    const detail = `/courses/${created.body._id}`;
    const seats = `/enrollments/seats/${created.body._id}`;
    await warm([detail, seats]);
    const learner = await newUser('replica-learner-b');
    const enrolled = await pair.b('POST', '/enrollments', {
      token: learner.token,
      body: { courseId: created.body._id },
    });
    expect(enrolled.status).toBe(201);
    await seenWithin<Course>(pair.a, detail, (r) => r.body.enrollments === 1);
    await seenWithin<{ availableSeats: number }>(
      pair.a,
      seats,
      (r) => r.body.availableSeats === 29,
    );
  });

  it('a job posted through A is listed by B within 100 ms; applying twice across them is a 409', async () => {
    await warm(['/jobs']);
    const posted = await pair.a<{ _id: string }>('POST', '/jobs', {
      token: owner.token,
      body: jobInput,
    });
    expect(posted.status).toBe(201);
    const id = posted.body._id;
    await seenWithin<{ _id: string }[]>(pair.b, '/jobs', (r) =>
      r.body.some((job) => job._id === id),
    );

    const applicant = await newUser('replica-applicant');
    const application = { resumeUrl: 'https://example.com/cv.pdf' };
    const applied = await pair.a('POST', `/jobs/${id}/apply`, {
      token: applicant.token,
      body: application,
    });
    expect(applied.status).toBe(201);
    const again = await pair.b<{ error: string }>('POST', `/jobs/${id}/apply`, {
      token: applicant.token,
      body: application,
    });
    expect(again.status).toBe(409);
  });

  it("jobs for you: a certificate, a job's edit and a revocation through A are ranked by B within 100 ms", async () => {
    const run = Date.now().toString(36);
    const held = `Replica held ${run}`;
    const other = `Replica other ${run}`;
    const later = `Replica later ${run}`;
    const learner = await newUser('replica-matcher');
    const post = async (title: string, skills: string[]) => {
      const response = await pair.a<{ _id: string }>('POST', '/jobs', {
        token: owner.token,
        body: { ...jobInput, title, skills },
      });
      expect(response.status).toBe(201);
      return response.body._id;
    };
    const half = await post('Half Held', [held, other]);
    // Posted last, so first while the learner holds nothing.
    const newest = await post('Newest', [later]);
    type Ranked = { _id: string; skillsHeld?: string[] }[];
    const ranked = '/jobs?sort=match&limit=2';
    const readRanked = (send: HttpSend) => send<Ranked>('GET', ranked, { token: learner.token });
    const warmRanked = async () => {
      for (const send of [pair.a, pair.b, pair.a, pair.b]) await readRanked(send);
    };
    const rankedWithin = (check: (jobs: Ranked) => boolean) =>
      seenWithin<Ranked>(
        (method, url) => pair.b(method, url, { token: learner.token }),
        ranked,
        (r) => r.status === 200 && check(r.body),
      );
    await warmRanked();
    expect((await readRanked(pair.b)).body[0]?._id).toBe(newest);

    // A certificate earned through A: its completion clears no cache, yet B ranks by it.
    const taught = await oneLessonCourse({ request: pair.a }, owner, {
      title: 'Replica Skills',
      skills: [held],
    });
    const certificate = await finishCourse({ request: pair.a }, learner, taught);
    await rankedWithin((jobs) => jobs[0]?._id === half && jobs[0].skillsHeld?.[0] === held);

    // The newest job edited through A to require the skill held: now a full match, first on B.
    await warmRanked();
    const edited = await pair.a('PUT', `/jobs/${newest}`, {
      token: owner.token,
      body: { ...jobInput, title: 'Newest', skills: [held] },
    });
    expect(edited.status).toBe(200);
    await rankedWithin((jobs) => jobs[0]?._id === newest && jobs[1]?._id === half);

    // Applied through A with the certificate: B's My Applications lists it.
    type Sent = {
      jobId: string;
      certificates: { _id: string; courseTitle: string; revoked: boolean }[];
    }[];
    const applied = await pair.a('POST', `/jobs/${half}/apply`, {
      token: learner.token,
      body: { resumeUrl: 'https://example.com/cv.pdf', certificateIds: [certificate._id] },
    });
    expect(applied.status).toBe(201);
    const sentThroughB = async () => {
      const response = await pair.b<Sent>('GET', '/applications/mine', { token: learner.token });
      expect(response.status).toBe(200);
      return response.body.find((application) => application.jobId === half)?.certificates;
    };
    expect(await sentThroughB()).toEqual([
      { _id: certificate._id, courseTitle: 'Replica Skills', revoked: false },
    ]);

    // Revoked through A: B's ranking and job page hold nothing for the learner, and B's My
    // Applications marks the attached certificate revoked.
    await warmRanked();
    const revoked = await pair.a('POST', `/certificates/${certificate._id}/revoke`, {
      token: learner.token,
    });
    expect(revoked.status).toBe(200);
    await rankedWithin((jobs) => jobs.every((job) => job.skillsHeld?.length === 0));
    const page = await pair.b<{ skillsHeld?: string[] }>('GET', `/jobs/${half}`, {
      token: learner.token,
    });
    expect(page.body.skillsHeld).toEqual([]);
    expect(await sentThroughB()).toEqual([
      { _id: certificate._id, courseTitle: 'Replica Skills', revoked: true },
    ]);
  });

  it.runIf(name === 'postgres')(
    'the write limit is one limit for both processes, even for requests sent at once',
    async () => {
      const user = await newUser('replica-limited');
      const send = (index: number) =>
        (index % 2 === 0 ? pair.a : pair.b)('POST', '/jwt', {
          token: user.token,
          body: { email: user.email },
        });
      const statuses = (await Promise.all(Array.from({ length: 16 }, (_, i) => send(i)))).map(
        (response) => response.status,
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(WRITE_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(16 - WRITE_LIMIT);
      // Later ones, through either process, are refused as well.
      expect((await send(0)).status).toBe(429);
      expect((await send(1)).status).toBe(429);
    },
  );

  it.runIf(name === 'postgres')(
    'ended windows restart and are swept away (the table does not grow)',
    async () => {
      const counters = defined(pair.database.db.sharedCounters, 'shared counters on PostgreSQL');
      const keys = async () =>
        (
          await pair.database.db.read<{ key: string }>(
            "SELECT key FROM rate_limit_hits WHERE key LIKE 'sweep-%' ORDER BY key",
          )
        ).map((row) => row.key);
      // Hits within a window count up: a minute long, so both land in it however busy the machine.
      expect(await counters.hit('sweep-count', 60_000)).toMatchObject({ count: 1 });
      const second = await counters.hit('sweep-count', 60_000);
      expect(second.count).toBe(2);
      expect(second.ttl).toBeGreaterThan(0);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      // Windows of 50 ms, certainly over 80 ms later.
      await counters.hit('sweep-probe', 50);
      await counters.hit('sweep-other', 50);
      expect(await keys()).toEqual(['sweep-count', 'sweep-other', 'sweep-probe']);
      await new Promise((resolve) => setTimeout(resolve, 80));
      // The probe's next hit starts a new window (a minute, so it is still open at the sweep).
      expect((await counters.hit('sweep-probe', 60_000)).count).toBe(1);
      await counters.sweep();
      // The ended window is gone (this sweep's, or one a replica's timer ran meanwhile).
      expect(await keys()).toEqual(['sweep-count', 'sweep-probe']);
    },
  );
});
