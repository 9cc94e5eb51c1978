/**
 * PostgreSQL failover under load, a step of `npm test` (scripts/test.ts):
 *   node --test e2e/topology/failover.test.ts
 *
 * `npm run cluster` (scripts/cluster.ts) with its replicated PostgreSQL: a primary and a
 * synchronous standby managed by Patroni, which the API replicas reach through HAProxy's
 * `postgres` listener. Under a load of writes through the load balancer (enrolments, lesson
 * completions that issue certificates, new courses, new jobs), the primary's postmaster is killed
 * with SIGKILL. The standby takes over; then every write acknowledged before, during and after is
 * stored exactly once, nothing that was not asked for is, the courses' seats and enrolment counts
 * agree with the enrolment rows and the certificates with the completions, writes succeed again
 * within 30 s, every failed request was a 503 with a JSON error, and both API replicas are ready
 * and listening for changes on the new primary. It prints the time to recover and the requests
 * that failed meanwhile.
 *
 * Needs Debian's haproxy, patroni, etcd-server and postgresql-15; fails saying so without them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import {
  clusterForTests,
  json,
  pause,
  postJob,
  register,
  requestLog,
  type Outcome,
  type RequestLog,
} from './cluster-load.ts';

const LEARNERS = 12;
const COURSES_FOR_LEARNERS = 6;
/** Load before the kill, and after writes are back. */
const BEFORE_KILL_MS = 3_000;
const AFTER_RECOVERY_MS = 4_000;
/** The requirement: writes succeed again within this long of losing the primary. */
const RECOVERY_LIMIT_MS = 30_000;

