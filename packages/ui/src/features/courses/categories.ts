import { COURSE_CATEGORIES, type CourseCategory } from '@edugate/api-client';

/** Categories are stored lower case; people read them title-cased, and 'UI/UX' as the trade writes it. */
const written: Partial<Record<CourseCategory, string>> = { 'ui/ux design': 'UI/UX Design' };

export function categoryLabel(category: CourseCategory): string {
  return written[category] ?? category.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The course form's Category choices, in the catalogue's order. */
export const categoryOptions = COURSE_CATEGORIES.map((value) => ({
  value,
  label: categoryLabel(value),
}));
