/**
 * The seed's learning (docs/product.md, Learning): the curricula of content/curricula inserted into
 * their courses, and what plan.ts worked out the seeded learners did in them: enrolments (now and
 * former), completed lessons, quiz attempts, last positions, certificates and reviews.
 */
import type { Queryable } from '../db/database.ts';
import { insertLesson } from '../tables/lessons.ts';
import { insertSection } from '../tables/sections.ts';
import { defined } from '../util/defined.ts';
import type { SeedCurriculum } from './curricula.ts';
import type { Participation } from './plan.ts';

/**
 * Inserts each curriculum into its course (by folder), through the same inserts as an author's
 * sections and lessons; returns each course's lesson ids in outline order.
 */
export async function insertCurricula(
  tx: Queryable,
  curricula: SeedCurriculum[],
  courseIds: Map<string, string>,
): Promise<Map<string, string[]>> {
  const lessonIds = new Map<string, string[]>();
  for (const curriculum of curricula) {
    const courseId = courseIds.get(curriculum.slug);
    if (!courseId) throw new Error(`seed: no seeded course for the folder ${curriculum.slug}`);
    const ids: string[] = [];
    for (const [sectionIndex, section] of curriculum.sections.entries()) {
      const sectionId = await insertSection(tx, courseId, section.title, sectionIndex + 1);
      for (const [lessonIndex, { fields }] of section.lessons.entries()) {
        ids.push(
          await insertLesson(tx, { courseId, sectionId, position: lessonIndex + 1 }, fields),
        );
      }
    }
    lessonIds.set(curriculum.slug, ids);
  }
  return lessonIds;
}

const iso = (date: Date) => date.toISOString();

/** Inserts the plan's rows, each kind of row in one statement. */
export async function insertParticipations(
  tx: Queryable,
  plan: Participation[],
  courseIds: Map<string, string>,
  lessonIds: Map<string, string[]>,
): Promise<void> {
  const course = (p: Participation) => defined(courseIds.get(p.course), `course ${p.course}`);
  const lesson = (p: Participation, index: number) =>
    defined(lessonIds.get(p.course)?.[index], `lesson ${index} of ${p.course}`);
  const current = plan.filter((p) => p.current);
  await tx.query(
    `INSERT INTO enrollments (course_id, user_email, user_name, enrolled_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[])`,
    [
      current.map(course),
      current.map((p) => p.learner.email),
      current.map((p) => p.learner.name),
      current.map((p) => iso(p.enrolledAt)),
    ],
  );
  // Those who finished and left: only the history keeps their enrolment (and their right to rate).
  const former = plan.filter((p) => !p.current);
  await tx.query(
    `INSERT INTO enrollment_history (course_id, user_email, first_enrolled_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])`,
    [former.map(course), former.map((p) => p.learner.email), former.map((p) => iso(p.enrolledAt))],
  );
  const completions = plan.flatMap((p) =>
    p.completedAt.map((at, index) => [p.learner.email, lesson(p, index), course(p), iso(at)]),
  );
  await tx.query(
    `INSERT INTO lesson_completions (user_email, lesson_id, course_id, completed_at)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    [0, 1, 2, 3].map((column) => completions.map((row) => row[column])),
  );
  const attempts = plan.flatMap((p) => p.attempts.map((a) => ({ p, a })));
  await tx.query(
    `INSERT INTO quiz_attempts (user_email, lesson_id, course_id, answers, score, passed, pass_mark, created_at)
     SELECT e, l, c, a::jsonb, s, p, m, t
       FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::bool[], $7::int[],
                   $8::timestamptz[]) AS x(e, l, c, a, s, p, m, t)`,
    [
      attempts.map(({ p }) => p.learner.email),
      attempts.map(({ p, a }) => lesson(p, a.lesson)),
      attempts.map(({ p }) => course(p)),
      attempts.map(({ a }) => JSON.stringify(a.answers)),
      attempts.map(({ a }) => a.score),
      attempts.map(({ a }) => a.passed),
      attempts.map(({ a }) => a.passMark),
      attempts.map(({ a }) => iso(a.at)),
    ],
  );
  const positioned = plan.filter((p) => p.position !== null);
  await tx.query(
    `INSERT INTO last_positions (user_email, course_id, lesson_id, opened_at)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::uuid[], $4::timestamptz[])`,
    [
      positioned.map((p) => p.learner.email),
      positioned.map(course),
      positioned.map((p) => lesson(p, p.position?.lesson ?? 0)),
      positioned.map((p) => iso(p.position?.at ?? p.enrolledAt)),
    ],
  );
  const certified = plan.filter((p) => p.certificateAt !== null);
  await tx.query(
    `INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name, issued_at)
     SELECT x.e, c.id, c.title, x.n, COALESCE(c.added_by_name, c.added_by_email), x.t
       FROM unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[]) AS x(e, c, n, t)
       JOIN courses c ON c.id = x.c`,
    [
      certified.map((p) => p.learner.email),
      certified.map(course),
      certified.map((p) => p.learner.name),
      certified.map((p) => iso(p.certificateAt ?? p.enrolledAt)),
    ],
  );
  const reviewed = plan.filter((p) => p.review !== null);
  await tx.query(
    `INSERT INTO reviews (course_id, user_email, user_name, rating, comment, created_at, updated_at)
     SELECT c, e, n, r, m, t, t
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::timestamptz[])
         AS x(c, e, n, r, m, t)`,
    [
      reviewed.map(course),
      reviewed.map((p) => p.learner.email),
      reviewed.map((p) => p.learner.name),
      reviewed.map((p) => p.review?.rating ?? 0),
      reviewed.map((p) => p.review?.text ?? ''),
      reviewed.map((p) => iso(p.review?.at ?? p.enrolledAt)),
    ],
  );
  // The course's rating and count from its rows, as a review's own transaction computes them.
  await tx.query(
    `UPDATE courses c SET rating = r.rating, rating_count = r.n
     FROM (SELECT course_id, round(avg(rating), 1) AS rating, count(*)::int AS n
           FROM reviews GROUP BY course_id) AS r
     WHERE r.course_id = c.id`,
  );
}
