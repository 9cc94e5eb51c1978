export { RatingsReviews, type RatingsReviewsProps } from './RatingsReviews';
