export { VerifiedSkills, type VerifiedSkillsProps } from './VerifiedSkills';
