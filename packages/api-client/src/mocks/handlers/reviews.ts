import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { Course, CourseRating, Review, ReviewEligibility } from '../../types';
import { nameOf, syncRatings, type MockDb } from '../db';
import { error, http, signedIn } from './http';
import { findCourse } from './lookups';

/** docs/product.md, Ratings & Reviews: a comment is trimmed, then at most this many characters. */
export const MAX_REVIEW_LENGTH = 2000;
export const REVIEWS_PAGE_SIZE = 10;

const newestFirst = (a: Review, b: Review) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

function courseRating(course: Course): CourseRating {
  return { courseId: course._id, rating: course.rating, ratingCount: course.ratingCount };
}

/**
 * The review and learner operations of the contract, with the reference server's rules and
 * checks in the same order (apps/api/src/routes/reviews.ts; the messages parity test compares).
 */
export function reviewHandlers(db: MockDb): HttpHandler[] {
  const mine = (courseId: string) =>
    db.reviews.find((e) => e.review.courseId === courseId && e.userEmail === db.user.email);
  const eligibility = (course: Course): ReviewEligibility => {
    if (db.owners.get(course._id) === db.user.email) return 'author';
    const learner = (e: { courseId: string; userEmail: string }) =>
      e.courseId === course._id && e.userEmail === db.user.email;
    return db.enrollments.some(learner) || db.formerLearners.some(learner)
      ? 'allowed'
      : 'notEnrolled';
  };

  return [
    http.get('/courses/{id}/reviews', ({ params, query, response }) => {
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      const limit = Number(query.get('limit') ?? REVIEWS_PAGE_SIZE);
      const offset = Number(query.get('offset') ?? 0);
      const reviews = db.reviews
        .map((entry) => entry.review)
        .filter((review) => review.courseId === course._id)
        .sort(newestFirst);
      return response(200).json(reviews.slice(offset, offset + limit), {
        headers: { 'X-Total-Count': String(reviews.length) },
      });
    }),

    http.get('/courses/{id}/reviews/summary', ({ params, response }) => {
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      const ratings = db.reviews
        .filter((entry) => entry.review.courseId === course._id)
        .map((entry) => entry.review.rating);
      return response(200).json({
        ...courseRating(course),
        starCounts: [1, 2, 3, 4, 5].map((stars) => ratings.filter((r) => r === stars).length),
      });
    }),

    http.get('/courses/{id}/reviews/mine', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      return response(200).json({
        review: mine(course._id)?.review ?? null,
        eligibility: eligibility(course),
      });
    }),

    http.put('/courses/{id}/reviews/mine', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const input = await request.json();
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
        return error(400, messages.reviewRatingInvalid);
      }
      const comment = (input.comment ?? '').trim();
      if (comment.length > MAX_REVIEW_LENGTH) return error(400, messages.reviewTooLong);
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      const allowed = eligibility(course);
      if (allowed === 'author') return error(403, messages.reviewOwnCourse);
      if (allowed === 'notEnrolled') return error(403, messages.reviewNotEnrolled);
      const now = db.now().toISOString();
      const existing = mine(course._id);
      const review: Review = existing
        ? { ...existing.review, rating: input.rating, comment, updatedAt: now }
        : {
            _id: db.nextId('review'),
            courseId: course._id,
            rating: input.rating,
            comment,
            userName: nameOf(db, db.user.email),
            createdAt: now,
            updatedAt: now,
          };
      if (existing) existing.review = review;
      else db.reviews.push({ review, userEmail: db.user.email });
      syncRatings(db);
      return response(existing ? 200 : 201).json({
        message: existing ? messages.reviewUpdated : messages.reviewSubmitted,
        review,
        course: courseRating(course),
      });
    }),

    http.delete('/courses/{id}/reviews/mine', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      const existing = mine(course._id);
      if (!existing) return error(404, messages.reviewNotFound);
      db.reviews = db.reviews.filter((entry) => entry !== existing);
      syncRatings(db);
      return response(200).json({ message: messages.reviewDeleted, course: courseRating(course) });
    }),

    http.get('/courses/{id}/learners', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const course = findCourse(db, params.id);
      if (!course) return error(404, messages.courseNotFound);
      if (db.owners.get(course._id) !== db.user.email) {
        return error(403, messages.learnersOwnerOnly);
      }
      return response(200).json(
        db.enrollments
          .filter((e) => e.courseId === course._id)
          .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt) || b._id.localeCompare(a._id))
          .map((e) => ({ name: nameOf(db, e.userEmail), enrolledAt: e.enrolledAt })),
      );
    }),
  ];
}
