export { SkillChips, type SkillChipsProps } from './SkillChips';
