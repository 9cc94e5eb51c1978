// How EduGate writes a skill's name (docs/product.md, Skills), shared by the server, the mock API
// and the forms so the three agree on what counts as the same skill.

import { SKILL_LIMITS } from './constants';

export { SKILL_LIMITS };

/** Trimmed, inner runs of white space as one space: 'Node.js ' and 'Node.js' are one skill. */
export function normaliseSkillName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The key two names share when they are the same skill: normalised, case ignored. */
export function skillKey(name: string): string {
  return normaliseSkillName(name).toLowerCase();
}

/** Two names of one skill: equal once normalised, ignoring case. */
export function sameSkill(a: string, b: string): boolean {
  return skillKey(a) === skillKey(b);
}

/** Whether the text makes a skill name: 1 to 60 characters once normalised. */
export function isSkillName(text: string): boolean {
  const name = normaliseSkillName(text);
  return name.length >= 1 && name.length <= SKILL_LIMITS.nameLength;
}

/** Normalised, in the writer's order, blanks dropped and the first of names equal ignoring case kept. */
export function normaliseSkillNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names.map(normaliseSkillName)) {
    const key = skillKey(name);
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/**
 * 'Best match for you' (docs/product.md, Jobs for you), as the server ranks `GET /jobs?sort=match`:
 * the share of a job's required skills the reader holds, highest first; jobs requiring no skill
 * last. Lower sorts first; ties are the caller's (newest first).
 */
export function jobMatchRank(job: { skills: readonly string[]; skillsHeld?: readonly string[] }) {
  if (job.skills.length === 0) return 1;
  return -(job.skillsHeld?.length ?? 0) / job.skills.length;
}
