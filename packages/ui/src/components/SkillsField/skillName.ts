// The field's view of a skill's name: the rules are the API's own (one module shared by the
// server, the mock API and this field), so the three agree on what counts as the same skill.
import { SKILL_LIMITS, normaliseSkillName, sameSkill } from '@edugate/api-client';

export { normaliseSkillName, sameSkill };

/** The longest skill name, in characters, once normalised. */
export const SKILL_NAME_MAX_LENGTH = SKILL_LIMITS.nameLength;

/** The key two names share when they are the same skill: normalised, case ignored. */
export function skillKey(text: string): string {
  return normaliseSkillName(text).toLowerCase();
}

/** Whether the text makes a skill name: 1 to 60 characters once normalised. */
export function isValidSkillName(text: string): boolean {
  const name = normaliseSkillName(text);
  return name.length >= 1 && name.length <= SKILL_NAME_MAX_LENGTH;
}
