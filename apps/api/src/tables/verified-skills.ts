// A learner's verified skills (docs/product.md, Skills): the skills of the courses they hold a
// certificate for that they have not revoked. EduGate matches what its certificates prove, never
// what a person types about themselves, so everything that ranks or counts a learner's skills
// (My Certificates, the portfolio, jobs for you, applications) starts from this one query.
import type { Database, Queryable } from '../db/database.ts';

/**
 * SQL yielding one row `skill_id` per skill verified for the learner whose e-mail is the
 * parameter `$${param}`. A certificate whose course was deleted teaches nothing any more: its
 * course's skills went with the course.
 */
export function verifiedSkillIdsSql(param = 1): string {
  return `SELECT DISTINCT cs.skill_id
    FROM certificates c JOIN course_skills cs ON cs.course_id = c.course_id
    WHERE c.user_email = $${param} AND c.revoked_at IS NULL`;
}

export interface VerifiedSkill {
  id: number;
  name: string;
}

/** The learner's verified skills, by name (case-insensitive order). */
export async function verifiedSkills(
  db: Database | Queryable,
  email: string,
): Promise<VerifiedSkill[]> {
  const sql = `SELECT s.id, s.name FROM skills s WHERE s.id IN (${verifiedSkillIdsSql(1)})
    ORDER BY s.key`;
  // Read on every signed-in request of the job board: planned once per connection.
  if ('read' in db) return db.read<VerifiedSkill>(sql, [email], { prepared: 'verifiedSkills' });
  return db.query<VerifiedSkill>(sql, [email]);
}

/**
 * The skills of `required` (a job's, in its order) that are among `verified`: what 'You have
 * {k} of {n} skills' and the ticks on a job's page count. Names are the skills' own, stored
 * once, so equal names are the same skill.
 */
export function skillsHeld(required: readonly string[], verified: readonly VerifiedSkill[]) {
  const names = new Set(verified.map((skill) => skill.name));
  return required.filter((name) => names.has(name));
}
