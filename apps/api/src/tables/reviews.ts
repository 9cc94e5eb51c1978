// The reviews table, the course rating it keeps, and the course's learners as its author sees
// them: the SQL, and all of it in the contract's shape.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { forbidden, notFound } from '../domain/errors.ts';
import { defined } from '../util/defined.ts';
import type { Database, Queryable } from '../db/database.ts';

type Schemas = components['schemas'];
type Review = Schemas['Review'];
type CourseRating = Schemas['CourseRating'];
type Eligibility = Schemas['ReviewEligibility'];

interface ReviewRow {
  id: string;
  course_id: string;
  user_email: string;
  user_name: string;
  rating: number;
  comment: string;
  created_at: Date;
  updated_at: Date;
}

interface RatingRow {
  id: string;
  rating: number | null;
  rating_count: number;
}

const REVIEW_COLUMNS =
  'id, course_id, user_email, user_name, rating, comment, created_at, updated_at';

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    courseId: row.course_id,
    rating: row.rating,
    comment: row.comment,
    userName: row.user_name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function toCourseRating(row: RatingRow): CourseRating {
  return { courseId: row.id, rating: row.rating, ratingCount: row.rating_count };
}

async function eligibilityOf(
  tx: Pick<Queryable, 'query'>,
  course: { added_by_email: string; id: string },
  email: string,
): Promise<Eligibility> {
  if (course.added_by_email === email) return 'author';
  // enrollment_history keeps every enrolment, also after unenrolling (migrations/006).
  const rows = await tx.query(
    'SELECT 1 FROM enrollment_history WHERE course_id = $1 AND user_email = $2',
    [course.id, email],
  );
  return rows.length > 0 ? 'allowed' : 'notEnrolled';
}

/**
 * Recomputes the course's rating and count from its reviews. Runs in the review's transaction
 * with the course row locked (FOR UPDATE), so two reviews of one course at once are serialised
 * and the second recomputation sees the first (READ COMMITTED: each statement its own snapshot).
 */
async function refreshRating(tx: Queryable, id: string): Promise<RatingRow> {
  const [row] = await tx.query<RatingRow>(
    `UPDATE courses SET (rating, rating_count) = (
       SELECT round(avg(r.rating), 1), count(*)::int FROM reviews r WHERE r.course_id = $1)
     WHERE id = $1 RETURNING id, rating::float8 AS rating, rating_count`,
    [id],
  );
  return defined(row, 'rated course');
}

