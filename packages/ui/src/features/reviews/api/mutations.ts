import { unwrap, type ApiClient, type CourseRating, type ReviewInput } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { useSession } from '../../../session';
import { updateCachedCourse } from '../../courses/api/cache';
import { reviewTexts } from '../texts';
import { reviewKeys } from './keys';

/** The server's new average and count, shown on every cached copy of the course at once. */
function applyRating(queryClient: QueryClient, rating: CourseRating) {
  updateCachedCourse(queryClient, rating.courseId, (course) => ({
    ...course,
    rating: rating.rating,
    ratingCount: rating.ratingCount,
  }));
}

/** The list and the distribution change with any review. */
async function invalidateReviews(queryClient: QueryClient, courseId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.list(courseId) }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.summary(courseId) }),
  ]);
}

export interface SaveReviewVariables {
  courseId: string;
  input: ReviewInput;
}

export function saveReviewMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...reviewKeys.all, 'save'],
    mutationFn: ({ courseId, input }: SaveReviewVariables) =>
      unwrap(
        client.PUT('/courses/{id}/reviews/mine', {
          params: { path: { id: courseId } },
          body: input,
        }),
        reviewTexts.submitFailed,
      ),
    onSuccess: async (result, { courseId }) => {
      applyRating(queryClient, result.course);
      queryClient.setQueryData(reviewKeys.mine(courseId, email), {
        review: result.review,
        eligibility: 'allowed' as const,
      });
      await invalidateReviews(queryClient, courseId);
    },
  });
}

export function deleteReviewMutation(client: ApiClient, queryClient: QueryClient, email: string) {
  return mutationOptions({
    mutationKey: [...reviewKeys.all, 'delete'],
    mutationFn: (courseId: string) =>
      unwrap(
        client.DELETE('/courses/{id}/reviews/mine', { params: { path: { id: courseId } } }),
        reviewTexts.deleteFailed,
      ),
    onSuccess: async (result, courseId) => {
      applyRating(queryClient, result.course);
      queryClient.setQueryData(reviewKeys.mine(courseId, email), {
        review: null,
        eligibility: 'allowed' as const,
      });
      await invalidateReviews(queryClient, courseId);
    },
  });
}

export function useSaveReview() {
  const email = useSession().user?.email ?? '';
  return useApiMutation(saveReviewMutation, email);
}

export function useDeleteReview() {
  const email = useSession().user?.email ?? '';
  return useApiMutation(deleteReviewMutation, email);
}
