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
export { SkillsPicker, type SkillsPickerProps } from './SkillsPicker';
export { skillKeys } from './keys';
export { SUGGESTIONS_SHOWN, skillSuggestionsQuery, useSkillSuggestions } from './suggestions';
