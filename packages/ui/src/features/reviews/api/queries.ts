import {
  unwrap,
  type ApiClient,
  type Learner,
  type MyReview,
  type Review,
  type ReviewSummary,
} from '@edugate/api-client';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { useSession } from '../../../session';
import { reviewTexts } from '../texts';
import { reviewKeys } from './keys';

/** docs/product.md: reviews newest first, 10 at a time. */
export const REVIEWS_PAGE_SIZE = 10;

export interface ReviewPage {
  reviews: Review[];
  total: number;
  offset: number;
}

export function reviewsQuery(client: ApiClient, courseId: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(courseId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ReviewPage> => {
      let total: number | undefined;
      const reviews = await unwrap(
        client
          .GET('/courses/{id}/reviews', {
            params: {
              path: { id: courseId },
              query: { limit: REVIEWS_PAGE_SIZE, offset: pageParam },
            },
            signal,
          })
          .then((result) => {
            const header = result.response.headers.get('X-Total-Count');
            total = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
            return result;
          }),
        reviewTexts.loadFailed,
      );
      const list = Array.isArray(reviews) ? reviews : [];
      return { reviews: list, total: total ?? pageParam + list.length, offset: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.reviews.length;
      return last.reviews.length > 0 && next < last.total ? next : undefined;
    },
  });
}

export function reviewSummaryQuery(client: ApiClient, courseId: string) {
  return queryOptions<ReviewSummary>({
    queryKey: reviewKeys.summary(courseId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/reviews/summary', { params: { path: { id: courseId } }, signal }),
        reviewTexts.loadFailed,
      ),
  });
}

export function myReviewQuery(client: ApiClient, courseId: string, email: string) {
  return queryOptions<MyReview>({
    queryKey: reviewKeys.mine(courseId, email),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/courses/{id}/reviews/mine', { params: { path: { id: courseId } }, signal }),
        reviewTexts.loadFailed,
      ),
    meta: { scope: 'user' },
  });
}

export function learnersQuery(client: ApiClient, courseId: string) {
  return queryOptions<Learner[]>({
    queryKey: reviewKeys.learners(courseId),
    queryFn: async ({ signal }) => {
      const learners = await unwrap(
        client.GET('/courses/{id}/learners', { params: { path: { id: courseId } }, signal }),
        reviewTexts.learnersFailed,
      );
      return Array.isArray(learners) ? learners : [];
    },
    meta: { scope: 'user' },
  });
}

/** A course's reviews, page after page ('Show more reviews' fetches the next). */
export function useReviews(courseId: string) {
  return useInfiniteQuery(reviewsQuery(useApiClient(), courseId));
}

/** A course's average, count and count per star. */
export function useReviewSummary(courseId: string) {
  return useQuery(reviewSummaryQuery(useApiClient(), courseId));
}

/** The signed-in user's review and whether they may write one; idle while signed out. */
export function useMyReview(courseId: string) {
  const client = useApiClient();
  const email = useSession().user?.email ?? '';
  return useQuery({ ...myReviewQuery(client, courseId, email), enabled: email !== '' });
}

/** The author's Learners panel; only asked for when `enabled` (the reader owns the course). */
export function useLearners(courseId: string, enabled: boolean) {
  return useQuery({ ...learnersQuery(useApiClient(), courseId), enabled });
}
