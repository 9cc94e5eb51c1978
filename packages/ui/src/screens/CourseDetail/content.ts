/**
 * docs/product.md: the four fixed bullets of the 'What You'll Learn' panel, shown for a course whose
 * author has written no outcomes of their own.
 */
export const LEARNING_POINTS = [
  'Comprehensive course content',
  'Hands-on practical exercises',
  'Expert instructor guidance',
  'Certificate upon completion',
] as const;

export const UNKNOWN_INSTRUCTOR = 'Unknown Instructor';