async function lockCourse(tx: Queryable, id: string) {
  const [course] = await tx.query<{ id: string; added_by_email: string }>(
    'SELECT id, added_by_email FROM courses WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!course) throw notFound(messages.courseNotFound);
  return course;
}

/** Course ids are lower-case UUIDs (the route turns any other into a 404 first). */
export function reviewData(db: Database) {
  return {
    /** One page of the course's reviews, newest first, and their number; null: no such course. */
    async page(
      courseId: string,
      page: { limit: number; offset: number },
    ): Promise<{ reviews: Review[]; total: number } | null> {
      const rows = await db.read<ReviewRow & { total: number; course_exists: boolean }>(
        `SELECT r.*, (SELECT count(*)::int FROM reviews WHERE course_id = $1) AS total, true AS course_exists
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (
           SELECT ${REVIEW_COLUMNS} FROM reviews WHERE course_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
         ) AS r ON true
         WHERE EXISTS (SELECT 1 FROM courses WHERE id = $1)`,
        [courseId, page.limit, page.offset],
      );
      if (rows.length === 0) return null;
      return {
        reviews: rows.filter((row) => row.id !== null).map(toReview),
        total: rows[0]?.total ?? 0,
      };
    },

    /** The course's rating, count and reviews per star; null: no such course. */
    async summary(courseId: string): Promise<Schemas['ReviewSummary'] | null> {
      const rows = await db.read<RatingRow & { stars: number | null; n: number }>(
        `SELECT c.id, c.rating::float8 AS rating, c.rating_count, r.rating AS stars, count(r.id)::int AS n
         FROM courses c LEFT JOIN reviews r ON r.course_id = c.id
         WHERE c.id = $1 GROUP BY c.id, c.rating, c.rating_count, r.rating`,
        [courseId],
      );
      const first = rows[0];
      if (!first) return null;
      const starCounts = [1, 2, 3, 4, 5].map(
        (stars) => rows.find((row) => row.stars === stars)?.n ?? 0,
      );
      return { ...toCourseRating(first), starCounts };
    },

    /** The user's review of the course and whether they may write one; null: no such course. */
    async mine(courseId: string, email: string): Promise<Schemas['MyReview'] | null> {
      const [course] = await db.read<{ id: string; added_by_email: string }>(
        'SELECT id, added_by_email FROM courses WHERE id = $1',
        [courseId],
      );
      if (!course) return null;
      const [review] = await db.read<ReviewRow>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE course_id = $1 AND user_email = $2`,
        [courseId, email],
      );
      return {
        review: review ? toReview(review) : null,
        eligibility: await eligibilityOf(
          { query: (sql, params) => db.read(sql, params) },
          course,
          email,
        ),
      };
    },

    /**
     * Creates or replaces the user's review (`created` tells which) and recomputes the course's
     * rating: 404 no course, 403 its author or someone never enrolled.
     */
    async put(
      courseId: string,
      reviewer: { email: string; name: string },
      input: { rating: number; comment: string },
    ): Promise<{ created: boolean; review: Review; course: CourseRating }> {
      return db.transaction(async (tx) => {
        const course = await lockCourse(tx, courseId);
        const eligibility = await eligibilityOf(tx, course, reviewer.email);
        if (eligibility === 'author') throw forbidden(messages.reviewOwnCourse);
        if (eligibility === 'notEnrolled') throw forbidden(messages.reviewNotEnrolled);
        // xmax = 0 only for a freshly inserted row: created (201) or replaced (200).
        const [row] = await tx.query<ReviewRow & { inserted: boolean }>(
          `INSERT INTO reviews (course_id, user_email, user_name, rating, comment)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (course_id, user_email) DO UPDATE
             SET rating = EXCLUDED.rating, comment = EXCLUDED.comment,
                 user_name = EXCLUDED.user_name, updated_at = now()
           RETURNING ${REVIEW_COLUMNS}, (xmax = 0) AS inserted`,
          [courseId, reviewer.email, reviewer.name, input.rating, input.comment],
        );
        const review = defined(row, 'review');
        const rating = await refreshRating(tx, courseId);
        return {
          created: review.inserted,
          review: toReview(review),
          course: toCourseRating(rating),
        };
      });
    },

    /** Deletes the user's review; the course's rating after. 404 no course or no review. */
    async remove(courseId: string, email: string): Promise<CourseRating> {
      const course = await db.transaction(async (tx) => {
        await lockCourse(tx, courseId);
        const removed = await tx.query(
          'DELETE FROM reviews WHERE course_id = $1 AND user_email = $2 RETURNING id',
          [courseId, email],
        );
        if (removed.length === 0) throw notFound(messages.reviewNotFound);
        return refreshRating(tx, courseId);
      });
      return toCourseRating(course);
    },

    /** The course's learners, newest first, for its author only: 404 no course, 403 not the author. */
    async learners(courseId: string, authorEmail: string): Promise<Schemas['Learner'][]> {
      const [course] = await db.read<{ added_by_email: string }>(
        'SELECT added_by_email FROM courses WHERE id = $1',
        [courseId],
      );
      if (!course) throw notFound(messages.courseNotFound);
      if (course.added_by_email !== authorEmail) throw forbidden(messages.learnersOwnerOnly);
      const rows = await db.read<{
        user_email: string;
        user_name: string | null;
        enrolled_at: Date;
      }>(
        `SELECT user_email, user_name, enrolled_at FROM enrollments WHERE course_id = $1
         ORDER BY enrolled_at DESC, id DESC`,
        [courseId],
      );
      return rows.map((row) => ({
        name: row.user_name?.trim() || (row.user_email.split('@')[0] ?? row.user_email),
        enrolledAt: new Date(row.enrolled_at).toISOString(),
      }));
    },
  };
}

export type ReviewData = ReturnType<typeof reviewData>;
