export { SkillsField } from './SkillsField';
export type { SkillsFieldProps } from './SkillsField';
export { skillsFieldTexts } from './texts';
export { SkillsPicker, type SkillsPickerProps } from './SkillsPicker';
export { skillKeys } from './keys';
export { SUGGESTIONS_SHOWN, skillSuggestionsQuery, useSkillSuggestions } from './suggestions';
export { SkillsController, type SkillsControllerProps } from './SkillsController';
