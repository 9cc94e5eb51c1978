/** SPEC-NOTES.md: the four fixed bullets of the 'What You'll Learn' panel. */
export const LEARNING_POINTS = [
  'Comprehensive course content',
  'Hands-on practical exercises',
  'Expert instructor guidance',
  'Certificate upon completion',
] as const;

export const UNKNOWN_INSTRUCTOR = 'Unknown Instructor';
