export { reviewKeys } from './api/keys';
export {
  REVIEWS_PAGE_SIZE,
  reviewsQuery,
  reviewSummaryQuery,
  useReviewSummary,
  myReviewQuery,
  learnersQuery,
  useReviews,
  useMyReview,
  useLearners,
  type ReviewPage,
} from './api/queries';
export {
  saveReviewMutation,
  deleteReviewMutation,
  useSaveReview,
  useDeleteReview,
  type SaveReviewVariables,
} from './api/mutations';
export { reviewTexts } from './texts';
