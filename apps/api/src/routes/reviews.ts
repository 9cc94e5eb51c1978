import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import type { Queryable } from '../db/database.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { callerEmail, currentUser, isUuid, type Deps, type Handlers } from '../http/context.ts';
import { defined } from '../util/defined.ts';

/** SPEC-BEYOND.md section 1: a comment is trimmed, then at most this many characters. */
export const MAX_REVIEW_LENGTH = 2000;

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

function toReview(row: ReviewRow) {
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

function toCourseRating(row: RatingRow) {
  return { courseId: row.id, rating: row.rating, ratingCount: row.rating_count };
}

function courseId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw notFound(messages.courseNotFound);
  return id.toLowerCase();
}

/** The name shown with a review or on the author's Learners panel: never the whole e-mail. */
export function displayNameOf(request: FastifyRequest, email: string): string {
  return currentUser(request).name?.trim() || (email.split('@')[0] ?? email);
}

type Eligibility = 'allowed' | 'notEnrolled' | 'author';

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

export function reviewHandlers({ db }: Deps): Handlers {
  return {
    async listCourseReviews(request: FastifyRequest, reply: FastifyReply) {
      const id = courseId(request);
      const { limit, offset } = request.query as { limit: number; offset: number };
      const rows = await db.read<ReviewRow & { total: number; course_exists: boolean }>(
        `SELECT r.*, (SELECT count(*)::int FROM reviews WHERE course_id = $1) AS total, true AS course_exists
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (
           SELECT ${REVIEW_COLUMNS} FROM reviews WHERE course_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
         ) AS r ON true
         WHERE EXISTS (SELECT 1 FROM courses WHERE id = $1)`,
        [id, limit, offset],
      );
      if (rows.length === 0) throw notFound(messages.courseNotFound);
      reply.header('x-total-count', String(rows[0]?.total ?? 0));
      return rows.filter((row) => row.id !== null).map(toReview);
    },

    async getReviewSummary(request) {
      const id = courseId(request);
      const rows = await db.read<RatingRow & { stars: number | null; n: number }>(
        `SELECT c.id, c.rating::float8 AS rating, c.rating_count, r.rating AS stars, count(r.id)::int AS n
         FROM courses c LEFT JOIN reviews r ON r.course_id = c.id
         WHERE c.id = $1 GROUP BY c.id, c.rating, c.rating_count, r.rating`,
        [id],
      );
      const first = rows[0];
      if (!first) throw notFound(messages.courseNotFound);
      const starCounts = [1, 2, 3, 4, 5].map(
        (stars) => rows.find((row) => row.stars === stars)?.n ?? 0,
      );
      return { ...toCourseRating(first), starCounts };
    },

    async getMyReview(request) {
      const email = callerEmail(request);
      const id = courseId(request);
      const [course] = await db.read<{ id: string; added_by_email: string }>(
        'SELECT id, added_by_email FROM courses WHERE id = $1',
        [id],
      );
      if (!course) throw notFound(messages.courseNotFound);
      const [review] = await db.read<ReviewRow>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE course_id = $1 AND user_email = $2`,
        [id, email],
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

    async putMyReview(request, reply) {
      const email = callerEmail(request);
      const id = courseId(request);
      const input = request.body as { rating: number; comment?: string };
      // The contract only says "a number", so the server's own text answers every other rating.
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
        throw badRequest(messages.reviewRatingInvalid);
      }
      const comment = (input.comment ?? '').trim();
      if (comment.length > MAX_REVIEW_LENGTH) throw badRequest(messages.reviewTooLong);
      const name = displayNameOf(request, email);
      const result = await db.transaction(async (tx) => {
        const course = await lockCourse(tx, id);
        const eligibility = await eligibilityOf(tx, course, email);
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
          [id, email, name, input.rating, comment],
        );
        const review = defined(row, 'review');
        return { review, course: await refreshRating(tx, id) };
      });
      reply.code(result.review.inserted ? 201 : 200);
      return {
        message: result.review.inserted ? messages.reviewSubmitted : messages.reviewUpdated,
        review: toReview(result.review),
        course: toCourseRating(result.course),
      };
    },

    async deleteMyReview(request) {
      const email = callerEmail(request);
      const id = courseId(request);
      const course = await db.transaction(async (tx) => {
        await lockCourse(tx, id);
        const removed = await tx.query(
          'DELETE FROM reviews WHERE course_id = $1 AND user_email = $2 RETURNING id',
          [id, email],
        );
        if (removed.length === 0) throw notFound(messages.reviewNotFound);
        return refreshRating(tx, id);
      });
      return { message: messages.reviewDeleted, course: toCourseRating(course) };
    },

    async listCourseLearners(request) {
      const email = callerEmail(request);
      const id = courseId(request);
      const [course] = await db.read<{ added_by_email: string }>(
        'SELECT added_by_email FROM courses WHERE id = $1',
        [id],
      );
      if (!course) throw notFound(messages.courseNotFound);
      if (course.added_by_email !== email) throw forbidden(messages.learnersOwnerOnly);
      const rows = await db.read<{
        user_email: string;
        user_name: string | null;
        enrolled_at: Date;
      }>(
        `SELECT user_email, user_name, enrolled_at FROM enrollments WHERE course_id = $1
         ORDER BY enrolled_at DESC, id DESC`,
        [id],
      );
      return rows.map((row) => ({
        name: row.user_name?.trim() || (row.user_email.split('@')[0] ?? row.user_email),
        enrolledAt: new Date(row.enrolled_at).toISOString(),
      }));
    },
  };
}
