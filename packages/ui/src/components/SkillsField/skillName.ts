/** The longest skill name, in characters, once normalised. */
export const SKILL_NAME_MAX_LENGTH = 60;

/** A skill name as stored: trimmed, every run of inner whitespace made one space. */
export function normaliseSkillName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The key two names share when they are the same skill: normalised, case ignored. */
export function skillKey(text: string): string {
  return normaliseSkillName(text).toLocaleLowerCase('en-US');
}

/** Whether two names are the same skill ('React', ' react ' and 'REACT' are). */
export function sameSkill(a: string, b: string): boolean {
  return skillKey(a) === skillKey(b);
}

/** Whether the text makes a skill name: 1 to 60 characters once normalised. */
export function isValidSkillName(text: string): boolean {
  const name = normaliseSkillName(text);
  return name.length >= 1 && name.length <= SKILL_NAME_MAX_LENGTH;
}
