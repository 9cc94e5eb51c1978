import { COURSE_CATEGORIES } from '@edugate/api-client';

/** The filter chips: 'All' (no category), then the catalogue's categories (SPEC.md section 9). */
export const CATEGORY_CHIPS = [
  { value: '', label: 'All' },
  ...COURSE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
] as const;

/** 'web development' -> 'Web Development', 'ui/ux design' -> 'UI/UX Design'. */
export function categoryLabel(category: string): string {
  return category
    .split(' ')
    .map((word) =>
      word
        .split('/')
        .map((part) =>
          part.length <= 2 ? part.toUpperCase() : part.charAt(0).toUpperCase() + part.slice(1),
        )
        .join('/'),
    )
    .join(' ');
}

export const SORT_OPTIONS = [
  { value: 'addedAt_desc', label: 'Newest First' },
  { value: 'enrollments_desc', label: 'Most Popular' },
  { value: 'rating_desc', label: 'Highest Rated' },
] as const;
