/**
 * `npm run bench:insights -w @edugate/api` (PostgreSQL, DATABASE_URL): one author's insights of a
 * course with 10,000 learners, asked one at a time, as an author opens the page: the latency of
 * the whole answer (its five statements side by side) and each statement's plan and time. The
 * bench:api row asks 50 at once, which measures throughput instead (the database's CPU).
 */
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { insightsData } from '../src/tables/insights.ts';
import { fillInsightsCourse, INSIGHTS_AUTHOR, INSIGHTS_TABLES } from './insights-course.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:insights needs DATABASE_URL (a PostgreSQL to fill a schema in)');
const schema = `bench_insights_${process.pid}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const db = await openPostgres(url, { schema, poolSize: 5, readCache: false });
try {
  await migrate(db, async () => {});
  await db.transaction((tx) => fillInsightsCourse(tx));
  for (const table of INSIGHTS_TABLES) await db.exec(`VACUUM ANALYZE ${table}`);
  const [course] = await db.read<{ id: string }>(
    'SELECT id FROM courses WHERE added_by_email = $1',
    [INSIGHTS_AUTHOR],
  );
  const id = course?.id ?? '';
  const insights = insightsData(db);
  for (let warm = 0; warm < 5; warm += 1) await insights.forAuthor(id, INSIGHTS_AUTHOR);
  const times: number[] = [];
  for (let run = 0; run < 50; run += 1) {
    const start = performance.now();
    await insights.forAuthor(id, INSIGHTS_AUTHOR);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(1);
  console.log(`insights of 10,000 learners, one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  await admin.query(`SET search_path TO "${schema}"`);
  const statements: [string, string][] = [
    [
      'completions per lesson',
      'SELECT lesson_id, count(*) FROM lesson_completions WHERE course_id = $1 GROUP BY lesson_id',
    ],
    [
      'best score per learner and quiz',
      'SELECT lesson_id, user_email, max(score), bool_or(passed) FROM quiz_attempts WHERE course_id = $1 GROUP BY lesson_id, user_email',
    ],
    [
      'enrolments of 12 weeks',
      "SELECT count(*) FROM enrollments WHERE course_id = $1 AND enrolled_at > now() - interval '84 days'",
    ],
    ['ratings', 'SELECT rating, count(*) FROM reviews WHERE course_id = $1 GROUP BY rating'],
  ];
  for (const [label, sql] of statements) {
    const plan = await admin.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, [id]);
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    console.log(
      `${label}: ${lines.at(-1) ?? ''}; ${lines.find((l) => /Scan/.test(l))?.trim() ?? ''}`,
    );
  }
} finally {
  await db.close();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
}
