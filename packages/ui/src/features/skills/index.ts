export { SkillChips, type SkillChipsProps } from './components/SkillChips';
export { skillTexts } from './texts';
