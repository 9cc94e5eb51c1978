import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { buildServer } from '../src/server.ts';
import { progressData } from '../src/tables/progress.ts';
import {
  createTestDatabase,
  databaseUrl,
  newUser,
  request,
  testConfig,
} from './support/harness.ts';
import { testIssuer, type TestDatabase, type TestResponse } from './support/harness.ts';
import { brokenInvariants } from './support/invariants.ts';
import { overHttp, startOnDatabase, stopAll } from './support/process.ts';
import { defined } from '../src/util/defined.ts';
import type { TestUser } from './support/types.ts';

type Send = (
  method: string,
  url: string,
  options: { token?: string; body?: unknown },
) => Promise<TestResponse<{ error?: string }>>;

interface Cluster {
  label: string;
  database: TestDatabase;
  /** Sends to the servers in turn, so simultaneous requests land on different instances. */
  send: Send;
  close(): Promise<void>;
}

const course = {
  title: 'Tiny Course',
  description: 'Few seats, many hopefuls.',
  imageUrl: 'https://example.com/tiny.png',
  duration: '1 day',
  category: 'cloud computing',
};

/** Two instances on one PGlite (in process), answering through inject. */
async function pgliteCluster(): Promise<Cluster> {
  const database = await createTestDatabase({ forcePglite: true });
  const servers = [
    await buildServer(testConfig({ seed: false }), { db: database.db }),
    await buildServer(testConfig({ seed: false }), { db: database.db }),
  ];
  let turn = 0;
  return {
    label: 'PGlite, two in-process servers',
    database,
    send: (method, url, options) =>
      request(defined(servers[turn++ % servers.length]), method, url, options),
    async close() {
      for (const server of servers) await server.close();
      await database.close();
    },
  };
}

/** Two server processes, each with its own connection pool; requests alternate between them. */
async function postgresCluster(): Promise<Cluster> {
  const database = await createTestDatabase();
  // Two separate server processes (the real entry point) on one PostgreSQL schema.
  const processes = await startOnDatabase(2, database);
  const sends = processes.map((running) => overHttp(running.origin));
  let turn = 0;
  return {
    label: 'PostgreSQL, two server processes over HTTP',
    database,
    send: (method, url, options) => defined(sends[turn++ % sends.length])(method, url, options),
    async close() {
      await stopAll(processes);
      await database.close();
    },
  };
}

