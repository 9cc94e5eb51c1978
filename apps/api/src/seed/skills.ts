/**
 * The skills EduGate starts with: content/skills.yaml, grouped by category for the person editing
 * it, read here as one list in the file's order. Courses (course.yaml's `skills`) and seeded jobs
 * (seed-data.ts) name skills from it; the seed stops with a sentence when one names another.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SKILL_LIMITS, normaliseSkillName } from '@edugate/api-client/skills';
import { apiRoot } from '../config.ts';

export const SKILLS_FILE = path.join(apiRoot, 'content', 'skills.yaml');

/** Every skill of the file, in its order: each normalised, within the limit and there once. */
export function readSeedSkills(file = SKILLS_FILE): string[] {
  const groups = parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  const names = Object.values(groups).flat().map(String);
  const seen = new Set<string>();
  for (const name of names) {
    if (normaliseSkillName(name) !== name || name.length > SKILL_LIMITS.nameLength) {
      throw new Error(`seed: content/skills.yaml: "${name}" is not a skill name as stored`);
    }
    if (seen.has(name.toLowerCase())) {
      throw new Error(`seed: content/skills.yaml lists "${name}" twice (ignoring case)`);
    }
    seen.add(name.toLowerCase());
  }
  return names;
}

/** Refuses a list naming a skill the file lacks, or more than `max`, naming where it is. */
export function checkSeedSkills(
  where: string,
  skills: readonly string[],
  known: readonly string[],
  max: number,
): void {
  if (skills.length > max) throw new Error(`seed: ${where}: more than ${max} skills`);
  for (const skill of skills) {
    if (!known.includes(skill)) {
      throw new Error(`seed: ${where}: "${skill}" is not in content/skills.yaml`);
    }
  }
}
