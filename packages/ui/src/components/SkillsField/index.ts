export { SkillsField } from './SkillsField';
export type { SkillsFieldProps } from './SkillsField';
export {
  SKILL_NAME_MAX_LENGTH,
  isValidSkillName,
  normaliseSkillName,
  sameSkill,
  skillKey,
} from './skillName';
export { skillsFieldTexts } from './texts';