function tally(responses: TestResponse<{ error?: string }>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = response.status === 409 ? `409 ${response.body.error}` : String(response.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const clusters: [string, () => Promise<Cluster>][] = [['pglite', pgliteCluster]];
if (databaseUrl) clusters.push(['postgres', postgresCluster]);
else console.warn('DATABASE_URL is not set: the concurrency tests run on PGlite only.');

describe.each(clusters)('concurrent enrolment on %s', (_name, create) => {
  let cluster: Cluster;
  let owner: TestUser;

  async function newCourse(totalSeats: number): Promise<string> {
    const response = await cluster.send('POST', '/courses', { token: owner.token, body: course });
    const id = (response.body as unknown as { _id: string })._id;
    await cluster.database.db.write('UPDATE courses SET total_seats = $2 WHERE id = $1', [
      id,
      totalSeats,
    ]);
    return id;
  }

  beforeAll(async () => {
    cluster = await create();
    owner = await newUser('owner');
  });
  afterAll(() => cluster?.close());

  it('one user firing 12 enrolments at once (8 courses, some twice) gets exactly 3', async () => {
    const learner = await newUser('eager');
    const courses = await Promise.all(Array.from({ length: 8 }, () => newCourse(50)));
    const targets = [...courses, ...courses.slice(0, 4)];
    const responses = await Promise.all(
      targets.map((courseId) =>
        cluster.send('POST', '/enrollments', { token: learner.token, body: { courseId } }),
      ),
    );
    const counts = tally(responses);
    expect(counts['201']).toBe(3);
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(
      true,
    );
    const held = await cluster.database.db.read('SELECT 1 FROM enrollments WHERE user_email = $1', [
      learner.email,
    ]);
    expect(held).toHaveLength(3);
    expect(await brokenInvariants(cluster.database.db)).toEqual([]);
  });

  it('30 users racing for a 5-seat course: exactly 5 get in, the rest hear it is full', async () => {
    const courseId = await newCourse(5);
    const users = await Promise.all(Array.from({ length: 30 }, () => newUser('racer')));
    const responses = await Promise.all(
      users.map((user) =>
        cluster.send('POST', '/enrollments', { token: user.token, body: { courseId } }),
      ),
    );
    expect(tally(responses)).toEqual({ '201': 5, '409 No seats available for this course': 25 });
    const seats = await cluster.send('GET', `/enrollments/seats/${courseId}`, {});
    expect(seats.body).toEqual({ courseId, totalSeats: 5, availableSeats: 0, isFull: true });
    expect(await brokenInvariants(cluster.database.db)).toEqual([]);
  });

  it('enrol, unenrol and delete churning together leave every invariant intact', async () => {
    const courses = await Promise.all([newCourse(3), newCourse(3), newCourse(4)]);
    const users = await Promise.all(Array.from({ length: 12 }, () => newUser('churn')));
    const work: Promise<unknown>[] = [];
    for (const [index, user] of users.entries()) {
      for (const courseId of courses) {
        work.push(cluster.send('POST', '/enrollments', { token: user.token, body: { courseId } }));
      }
      if (index % 2 === 0) {
        work.push(
          cluster.send('DELETE', '/enrollments', {
            token: user.token,
            body: { courseId: courses[0], userEmail: user.email },
          }),
        );
      }
    }
    work.push(cluster.send('DELETE', `/courses/${courses[2]}`, { token: owner.token }));
    const responses = (await Promise.all(work)) as TestResponse[];
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(await brokenInvariants(cluster.database.db)).toEqual([]);
    const [first] = await cluster.database.db.read<{ enrollments: number }>(
      'SELECT enrollments FROM courses WHERE id = $1',
      [courses[1]],
    );
    expect(first?.enrollments).toBe(3);
  });

  it('ten learners reviewing one course at once (two servers) give the exact average and count', async () => {
    const courseId = await newCourse(20);
    const users = await Promise.all(Array.from({ length: 10 }, () => newUser('reviewer')));
    for (const user of users) {
      await cluster.send('POST', '/enrollments', { token: user.token, body: { courseId } });
    }
    const stars = [5, 4, 4, 3, 5, 2, 5, 4, 1, 5];
    const responses = await Promise.all(
      users.map((user, index) =>
        cluster.send('PUT', `/courses/${courseId}/reviews/mine`, {
          token: user.token,
          body: { rating: stars[index] },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ '201': 10 });
    const mean = Math.round((stars.reduce((a, b) => a + b, 0) * 10) / stars.length) / 10;
    const course = await cluster.send('GET', `/courses/${courseId}`, {});
    expect(course.body).toMatchObject({ rating: mean, ratingCount: 10 });
    // And replacing them all at once again (updates, not inserts).
    await Promise.all(
      users.map((user) =>
        cluster.send('PUT', `/courses/${courseId}/reviews/mine`, {
          token: user.token,
          body: { rating: 3 },
        }),
      ),
    );
    const after = await cluster.send('GET', `/courses/${courseId}`, {});
    expect(after.body).toMatchObject({ rating: 3, ratingCount: 10 });
    expect(await brokenInvariants(cluster.database.db)).toEqual([]);
  });

  it('seat changes racing enrolments never leave more learners than seats', async () => {
    const courseId = await newCourse(30);
    const users = await Promise.all(Array.from({ length: 16 }, () => newUser('seat-racer')));
    const work: Promise<TestResponse<{ error?: string }>>[] = [];
    for (const [index, user] of users.entries()) {
      work.push(cluster.send('POST', '/enrollments', { token: user.token, body: { courseId } }));
      if (index % 4 === 0) {
        work.push(
          cluster.send('PUT', `/courses/${courseId}`, {
            token: owner.token,
            body: { ...course, totalSeats: 4 + index / 4 },
          }),
        );
      }
    }
    const responses = await Promise.all(work);
    // Every answer is a success or a business refusal (full, or seats below the learners): a
    // broken race would surface as the table's CHECK failing, a 500.
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body.error).toMatch(/No seats available|Seats can't be fewer than the/);
    }
    const [row] = await cluster.database.db.read<{ enrollments: number; total_seats: number }>(
      'SELECT enrollments, total_seats FROM courses WHERE id = $1',
      [courseId],
    );
    expect(defined(row, 'course').enrollments).toBeLessThanOrEqual(
      defined(row, 'course').total_seats,
    );
    expect(await brokenInvariants(cluster.database.db)).toEqual([]);
  });
});

describe.each(clusters)('concurrent learning on %s', (_name, create) => {
  let cluster: Cluster;
  let author: TestUser;

  interface Written {
    lessonId?: string;
    outline: { sections: { _id: string; lessons: { _id: string }[] }[] };
  }

  const article = (title: string) => ({
    title,
    kind: 'article',
    minutes: 3,
    preview: false,
    body: `About ${title}.`,
  });

  /** A course of `lessons` articles in one section, with a learner enrolled in it. */
  async function courseWithLessons(lessons: number) {
    const created = await cluster.send('POST', '/courses', { token: author.token, body: course });
    const courseId = (created.body as unknown as { _id: string })._id;
    const section = await cluster.send('POST', `/courses/${courseId}/curriculum/sections`, {
      token: author.token,
      body: { title: 'Only section' },
    });
    const sectionId = defined((section.body as unknown as Written).outline.sections[0])._id;
    const lessonIds: string[] = [];
    for (let index = 0; index < lessons; index += 1) {
      const added = await cluster.send(
        'POST',
        `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
        { token: author.token, body: article(`Lesson ${index + 1}`) },
      );
      lessonIds.push(defined((added.body as unknown as Written).lessonId));
    }
    const learner = await newUser('learner');
    await cluster.send('POST', '/enrollments', { token: learner.token, body: { courseId } });
    return { courseId, sectionId, lessonIds, learner };
  }

  beforeAll(async () => {
    cluster = await create();
    author = await newUser('author');
  });
  afterAll(() => cluster?.close());

  it('one lesson completed from two servers at once (ten times over) makes one row', async () => {
    const { courseId, lessonIds, learner } = await courseWithLessons(3);
    const lesson = defined(lessonIds[0]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        cluster.send('PUT', `/courses/${courseId}/lessons/${lesson}/completion`, {
          token: learner.token,
        }),
      ),
    );
    expect(tally(responses)).toEqual({ '200': 10 });
    const rows = await cluster.database.db.read(
      'SELECT 1 FROM lesson_completions WHERE user_email = $1 AND lesson_id = $2',
      [learner.email, lesson],
    );
    expect(rows).toHaveLength(1);
  });

  it('the last two lessons completed at once issue exactly one certificate', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { courseId, lessonIds, learner } = await courseWithLessons(4);
      for (const lessonId of lessonIds.slice(0, 2)) {
        await cluster.send('PUT', `/courses/${courseId}/lessons/${lessonId}/completion`, {
          token: learner.token,
        });
      }
      const responses = await Promise.all(
        lessonIds.slice(2).map((lessonId) =>
          cluster.send('PUT', `/courses/${courseId}/lessons/${lessonId}/completion`, {
            token: learner.token,
          }),
        ),
      );
      const outcomes = responses.map(
        (response) => response.body as unknown as { courseCompleted: boolean },
      );
      expect(outcomes.filter((outcome) => outcome.courseCompleted)).toHaveLength(1);
      const certificates = await cluster.database.db.read(
        'SELECT 1 FROM certificates WHERE user_email = $1 AND course_id = $2',
        [learner.email, courseId],
      );
      expect(certificates).toHaveLength(1);
    }
  });

  it('the last two completions, both written before either counts, still issue one certificate', async () => {
    // The race, made certain: two handles on the database (two pools, as two processes have),
    // each holding its completion's count until the other has written too (or 300 ms have
    // passed). Without the learner's lock on the course, both would count three of four lessons
    // and neither would issue the certificate.
    if (cluster.database.kind !== 'postgres') return; // PGlite runs one transaction at a time.
    const { courseId, lessonIds, learner } = await courseWithLessons(4);
    for (const lessonId of lessonIds.slice(0, 2)) {
      await cluster.send('PUT', `/courses/${courseId}/lessons/${lessonId}/completion`, {
        token: learner.token,
      });
    }
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(() => release(), 300);
    const holdingCounts = (db: Database): Database => ({
      ...db,
      transaction: (work, options) =>
        db.transaction(
          (tx) =>
            work({
              ...tx,
              async query(sql, params) {
                if (sql.includes('LEFT JOIN lesson_completions')) {
                  arrived += 1;
                  if (arrived >= 2) release();
                  await bothArrived;
                }
                return tx.query(sql, params);
              },
            }),
          options,
        ),
    });
    const issuer = await testIssuer();
    const handles = [await cluster.database.openAnother(), await cluster.database.openAnother()];
    const outcomes = await Promise.all(
      lessonIds
        .slice(2)
        .map((lessonId, index) =>
          progressData(
            holdingCounts(defined(handles[index])),
            'http://localhost:4000',
            issuer,
          ).complete(courseId, lessonId, { email: learner.email, name: 'Racer' }),
        ),
    );
    clearTimeout(timer);
    expect(outcomes.filter((outcome) => outcome.courseCompleted)).toHaveLength(1);
    const certificates = await cluster.database.db.read(
      'SELECT 1 FROM certificates WHERE user_email = $1 AND course_id = $2',
      [learner.email, courseId],
    );
    expect(certificates).toHaveLength(1);
  });

  it('every lesson of a course completed at once issues exactly one certificate', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { courseId, lessonIds, learner } = await courseWithLessons(8);
      const responses = await Promise.all(
        lessonIds.map((lessonId) =>
          cluster.send('PUT', `/courses/${courseId}/lessons/${lessonId}/completion`, {
            token: learner.token,
          }),
        ),
      );
      const completed = responses.filter(
        (response) => (response.body as unknown as { courseCompleted: boolean }).courseCompleted,
      );
      expect(completed).toHaveLength(1);
      const certificates = await cluster.database.db.read(
        'SELECT 1 FROM certificates WHERE user_email = $1 AND course_id = $2',
        [learner.email, courseId],
      );
      expect(certificates).toHaveLength(1);
    }
  });

  it('a reorder racing a delete never loses or duplicates a lesson', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { courseId, sectionId, lessonIds } = await courseWithLessons(5);
      const victim = defined(lessonIds[round % lessonIds.length]);
      const reversed = [...lessonIds].reverse();
      const [reorder, removal] = await Promise.all([
        cluster.send('PUT', `/courses/${courseId}/curriculum/sections/${sectionId}/order`, {
          token: author.token,
          body: { order: reversed, previousOrder: lessonIds },
        }),
        cluster.send('DELETE', `/courses/${courseId}/lessons/${victim}`, { token: author.token }),
      ]);
      expect(removal.status).toBe(200);
      // Either the reorder came first (then the delete), or it found the order stale.
      expect([200, 409]).toContain(reorder.status);
      const stored = await cluster.database.db.read<{ id: string; position: number }>(
        'SELECT id, position FROM lessons WHERE section_id = $1 ORDER BY position',
        [sectionId],
      );
      const ids = stored.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(lessonIds.filter((id) => id !== victim).sort());
      const expected = (reorder.status === 200 ? reversed : lessonIds).filter(
        (id) => id !== victim,
      );
      expect(ids).toEqual(expected);
    }
  });
});

describe.each(clusters)('concurrent questions on %s', (_name, create) => {
  let cluster: Cluster;
  let author: TestUser;
  let courseId: string;
  let lessonId: string;

  interface Written {
    lessonId?: string;
    outline: { sections: { _id: string }[] };
  }

  /** A learner enrolled in the course, through the cluster. */
  async function enrolled(prefix: string): Promise<TestUser> {
    const learner = await newUser(prefix);
    await cluster.send('POST', '/enrollments', { token: learner.token, body: { courseId } });
    return learner;
  }

  const ask = (user: TestUser, title: string) =>
    cluster.send('POST', `/courses/${courseId}/lessons/${lessonId}/questions`, {
      token: user.token,
      body: { title, details: '' },
    });

  beforeAll(async () => {
    cluster = await create();
    author = await newUser('author');
    const created = await cluster.send('POST', '/courses', { token: author.token, body: course });
    courseId = (created.body as unknown as { _id: string })._id;
    await cluster.database.db.write('UPDATE courses SET total_seats = 100 WHERE id = $1', [
      courseId,
    ]);
    const section = await cluster.send('POST', `/courses/${courseId}/curriculum/sections`, {
      token: author.token,
      body: { title: 'Only section' },
    });
    const sectionId = defined((section.body as unknown as Written).outline.sections[0])._id;
    const lesson = await cluster.send(
      'POST',
      `/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
      {
        token: author.token,
        body: { title: 'Asked about', kind: 'article', minutes: 3, body: 'Ask below.' },
      },
    );
    lessonId = defined((lesson.body as unknown as Written).lessonId);
  });
  afterAll(() => cluster?.close());

  it("one learner's 35 questions at once through two servers: exactly 30 are taken, 5 refused", async () => {
    const learner = await enrolled('eager');
    const responses = await Promise.all(
      Array.from({ length: 35 }, (_, index) => ask(learner, `Question ${index + 1}`)),
    );
    expect(tally(responses)).toEqual({ '201': 30, '429': 5 });
    const rows = await cluster.database.db.read<{ count: number }>(
      `SELECT count(*)::int AS count FROM lesson_questions q
        WHERE q.lesson_id = $1 AND q.author_email = $2`,
      [lessonId, learner.email],
    );
    expect(rows[0]?.count).toBe(30);
  });

  it('twelve learners upvoting and answering one question at once, twice each: 12 upvotes, 24 answers', async () => {
    const asker = await enrolled('asker');
    const asked = await ask(asker, 'Counted under load?');
    const questionId = (asked.body as unknown as { _id: string })._id;
    const learners = await Promise.all(Array.from({ length: 12 }, () => enrolled('crowd')));
    const base = `/courses/${courseId}/questions/${questionId}`;
    const sent = await Promise.all(
      [...learners, ...learners].flatMap((learner) => [
        cluster.send('PUT', `${base}/upvote`, { token: learner.token }),
        cluster.send('POST', `${base}/answers`, {
          token: learner.token,
          body: { body: `An answer by ${learner.email}` },
        }),
      ]),
    );
    expect(tally(sent)).toEqual({ '200': 24, '201': 24 });
    const question = await cluster.send('GET', base, { token: asker.token });
    expect(question.body).toMatchObject({ upvotes: 12, answers: 24 });
    // Answered now: the author's count of unanswered questions leaves it out.
    const counts = await cluster.send('GET', '/courses/my-courses/unanswered-questions', {
      token: author.token,
    });
    const unanswered = await cluster.database.db.read<{ count: number }>(
      `SELECT count(*)::int AS count FROM lesson_questions q
        WHERE q.course_id = $1
          AND NOT EXISTS (SELECT 1 FROM question_answers a WHERE a.question_id = q.id)`,
      [courseId],
    );
    expect(counts.body).toEqual([
      expect.objectContaining({ courseId, unanswered: unanswered[0]?.count }),
    ]);
  });
});
