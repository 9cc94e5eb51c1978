import { messages } from '@edugate/api-client/messages';
import { reviewData } from '../tables/reviews.ts';
import { callerEmail, displayNameOf, isUuid, type Deps } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

/** docs/product.md, Ratings & Reviews: a comment is trimmed, then at most this many characters. */
export const MAX_REVIEW_LENGTH = 2000;

type ReviewOperations =
  | 'listCourseReviews'
  | 'getReviewSummary'
  | 'getMyReview'
  | 'putMyReview'
  | 'deleteMyReview'
  | 'listCourseLearners';

function courseId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.courseNotFound);
  return id.toLowerCase();
}

export function reviewHandlers({ db }: Deps): Pick<OperationHandlers, ReviewOperations> {
  const reviews = reviewData(db);
  return {
    async listCourseReviews(request, reply) {
      const id = courseId(request.params.id);
      const { limit, offset } = request.query;
      const page = await reviews.page(id, { limit, offset });
      if (!page) throw notFound(messages.courseNotFound);
      reply.header('x-total-count', String(page.total));
      return page.reviews;
    },

    async getReviewSummary(request) {
      const summary = await reviews.summary(courseId(request.params.id));
      if (!summary) throw notFound(messages.courseNotFound);
      return summary;
    },

    async getMyReview(request) {
      const email = callerEmail(request);
      const mine = await reviews.mine(courseId(request.params.id), email);
      if (!mine) throw notFound(messages.courseNotFound);
      return mine;
    },

    async putMyReview(request, reply) {
      const email = callerEmail(request);
      const id = courseId(request.params.id);
      const input = request.body;
      // The contract only says "a number", so the server's own text answers every other rating.
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
        throw badRequest(messages.reviewRatingInvalid);
      }
      const comment = (input.comment ?? '').trim();
      if (comment.length > MAX_REVIEW_LENGTH) throw badRequest(messages.reviewTooLong);
      const result = await reviews.put(
        id,
        { email, name: displayNameOf(request, email) },
        { rating: input.rating, comment },
      );
      reply.code(result.created ? 201 : 200);
      return {
        message: result.created ? messages.reviewSubmitted : messages.reviewUpdated,
        review: result.review,
        course: result.course,
      };
    },

    async deleteMyReview(request) {
      const email = callerEmail(request);
      const course = await reviews.remove(courseId(request.params.id), email);
      return { message: messages.reviewDeleted, course };
    },

    async listCourseLearners(request) {
      const email = callerEmail(request);
      return reviews.learners(courseId(request.params.id), email);
    },
  };
}
