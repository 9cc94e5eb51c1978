// The shared skills list and the skills courses teach and jobs require (docs/product.md, Skills):
// names normalised, stored once in `skills` and referenced by id (migrations/022).
import { normaliseSkillName, normaliseSkillNames } from '@edugate/api-client/skills';
import type { Database, Queryable } from '../db/database.ts';

/** Who holds a list of skills: a course teaches them, a job requires them. */
type Holder = 'course' | 'job';

const LINKS = {
  course: { table: 'course_skills', column: 'course_id' },
  job: { table: 'job_skills', column: 'job_id' },
} as const satisfies Record<Holder, { table: string; column: string }>;

/**
 * A select-list column `skills`: the names of the skills the row `${alias}.id` holds, in its
 * writer's order (an empty array for none).
 */
export function skillNamesColumn(holder: Holder, alias: string): string {
  const { table, column } = LINKS[holder];
  return `ARRAY(SELECT s.name FROM ${table} l JOIN skills s ON s.id = l.skill_id
    WHERE l.${column} = ${alias}.id ORDER BY l.position) AS skills`;
}

/**
 * Makes the skills the course or job holds exactly `names` (normalised first), in that order.
 * A name new to EduGate is added to the list; one it has is reused whatever its case, so the
 * stored name stays as first written. Run inside the write's transaction.
 */
export async function setSkills(
  tx: Queryable,
  holder: Holder,
  id: string,
  names: readonly string[],
): Promise<void> {
  const { table, column } = LINKS[holder];
  const kept = normaliseSkillNames(names);
  await tx.query(`DELETE FROM ${table} WHERE ${column} = $1`, [id]);
  if (kept.length === 0) return;
  // A name another writer adds at the same moment is theirs: ON CONFLICT waits for their commit
  // and then leaves it, and the next statement reads it.
  await tx.query(
    'INSERT INTO skills (name) SELECT unnest($1::text[]) ON CONFLICT (key) DO NOTHING',
    [kept],
  );
  // DISTINCT ON the id as well as the JavaScript dedupe: lower() and toLowerCase() may differ for
  // a rare letter, and the primary key would refuse the repeat.
  await tx.query(
    `INSERT INTO ${table} (${column}, skill_id, position)
     SELECT $1, skill_id, row_number() OVER (ORDER BY ord)
     FROM (SELECT DISTINCT ON (s.id) s.id AS skill_id, t.ord
           FROM unnest($2::text[]) WITH ORDINALITY AS t(name, ord)
           JOIN skills s ON s.key = lower(t.name)
           ORDER BY s.id, t.ord) AS chosen`,
    [id, kept],
  );
}

/** Characters LIKE treats specially, escaped so a typed '%' or '_' is only itself. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface SkillSuggestion {
  name: string;
}

export function skillData(db: Database) {
  return {
    /**
     * Skills whose name contains `q` (ignoring case): those starting with it first, then the
     * rest, each alphabetically. Without `q`, the list from the start of the alphabet.
     */
    async search(q: string, limit: number): Promise<SkillSuggestion[]> {
      const term = normaliseSkillName(q).toLowerCase();
      const pattern = likeLiteral(term);
      return db.read<SkillSuggestion>(
        `SELECT name FROM skills
         WHERE key LIKE '%' || $1 || '%'
         ORDER BY (key LIKE $1 || '%') DESC, key
         LIMIT $2`,
        [pattern, limit],
      );
    },
  };
}

export type SkillData = ReturnType<typeof skillData>;
