import type { Queryable } from './database.ts';
import { seedCourses, seedJobs } from './seed-data.ts';
import { defined } from '../util/defined.ts';

/**
 * Fills an empty database. Seeded enrollment counts are backed by real enrollment rows from
 * seed learners (at most 3 each, never twice in one course), so `courses.enrollments` always
 * equals the number of rows, seeded or not.
 */
export async function seedIfEmpty(tx: Queryable, now = new Date()): Promise<boolean> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
  if (existing && existing.n > 0) return false;
  const courses = seedCourses();
  const day = 86_400_000;
  const hour = 3_600_000;
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO courses (title, description, image_url, duration, category, added_by_email,
       added_by_name, added_at, enrollments, total_seats, rating)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::timestamptz[], $9::int[], $10::int[], $11::numeric[])
     RETURNING id`,
    [
      courses.map((c) => c.title),
      courses.map((c) => c.description),
      courses.map((c) => c.imagePath),
      courses.map((c) => c.duration),
      courses.map((c) => c.category),
      courses.map((c) => c.addedByEmail),
      courses.map((c) => c.addedByName),
      courses.map((c) => new Date(now.getTime() - c.addedDaysAgo * day).toISOString()),
      courses.map((c) => c.enrollments),
      courses.map((c) => c.totalSeats),
      courses.map((c) => c.rating),
    ],
  );
  const courseIds: string[] = [];
  const learners: string[] = [];
  const seats = courses.flatMap((course, index) =>
    Array.from({ length: course.enrollments }, () => defined(rows[index], 'seeded course').id),
  );
  // Seat p goes to learner p mod L: a learner's three seats are L apart, so in three different
  // courses as long as no course holds more than L seats (checked below).
  const learnerCount = Math.ceil(seats.length / 3);
  seats.forEach((courseId, seat) => {
    courseIds.push(courseId);
    learners.push(`learner-${String(seat % learnerCount).padStart(4, '0')}@edugate.example`);
  });
  if (courses.some((course) => course.enrollments > learnerCount)) {
    throw new Error('seed: a course has more seats than there are learners');
  }
  await tx.query(
    `INSERT INTO enrollments (course_id, user_email, enrolled_at)
     SELECT c, e, $3::timestamptz FROM unnest($1::uuid[], $2::text[]) AS t(c, e)`,
    [courseIds, learners, new Date(now.getTime() - day).toISOString()],
  );
  const jobs = seedJobs();
  await tx.query(
    `INSERT INTO jobs (title, company, location, salary, type, description, requirements, benefits, posted_at)
     SELECT t.title, t.company, t.location, t.salary, t.type, t.description,
       ARRAY(SELECT json_array_elements_text(t.requirements)),
       ARRAY(SELECT json_array_elements_text(t.benefits)), t.posted_at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::json[], $8::json[], $9::timestamptz[])
       AS t(title, company, location, salary, type, description, requirements, benefits, posted_at)`,
    [
      jobs.map((j) => j.title),
      jobs.map((j) => j.company),
      jobs.map((j) => j.location),
      jobs.map((j) => j.salary),
      jobs.map((j) => j.type),
      jobs.map((j) => j.description),
      jobs.map((j) => JSON.stringify(j.requirements)),
      jobs.map((j) => JSON.stringify(j.benefits)),
      jobs.map((j) => new Date(now.getTime() - j.postedHoursAgo * hour).toISOString()),
    ],
  );
  return true;
}
