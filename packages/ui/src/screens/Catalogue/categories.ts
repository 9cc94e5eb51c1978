import { COURSE_CATEGORIES, type CourseSort } from '@edugate/api-client';
import { categoryLabel } from '../../features/courses';
import { defaultCourseSort } from '../../paths';

/** The filter chips: 'All' (no category), then the catalogue's categories (docs/product.md, Numbers). */
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

/**
 * The sort select's options: 'Best match' only with a search term (it orders a search's results).
 * The default sort for `q` has the value '' (no `sort` in the URL): the select is a field of the
 * catalogue's GET form, so a term submitted before the page's code has run must not carry
 * 'Newest First' along as if it had been chosen, or 'Best match' would never be the default.
 */
export function sortOptions(q: string) {
  const fallback = defaultCourseSort(q);
  return SORT_OPTIONS.filter((option) => q !== '' || option.value !== 'relevance').map((option) =>
    option.value === fallback ? { ...option, value: '' } : option,
  );
}

/** The sort select's value for `sort`: '' for the default (see sortOptions). */
export function sortValue(sort: CourseSort, q: string): string {
  return sort === defaultCourseSort(q) ? '' : sort;
}
