// How EduGate writes a skill's name (docs/product.md, Skills), shared by the server, the mock API
// and the forms so the three agree on what counts as the same skill.

export { SKILL_LIMITS } from './constants';

/** Trimmed, inner runs of white space as one space: 'Node.js ' and 'Node.js' are one skill. */
export function normaliseSkillName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Two names of one skill: equal once normalised, ignoring case. */
export function sameSkill(a: string, b: string): boolean {
  return normaliseSkillName(a).toLowerCase() === normaliseSkillName(b).toLowerCase();
}

/** Normalised, in the writer's order, blanks dropped and the first of names equal ignoring case kept. */
export function normaliseSkillNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names.map(normaliseSkillName)) {
    const key = name.toLowerCase();
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
