// The issuing row's course for `npm run bench:api` (bench/server.ts fills it in every database).
import type { Queryable } from '../src/db/database.ts';

/** The author of the one-lesson course: its learners' single completion finishes it. */
export const ISSUING_AUTHOR = 'bench-issuer@bench.edugate.example';

/**
 * A course of one section with one article and 5,000 free seats: each of the issuing row's
 * learners completes its only lesson, so every request issues a certificate and signs its
 * credential once the completion's transaction has committed (docs/product.md, "Credentials
 * anyone can verify").
 */
export async function fillIssuingCourse(tx: Queryable): Promise<void> {
  const [course] = await tx.query<{ id: string }>(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, total_seats, enrollments)
     VALUES ('Benchmark course of one lesson', 'One article: finishing it issues a certificate.',
       '/assets/courses/web-development-1.svg', '1 week', 'web development', $1,
       'Bench Issuer', 5000, 0) RETURNING id`,
    [ISSUING_AUTHOR],
  );
  const [section] = await tx.query<{ id: string }>(
    `INSERT INTO sections (course_id, title, position) VALUES ($1, 'The only section', 1)
     RETURNING id`,
    [course?.id],
  );
  await tx.query(
    `INSERT INTO lessons (course_id, section_id, position, title, kind, minutes, body, body_html)
     VALUES ($1, $2, 1, 'The only lesson', 'article', 10, 'A paragraph.', '<p>A paragraph.</p>')`,
    [course?.id, section?.id],
  );
}
