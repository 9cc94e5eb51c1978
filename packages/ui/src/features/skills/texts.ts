import { skillsFieldTexts } from '../../components/SkillsField/texts';

/** The skills texts of the pages that show them (docs/product.md, Skills). */
export const skillTexts = {
  gain: "Skills you'll gain",
  required: skillsFieldTexts.required,
  verified: 'Your verified skills',
  noVerified: 'Finish a course to earn your first verified skill.',
  verifiedFailed: 'Could not load your verified skills.',
  /** The list's name on a public portfolio, which is not the reader's own. */
  verifiedOf: 'Verified skills',
  loadingVerified: 'Loading your verified skills',
} as const;
