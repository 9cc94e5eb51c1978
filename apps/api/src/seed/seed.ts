import type { Queryable } from '../db/database.ts';
import { seedLearning, type SeedEnrollment } from './learning.ts';
import { seedCourses, seedJobs } from './seed-data.ts';
import { defined } from '../util/defined.ts';

const FIRST_NAMES = ['Priya', 'Tomás', 'Mei', 'Jonas', 'Amara', 'Lucas', 'Sofia', 'Noah', 'Yuki'];
const LAST_NAMES = ['Natarajan', 'Ferreira', 'Lin', 'Berg', 'Okafor', 'Martin', 'Rossi', 'Tanaka'];

/** learner-0042@edugate.example -> a stable display name. */
function learnerName(email: string): string {
  const n = Number(/\d+/.exec(email)?.[0] ?? 0);
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Priya';
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Lin';
  return `${first} ${last}`;
}

const COMMENTS = [
  'Clear explanations and practical exercises. I used what I learned at work the next week.',
  '',
  'Good pace overall.\nThe second half could use more examples.',
  'Exactly what I needed to get started.',
  '',
  'Some lessons felt rushed, but the projects made up for it.',
];

/**
 * Real reviews by the seeded learners (SPEC-BEYOND.md section 1): about three in five of each
 * course's learners rate it, with stars that average to about the course's `targetRating`; the
 * courses' rating and rating_count are then computed from these rows, as a review's own
 * transaction does. A course without learners stays unrated ('No ratings yet').
 */
async function seedReviews(
  tx: Queryable,
  targets: Map<string, number>,
  seatCourseIds: string[],
  seatLearners: string[],
  now: Date,
): Promise<void> {
  const byCourse = new Map<string, string[]>();
  seatCourseIds.forEach((id, seat) => {
    const list = byCourse.get(id) ?? [];
    list.push(defined(seatLearners[seat], 'seat learner'));
    byCourse.set(id, list);
  });
  const ids = [...new Set(seatCourseIds)];
  const rows = { course: [] as string[], email: [] as string[], name: [] as string[] };
  const stars: number[] = [];
  const comments: string[] = [];
  const ages: number[] = [];
  ids.forEach((id, courseIndex) => {
    const learners = byCourse.get(id) ?? [];
    const count = Math.ceil((learners.length * 3) / 5);
    // `total` stars over `count` reviews: each gets floor(total / count), the first few one more.
    const target = targets.get(id) ?? 4.5;
    const total = Math.min(5 * count, Math.max(count, Math.round(target * count)));
    const base = Math.floor(total / count);
    learners.slice(0, count).forEach((email, n) => {
      rows.course.push(id);
      rows.email.push(email);
      rows.name.push(learnerName(email));
      stars.push(n < total - base * count ? base + 1 : base);
      comments.push(COMMENTS[(courseIndex + n) % COMMENTS.length] ?? '');
      ages.push((n + 1) * 3_600_000 * 5);
    });
  });
  await tx.query(
    `INSERT INTO reviews (course_id, user_email, user_name, rating, comment, created_at, updated_at)
     SELECT c, e, n, s, m, $7::timestamptz - make_interval(secs => a / 1000.0),
       $7::timestamptz - make_interval(secs => a / 1000.0)
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::bigint[])
       AS t(c, e, n, s, m, a)`,
    [rows.course, rows.email, rows.name, stars, comments, ages, now.toISOString()],
  );
  await tx.query(
    `UPDATE courses c SET rating = r.rating, rating_count = r.n
     FROM (SELECT course_id, round(avg(rating), 1) AS rating, count(*)::int AS n
           FROM reviews GROUP BY course_id) AS r
     WHERE r.course_id = c.id`,
  );
}

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
       added_by_name, added_at, enrollments, total_seats, outcomes)
     SELECT t, d, i, du, ca, e, n, a, en, s, ARRAY(SELECT jsonb_array_elements_text(o::jsonb))
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::timestamptz[], $9::int[], $10::int[], $11::text[])
       AS u(t, d, i, du, ca, e, n, a, en, s, o)
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
      // Each course's outcomes as a JSON array (none for a seed course without them).
      courses.map((c) => JSON.stringify(('outcomes' in c && c.outcomes) || [])),
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
  // Each course's enrolments spread over the last twelve weeks, more of them recent, as a course
  // that grows (the authors' insights chart them by week); none in the last day. The k-th of a
  // course's n learners enrolled (1 - sqrt((k + 0.5) / n)) of twelve weeks ago, give or take a day.
  const seatsOf = new Map<string, number>();
  for (const courseId of seats) seatsOf.set(courseId, (seatsOf.get(courseId) ?? 0) + 1);
  const taken = new Map<string, number>();
  const enrolledAt = seats.map((courseId, seat) => {
    const k = taken.get(courseId) ?? 0;
    taken.set(courseId, k + 1);
    const share = 1 - Math.sqrt((k + 0.5) / (seatsOf.get(courseId) ?? 1));
    const hoursAgo = Math.floor(share * 82 * 24) + ((seat * 7919) % 24);
    return new Date(now.getTime() - day - hoursAgo * hour);
  });
  await tx.query(
    `INSERT INTO enrollments (course_id, user_email, user_name, enrolled_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[])`,
    [courseIds, learners, learners.map(learnerName), enrolledAt.map((at) => at.toISOString())],
  );
  const targets = new Map(
    courses.map((course, index) => [defined(rows[index], 'seeded course').id, course.targetRating]),
  );
  await seedReviews(tx, targets, courseIds, learners, now);
  const enrollments: SeedEnrollment[] = courseIds.map((courseId, seat) => ({
    courseId,
    email: defined(learners[seat], 'seat learner'),
    name: learnerName(defined(learners[seat], 'seat learner')),
    enrolledAt: defined(enrolledAt[seat], 'seat time'),
  }));
  const titles = new Map(
    courses.map((course, index) => [course.title, defined(rows[index], 'seeded course').id]),
  );
  await seedLearning(tx, titles, enrollments, now);
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
