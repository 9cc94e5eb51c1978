export { SkillChips, type SkillChipsProps } from './components/SkillChips';
export { VerifiedSkills, type VerifiedSkillsProps } from './components/VerifiedSkills';
export { skillKeys } from './api/keys';
export { verifiedSkillsQuery, useVerifiedSkills } from './api/queries';
export { skillTexts } from './texts';