describe('PostgreSQL failover: the primary killed under load', () => {
  const under = clusterForTests();

  test(
    'the standby takes over; every acknowledged write is stored once; writes are back within 30 s',
    { timeout: 150_000 },
    under.watched(async () => {
      const cluster = under.cluster;
      const postgres = cluster.postgres;
      assert.ok(postgres, 'the cluster runs the replicated PostgreSQL');
      const { primary: oldPrimary, standby } = await postgres.replicating();
      const run = Date.now();

      // An author with one-lesson courses the learners enrol in and finish, a poster of jobs.
      const [authorToken, posterToken, ...learnerTokens] = await Promise.all([
        register(cluster, `author-${run}@example.com`, 'Failover Author'),
        register(cluster, `poster-${run}@example.com`, 'Failover Poster'),
        ...Array.from({ length: LEARNERS }, (_, i) =>
          register(cluster, `learner-${run}-${i}@example.com`, `Learner ${i}`),
        ),
      ]);
      assert.ok(authorToken && posterToken);
      const setup = requestLog();
      const newCourse = async (requests: RequestLog, token: string, title: string) =>
        requests.request('course', `${cluster.apiUrl}/courses`, {
          method: 'POST',
          headers: json(token),
          body: JSON.stringify({
            title,
            description: `Everything about ${title}.`,
            imageUrl: 'https://example.com/c.png',
            duration: '1 week',
            category: 'web development',
          }),
        });
      const lessonCourses: { courseId: string; lessonId: string }[] = [];
      for (let i = 0; i < COURSES_FOR_LEARNERS; i += 1) {
        const created = await newCourse(setup, authorToken, `Failover course ${run} ${i}`);
        assert.equal(created.status, 201, created.errorBody);
        const courseId = (created.body as { _id: string })._id;
        const section = await setup.request(
          'section',
          `${cluster.apiUrl}/courses/${courseId}/curriculum/sections`,
          { method: 'POST', headers: json(authorToken), body: JSON.stringify({ title: 'Only' }) },
        );
        assert.equal(section.status, 201, section.errorBody);
        const sectionId = (section.body as { outline: { sections: { _id: string }[] } }).outline
          .sections[0]?._id;
        const lesson = await setup.request(
          'lesson',
          `${cluster.apiUrl}/courses/${courseId}/curriculum/sections/${sectionId}/lessons`,
          {
            method: 'POST',
            headers: json(authorToken),
            body: JSON.stringify({
              title: 'One',
              kind: 'article',
              minutes: 5,
              preview: false,
              body: 'Text.',
            }),
          },
        );
        assert.equal(lesson.status, 201, lesson.errorBody);
        lessonCourses.push({ courseId, lessonId: (lesson.body as { lessonId: string }).lessonId });
      }

      const log = requestLog();
      const writes = new Set(['enrol', 'complete', 'course', 'job']);
      let stopAt = Number.POSITIVE_INFINITY;
      const loadOver = () => performance.now() > stopAt;

      // What each writer asked for and what was acknowledged (201/200): the truth to check.
      const asked = { courses: [] as string[], jobs: [] as string[] };
      const acked = { courses: [] as string[], jobs: [] as string[] };
      const learners = learnerTokens.map((token, i) => ({
        email: `learner-${run}-${i}@example.com`,
        token,
        // Three courses each (the most one may be enrolled in at a time).
        plan: [0, 1, 2].map((k) => lessonCourses[(i + k) % lessonCourses.length]),
        enrolAsked: [] as string[],
        enrolAcked: [] as string[],
        completedAcked: [] as string[],
      }));

      const learnerLoops = learners.map(async (learner, i) => {
        await pause((i * 1_000) / LEARNERS);
        for (const course of learner.plan) {
          if (!course) continue;
          // Spread over the load: some before the kill, some during the outage, some after.
          while (!loadOver()) {
            learner.enrolAsked.push(course.courseId);
            const enrolled = await log.request('enrol', `${cluster.apiUrl}/enrollments`, {
              method: 'POST',
              headers: json(learner.token),
              body: JSON.stringify({ courseId: course.courseId }),
            });
            // 409: an earlier attempt whose answer was lost had enrolled them.
            if (enrolled.status === 201 || enrolled.status === 409) {
              if (enrolled.status === 201) learner.enrolAcked.push(course.courseId);
              break;
            }
            await pause(300);
          }
          await pause(400);
          while (!loadOver()) {
            const done = await log.request(
              'complete',
              `${cluster.apiUrl}/courses/${course.courseId}/lessons/${course.lessonId}/completion`,
              { method: 'PUT', headers: json(learner.token) },
            );
            if (done.status === 200) {
              learner.completedAcked.push(course.courseId);
              break;
            }
            await pause(300);
          }
          await pause(1_200);
        }
      });
      const authorLoop = (async () => {
        for (let i = 0; !loadOver(); i += 1) {
          const title = `Failover new course ${run} ${i}`;
          asked.courses.push(title);
          const created = await newCourse(log, authorToken, title);
          if (created.status === 201) acked.courses.push(title);
          await pause(150);
        }
      })();
      const posterLoop = (async () => {
        for (let i = 0; !loadOver(); i += 1) {
          const title = `Failover job ${run} ${i}`;
          asked.jobs.push(title);
          const posted = await log.request(
            'job',
            `${cluster.apiUrl}/jobs`,
            postJob(posterToken, title, 'Keeps the database up.'),
          );
          if (posted.status === 201) acked.jobs.push(title);
          await pause(150);
        }
      })();
      const readerLoop = (async () => {
        while (!loadOver()) {
          await log.request('read', `${cluster.apiUrl}/courses?limit=12`);
          await pause(100);
        }
      })();
      // Each API replica's own /readyz, beside the balancer: 503 while no primary is reachable.
      const readiness: { at: number; replica: string; status: number }[] = [];
      const readinessLoop = (async () => {
        while (!loadOver()) {
          for (const replica of cluster.replicas.filter((r) => r.kind === 'api')) {
            let status = 0;
            try {
              const response = await fetch(`http://127.0.0.1:${replica.port}/readyz`, {
                signal: AbortSignal.timeout(3_000),
              });
              await response.arrayBuffer();
              status = response.status;
            } catch {
              status = 0;
            }
            readiness.push({ at: performance.now(), replica: replica.name, status });
          }
          await pause(200);
        }
      })();
      const apiPids = cluster.replicas.filter((r) => r.kind === 'api').map((r) => r.pid);

      await pause(BEFORE_KILL_MS);
      const postmaster = oldPrimary.postmasterPid();
      assert.ok(postmaster, `${oldPrimary.name}'s postmaster is running`);
      const killedAt = performance.now();
      process.kill(postmaster, 'SIGKILL');

      // The new primary, as Patroni reports it.
      let promotedAfter = Number.POSITIVE_INFINITY;
      while (performance.now() - killedAt < RECOVERY_LIMIT_MS) {
        const now = await postgres.primary();
        if (now && now !== oldPrimary) {
          promotedAfter = performance.now() - killedAt;
          assert.equal(now, standby, 'the synchronous standby is the one promoted');
          break;
        }
        await pause(100);
      }
      // Writes back: the first write sent after the kill that was acknowledged.
      const isWrite = (o: Outcome) => writes.has(o.what.split(' ')[0] ?? '');
      const succeeded = (o: Outcome) => o.status === 200 || o.status === 201 || o.status === 409;
      let recoveredAt = Number.POSITIVE_INFINITY;
      while (performance.now() - killedAt < RECOVERY_LIMIT_MS + 5_000) {
        const back = log.outcomes.filter((o) => isWrite(o) && o.started > killedAt && succeeded(o));
        if (back.length > 0) {
          recoveredAt = Math.min(...back.map((o) => o.ended));
          break;
        }
        await pause(100);
      }
      stopAt = Math.max(performance.now(), recoveredAt) + AFTER_RECOVERY_MS;
      await Promise.all([...learnerLoops, authorLoop, posterLoop, readerLoop, readinessLoop]);

      const recoveryMs = recoveredAt - killedAt;
      const failed = log.outcomes.filter((o) => o.status === 0 || o.status >= 500);
      const failedWrites = failed.filter(isWrite);
      const notReady = readiness.filter((r) => r.status !== 200);
      const lastNotReady = notReady.length > 0 ? Math.max(...notReady.map((r) => r.at)) : killedAt;
      const kinds = new Map<string, number>();
      const answers = new Map<string, number>();
      for (const o of failed) {
        const key = `${o.what.split(' ')[0]} ${o.status}`;
        kinds.set(key, (kinds.get(key) ?? 0) + 1);
        const answer = o.errorBody ?? o.what;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
      console.log(
        `[failover] ${log.outcomes.length} requests, ${log.outcomes.filter((o) => isWrite(o) && succeeded(o)).length} writes acknowledged; ` +
          `${oldPrimary.name}'s postmaster killed, ${standby.name} primary after ${promotedAfter.toFixed(0)} ms, ` +
          `writes back after ${recoveryMs.toFixed(0)} ms; ${failed.length} requests failed (${failedWrites.length} writes: ` +
          `${[...kinds].map(([k, n]) => `${n} x ${k}`).join(', ') || 'none'}); ` +
          `${notReady.length} of ${readiness.length} /readyz probes not 200, the last ${(lastNotReady - killedAt).toFixed(0)} ms after the kill`,
      );
      for (const [answer, n] of answers) console.log(`[failover]   ${n} x ${answer}`);

      assert.ok(
        recoveryMs <= RECOVERY_LIMIT_MS,
        `writes succeed again within 30 s (${recoveryMs} ms)`,
      );
      for (const o of failed.filter((f) => f.status !== 503)) {
        console.log(
          `[failover] ${o.what} ${o.status}: sent ${(o.started - killedAt).toFixed(0)} ms after the kill, ended at ${(o.ended - killedAt).toFixed(0)} ms`,
        );
      }
      // Every failure is an answer in the API's error shape, a 503, never a crash or a 500.
      for (const o of failed) {
        assert.equal(o.status, 503, `${o.what}: ${o.status} ${o.errorBody ?? ''}`);
        const body = JSON.parse(o.errorBody ?? '{}') as { error?: unknown };
        assert.equal(typeof body.error, 'string', `${o.what}: ${o.errorBody}`);
        assert.ok(o.ended >= killedAt, `${o.what} failed before the kill`);
      }
      assert.deepEqual(
        cluster.replicas.filter((r) => r.kind === 'api').map((r) => r.pid),
        apiPids,
        'no API replica crashed',
      );
      assert.ok(
        readiness.filter((r) => r.at > recoveredAt + 2_000).every((r) => r.status === 200),
        '/readyz is 200 again on both replicas once writes are back',
      );

      // The stored rows, read from the new primary through the balancer's listener.
      const db = new pg.Client({
        connectionString: cluster.databaseUrl,
        options: `-c search_path=${cluster.schema}`,
      });
      await db.connect();
      try {
        const count = async (sql: string, params: unknown[]) =>
          new Map(
            (await db.query<{ key: string; n: number }>(sql, params)).rows.map((row) => [
              row.key,
              Number(row.n),
            ]),
          );
        // New courses and jobs: each acknowledged one stored exactly once, none not asked for.
        const storedCourses = await count(
          'SELECT title AS key, count(*) AS n FROM courses WHERE added_by_email = $1 AND title LIKE $2 GROUP BY title',
          [`author-${run}@example.com`, `Failover new course ${run} %`],
        );
        const storedJobs = await count(
          'SELECT title AS key, count(*) AS n FROM jobs WHERE posted_by_email = $1 GROUP BY title',
          [`poster-${run}@example.com`],
        );
        for (const [kind, stored, ack, ask] of [
          ['course', storedCourses, acked.courses, asked.courses],
          ['job', storedJobs, acked.jobs, asked.jobs],
        ] as const) {
          for (const title of ack) assert.equal(stored.get(title), 1, `${kind} "${title}" once`);
          for (const [title, n] of stored) {
            assert.ok(ask.includes(title), `stored ${kind} "${title}" was asked for`);
            assert.equal(n, 1, `${kind} "${title}" stored once`);
          }
        }
        // Enrolments and completions: acknowledged ones stored, none made up.
        for (const learner of learners) {
          const enrolled = await count(
            'SELECT course_id::text AS key, count(*) AS n FROM enrollments WHERE user_email = $1 GROUP BY course_id',
            [learner.email],
          );
          for (const courseId of learner.enrolAcked) {
            assert.equal(enrolled.get(courseId), 1, `${learner.email} enrolled in ${courseId}`);
          }
          for (const courseId of enrolled.keys()) {
            assert.ok(learner.enrolAsked.includes(courseId), `${learner.email}: ${courseId} asked`);
          }
          const certificates = await count(
            'SELECT course_id::text AS key, count(*) AS n FROM certificates WHERE user_email = $1 GROUP BY course_id',
            [learner.email],
          );
          for (const courseId of learner.completedAcked) {
            assert.equal(certificates.get(courseId), 1, `${learner.email}'s certificate`);
          }
        }
        // Every course's count and seats agree with its enrolment rows.
        const disagreeing = await db.query(
          `SELECT c.id, c.enrollments, count(e.id) AS rows FROM courses c
             LEFT JOIN enrollments e ON e.course_id = c.id
            GROUP BY c.id HAVING c.enrollments <> count(e.id)`,
        );
        assert.deepEqual(disagreeing.rows, [], 'enrolment counts agree with the rows');
        for (const { courseId } of lessonCourses) {
          const seats = await fetch(`${cluster.apiUrl}/enrollments/seats/${courseId}`);
          const { availableSeats } = (await seats.json()) as { availableSeats: number };
          const rows = await db.query<{ n: number }>(
            'SELECT 30 - count(*)::int AS n FROM enrollments WHERE course_id = $1',
            [courseId],
          );
          assert.equal(availableSeats, rows.rows[0]?.n, `seats of ${courseId}`);
        }
        // A certificate exactly where the course's one lesson is completed.
        const certificatesWithout = await db.query(
          `SELECT ct.user_email, ct.course_id FROM certificates ct
             LEFT JOIN lesson_completions lc
               ON lc.user_email = ct.user_email AND lc.course_id = ct.course_id
            WHERE ct.course_id = ANY($1::uuid[]) AND lc.lesson_id IS NULL`,
          [lessonCourses.map((c) => c.courseId)],
        );
        const completionsWithout = await db.query(
          `SELECT lc.user_email, lc.course_id FROM lesson_completions lc
             LEFT JOIN certificates ct
               ON lc.user_email = ct.user_email AND lc.course_id = ct.course_id
            WHERE lc.course_id = ANY($1::uuid[]) AND ct.id IS NULL`,
          [lessonCourses.map((c) => c.courseId)],
        );
        assert.deepEqual(certificatesWithout.rows, [], 'every certificate has its completion');
        assert.deepEqual(completionsWithout.rows, [], 'every completion has its certificate');

        // Each replica's LISTEN connection (which keeps its read cache exact) is back, on the new
        // primary: it reconnects with a growing delay, so this may take a few seconds more.
        const listeners = async () =>
          (
            await db.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
              [`edugate-listener:${cluster.schema}`],
            )
          ).rows[0]?.n;
        const listenDeadline = performance.now() + 15_000;
        let listening = await listeners();
        while (listening !== 2 && performance.now() < listenDeadline) {
          await pause(200);
          listening = await listeners();
        }
        assert.equal(listening, 2, 'both replicas listen on the new primary again');
      } finally {
        await db.end();
      }
    }),
  );
});
