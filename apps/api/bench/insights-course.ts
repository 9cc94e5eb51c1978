// The insights row's course for `npm run bench:api` (bench/server.ts fills it in every database).
import type { Queryable } from '../src/db/database.ts';

/** The author whose course the insights row reads (run.ts signs this address up). */
export const INSIGHTS_AUTHOR = 'bench-author@bench.edugate.example';
export const INSIGHTS_LEARNERS = 10_000;
/** The tables it fills, to VACUUM ANALYZE as autovacuum would after a bulk load. */
export const INSIGHTS_TABLES = [
  'courses',
  'enrollments',
  'lessons',
  'lesson_completions',
  'quiz_attempts',
  'reviews',
  'certificates',
];

/**
 * A course of 3 sections of 5 lessons (the fifth a quiz) with 10,000 learners enrolled over 12
 * weeks who drop off as real learners do (learner n gets through 1 + floor(15 u^3) lessons, u
 * spread over [0, 1)), a scored attempt at each quiz they reached (a retake for a third of them),
 * 3,000 ratings, and a certificate for each who finished: the insights row's course. 5,000 seats
 * stay free for the completion row's learners (run.ts enrols them before it measures).
 */
export async function fillInsightsCourse(tx: Queryable): Promise<void> {
  const [course] = await tx.query<{ id: string }>(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, total_seats, enrollments)
     VALUES ('Benchmark course with learners', 'Ten thousand learners for the insights bench.',
       '/assets/courses/web-development-1.svg', '6 weeks', 'web development', $1,
       'Bench Author', $2 + 5000, $2) RETURNING id`,
    [INSIGHTS_AUTHOR, INSIGHTS_LEARNERS],
  );
  const id = course?.id;
  await tx.query(
    `INSERT INTO sections (course_id, title, position)
     SELECT $1, 'Section ' || s, s FROM generate_series(1, 3) AS s`,
    [id],
  );
  await tx.query(
    `INSERT INTO lessons (course_id, section_id, position, title, kind, minutes, body, body_html,
       pass_mark, questions)
     SELECT $1, s.id, p, 'Lesson ' || ((s.position - 1) * 5 + p),
       CASE WHEN p = 5 THEN 'quiz' ELSE 'article' END, 10,
       CASE WHEN p < 5 THEN 'A paragraph.' END, CASE WHEN p < 5 THEN '<p>A paragraph.</p>' END,
       CASE WHEN p = 5 THEN 70 END,
       CASE WHEN p = 5 THEN '[{"prompt":"?","options":["a","b"],"answer":1}]'::jsonb END
     FROM sections s, generate_series(1, 5) AS p WHERE s.course_id = $1`,
    [id],
  );
  await tx.query(
    `INSERT INTO enrollments (course_id, user_email, enrolled_at)
     SELECT $1, 'learner-' || n || '@bench.edugate.example', now() - (n % 84) * interval '1 day'
     FROM generate_series(1, $2::int) AS n`,
    [id, INSIGHTS_LEARNERS],
  );
  // reached: how many lessons each learner completed, in curriculum order.
  const reached = `WITH ordered AS (
       SELECT l.id, l.kind, row_number() OVER (ORDER BY s.position, l.position) AS index
         FROM lessons l JOIN sections s ON s.id = l.section_id WHERE l.course_id = $1
     ), learners AS (
       SELECT n, 'learner-' || n || '@bench.edugate.example' AS email,
              1 + floor(15 * power(((n * 7919) % 10000) / 10000.0, 3))::int AS reached
         FROM generate_series(1, $2::int) AS n
     )`;
  await tx.query(
    `${reached}
     INSERT INTO lesson_completions (user_email, lesson_id, course_id)
     SELECT learners.email, ordered.id, $1 FROM learners JOIN ordered ON ordered.index <= learners.reached`,
    [id, INSIGHTS_LEARNERS],
  );
  await tx.query(
    `${reached}, attempts AS (
       SELECT learners.n, learners.email, ordered.id AS lesson_id, try,
              (learners.n * 37 + try * 41) % 101 AS score
         FROM learners JOIN ordered ON ordered.index <= learners.reached AND ordered.kind = 'quiz'
         CROSS JOIN generate_series(1, 2) AS try
        WHERE try = 1 OR learners.n % 3 = 0
     )
     INSERT INTO quiz_attempts (user_email, lesson_id, course_id, answers, score, passed, pass_mark)
     SELECT email, lesson_id, $1, '[1]'::jsonb, score, score >= 70, 70 FROM attempts`,
    [id, INSIGHTS_LEARNERS],
  );
  await tx.query(
    `INSERT INTO reviews (course_id, user_email, user_name, rating)
     SELECT $1, 'learner-' || n || '@bench.edugate.example', 'Learner ' || n,
       CASE WHEN n % 10 < 5 THEN 5 WHEN n % 10 < 8 THEN 4 WHEN n % 10 < 9 THEN 3 ELSE 1 + n % 2 END
     FROM generate_series(1, 3000) AS n`,
    [id],
  );
  await tx.query(
    `INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name)
     SELECT user_email, $1, 'Benchmark course with learners', user_email, 'Bench Author'
       FROM lesson_completions WHERE course_id = $1 GROUP BY user_email HAVING count(*) = 15`,
    [id],
  );
}
