import type { Database } from '../../src/db/database.ts';

/** Returns every broken business invariant as a sentence; an empty list means all hold. */
export async function brokenInvariants(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const counts = await db.read<{
    id: string;
    enrollments: number;
    total_seats: number;
    rows: number;
  }>(
    `SELECT c.id, c.enrollments, c.total_seats, count(e.id)::int AS rows
     FROM courses c LEFT JOIN enrollments e ON e.course_id = c.id
     GROUP BY c.id, c.enrollments, c.total_seats`,
  );
  for (const course of counts) {
    if (course.enrollments !== course.rows) {
      problems.push(
        `course ${course.id}: enrollments=${course.enrollments} but ${course.rows} rows`,
      );
    }
    if (course.rows > course.total_seats) {
      problems.push(
        `course ${course.id}: ${course.rows} enrollments over ${course.total_seats} seats`,
      );
    }
  }
  const users = await db.read<{ user_email: string; n: number }>(
    'SELECT user_email, count(*)::int AS n FROM enrollments GROUP BY user_email HAVING count(*) > 3',
  );
  for (const user of users) problems.push(`user ${user.user_email} holds ${user.n} enrollments`);
  const duplicates = await db.read<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT 1 FROM enrollments GROUP BY course_id, user_email HAVING count(*) > 1) d',
  );
  if ((duplicates[0]?.n ?? 0) > 0) problems.push(`${duplicates[0]?.n} duplicate enrollments`);
  const orphans = await db.read<{ n: number }>(
    'SELECT count(*)::int AS n FROM enrollments e WHERE NOT EXISTS (SELECT 1 FROM courses c WHERE c.id = e.course_id)',
  );
  if ((orphans[0]?.n ?? 0) > 0) problems.push(`${orphans[0]?.n} enrollments of deleted courses`);
  // docs/product.md, Ratings & Reviews: a course's rating and count are its reviews' mean and number.
  const ratings = await db.read<{ id: string; rating: number | null; rating_count: number }>(
    `SELECT c.id, c.rating::float8 AS rating, c.rating_count FROM courses c
     LEFT JOIN (SELECT course_id, round(avg(rating), 1) AS mean, count(*)::int AS n
                FROM reviews GROUP BY course_id) r ON r.course_id = c.id
     WHERE c.rating IS DISTINCT FROM r.mean OR c.rating_count <> coalesce(r.n, 0)`,
  );
  for (const course of ratings) {
    problems.push(
      `course ${course.id}: rating ${course.rating} (${course.rating_count}) is not its reviews'`,
    );
  }
  return problems;
}
