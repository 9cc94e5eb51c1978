import { COURSE_CATEGORIES } from '@edugate/api-client';
import { categoryLabel } from '../../features/courses';

/** The filter chips: 'All' (no category), then the catalogue's categories (SPEC.md section 9). */
export const CATEGORY_CHIPS = [
  { value: '', label: 'All' },
  ...COURSE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
] as const;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'addedAt_desc', label: 'Newest First' },
  { value: 'enrollments_desc', label: 'Most Popular' },
  { value: 'rating_desc', label: 'Highest Rated' },
] as const;

/** The sort select's options: 'Best match' only with a search term (it orders a search's results). */
export function sortOptions(q: string) {
  return q ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.value !== 'relevance');
}
