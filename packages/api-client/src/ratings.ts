import type { Course } from './types';

/** docs/product.md, Ratings & Reviews: 'No ratings yet', never 'Rating 0'. */
export const NO_RATINGS_TEXT = 'No ratings yet';

/**
 * 'Highest Rated' (`rating_desc`) as docs/product.md orders it: rating, then more ratings, then
 * newest; courses without a rating last. The server's ORDER BY and the mocks share this order.
 */
export function compareByRating(
  a: Pick<Course, 'rating' | 'ratingCount' | 'addedAt'>,
  b: Pick<Course, 'rating' | 'ratingCount' | 'addedAt'>,
): number {
  if (a.rating === null || b.rating === null) {
    if (a.rating !== b.rating) return a.rating === null ? 1 : -1;
  } else if (a.rating !== b.rating) {
    return b.rating - a.rating;
  }
  return b.ratingCount - a.ratingCount || b.addedAt.localeCompare(a.addedAt);
}

/** '4.6 (128)' (the count in parentheses) or 'No ratings yet', as cards and tables show it. */
export function ratingSummary(course: Partial<Pick<Course, 'rating' | 'ratingCount'>>): string {
  // Also for an older server's course without ratingCount, or its `rating: 0`: never 'Rating 0'.
  if (!course.rating || !course.ratingCount) return NO_RATINGS_TEXT;
  return `${course.rating.toFixed(1)} (${course.ratingCount})`;
}
