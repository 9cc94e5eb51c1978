// The jobs-for-you rows' data for `npm run bench:api` (bench/server.ts fills it in every
// database; ADR 25): skills on every bench course, open jobs requiring them, and certificates.
import type { Queryable } from '../src/db/database.ts';

/** The signed-in learner of the rows: three certificates, so about nine verified skills. */
export const MATCH_LEARNER = 'bench-match-learner@bench.edugate.example';
const POSTER = 'bench-poster@bench.edugate.example';

/**
 * Every bench course teaches 3 of the seeded skills; `jobs` open jobs require 0 to 5 of them (one
 * in six none); `certificates` certificates go to learners of ten courses each, and three to
 * MATCH_LEARNER. Spread by arithmetic, not at random, so every run measures the same data.
 */
export async function fillJobMatching(
  tx: Queryable,
  { jobs, certificates }: { jobs: number; certificates: number },
): Promise<void> {
  await tx.query(
    `WITH sk AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS k FROM skills),
       c AS (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM courses
             WHERE added_by_email = 'bench@edugate.example')
     INSERT INTO course_skills (course_id, skill_id, position)
     SELECT c.id, sk.a[1 + (c.n * 7 + p * 13) % sk.k], p
     FROM c CROSS JOIN sk CROSS JOIN generate_series(1, 3) AS p
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO jobs (title, company, location, salary, type, description, requirements,
       benefits, posted_by_email, posted_by_name, posted_at)
     SELECT 'Benchmark job ' || n, 'Bench Company ' || (n % 500), 'Remote', 'EUR 50,000',
       (ARRAY['Full-time','Part-time','Contract','Internship','Remote'])[1 + n % 5],
       'Generated job number ' || n || ' for the benchmark.', '{}', '{}', $2, 'Bench Poster',
       now() - n * interval '1 minute'
     FROM generate_series(1, $1::int) AS n`,
    [jobs, POSTER],
  );
  await tx.query(
    `WITH sk AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS k FROM skills),
       j AS (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM jobs
             WHERE posted_by_email = $1)
     INSERT INTO job_skills (job_id, skill_id, position)
     SELECT j.id, sk.a[1 + (j.n * 11 + p * 17) % sk.k], p
     FROM j CROSS JOIN sk CROSS JOIN generate_series(1, 5) AS p
     WHERE p <= j.n % 6
     ON CONFLICT DO NOTHING`,
    [POSTER],
  );
  const learners = Math.max(1, Math.floor(certificates / 10));
  await tx.query(
    // Joined by number rather than read from an array of every id: a large array read per row
    // would be copied per row.
    `WITH c AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM courses
                WHERE added_by_email = 'bench@edugate.example'),
       k AS (SELECT count(*)::int AS k FROM c)
     INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name,
       issued_at)
     SELECT 'bench-learner-' || (n % $2) || '@bench.edugate.example', c.id, 'Benchmark course',
       'Bench Learner', 'Bench Instructor', now() - (n % 1000) * interval '1 hour'
     FROM generate_series(0, $1::int - 1) AS n CROSS JOIN k
       JOIN c ON c.i = ((n % $2) * 37 + (n / $2) * 10007) % k.k
     ON CONFLICT DO NOTHING`,
    [certificates, learners],
  );
  await tx.query(
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY id)::int AS i FROM courses
                WHERE added_by_email = 'bench@edugate.example')
     INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name)
     SELECT $1, c.id, 'Benchmark course', 'Bench Match Learner', 'Bench Instructor'
     FROM c WHERE c.i IN (101, 202, 303)
     ON CONFLICT DO NOTHING`,
    [MATCH_LEARNER],
  );
}

/** The tables the fill wrote, for VACUUM ANALYZE. */
export const JOB_MATCHING_TABLES = ['course_skills', 'jobs', 'job_skills', 'certificates'];
