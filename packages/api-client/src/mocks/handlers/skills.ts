import type { HttpHandler } from 'msw';
import { SKILL_LIMITS } from '../../constants';
import { messages } from '../../messages';
import { normaliseSkillName, normaliseSkillNames } from '../../skills';
import type { MockDb } from '../db';
import { fixtureSkills } from '../fixtures';
import { error, http } from './http';

/**
 * The shared list as the server keeps it: the fixture list, then every name a course or job of
 * the mock database holds, each skill once (ignoring case) under its first spelling.
 */
export function knownSkills(db: Pick<MockDb, 'courses' | 'jobs'>): string[] {
  return normaliseSkillNames([
    ...fixtureSkills,
    ...db.courses.flatMap((course) => course.skills),
    ...db.jobs.flatMap((job) => job.skills),
  ]);
}

/** What the server stores for a written list: normalised, repeats dropped, known names' case kept. */
export function storedSkills(db: Pick<MockDb, 'courses' | 'jobs'>, names: readonly string[]) {
  const known = new Map(knownSkills(db).map((name) => [name.toLowerCase(), name]));
  return normaliseSkillNames(names).map((name) => known.get(name.toLowerCase()) ?? name);
}

/**
 * The server's contract check of a written `skills` (openapi.yaml: at most `max`, each 1 to 60
 * characters and not blank), with its texts; null when it passes.
 */
export function skillsProblem(
  skills: readonly string[] | undefined,
  max: number,
  tooMany: string,
): string | null {
  if (!skills) return null;
  if (skills.length > max) return tooMany;
  for (const skill of skills) {
    if (skill.length === 0) return messages.skillEmpty;
    if (skill.length > SKILL_LIMITS.nameLength) return messages.skillTooLong;
    if (!/\S/.test(skill)) return messages.skillBlank;
  }
  return null;
}

/** GET /skills: the server's order, those starting with the text first, then alphabetical. */
export function skillHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/skills', ({ query, response }) => {
      const q = normaliseSkillName(query.get('q') ?? '').toLowerCase();
      const limit = Number(query.get('limit') ?? 10);
      if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
        return error(400, 'querystring/limit must be <= 50');
      }
      const starts = (name: string) => name.toLowerCase().startsWith(q);
      const found = knownSkills(db)
        .filter((name) => name.toLowerCase().includes(q))
        .sort(
          (a, b) =>
            Number(starts(b)) - Number(starts(a)) ||
            (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0),
        );
      return response(200).json(found.slice(0, limit).map((name) => ({ name })));
    }),
  ];
}
