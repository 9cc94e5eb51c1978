// The certificates table: what a certificate says, as it was issued (tables/completions.ts issues
// them, once per learner and course, in the transaction that completes the course).
import type { components } from '@edugate/api-client';
import type { Database } from '../db/database.ts';

type Certificate = components['schemas']['Certificate'];

export interface CertificateRow {
  id: string;
  course_id: string | null;
  course_title: string;
  learner_name: string;
  author_name: string;
  issued_at: Date;
  revoked_at: Date | null;
  /** Its course's skills now (certificateSkillsSql); null when not selected. */
  skills?: string[] | null;
}

export const CERTIFICATE_COLUMNS =
  'id, course_id, course_title, learner_name, author_name, issued_at, revoked_at';

/**
 * SQL for the skills the course of the certificate row `alias` teaches now, in its author's order
 * ('{}' once the course is gone): one subquery on course_skills' primary key, so every list of
 * certificates stays one query.
 */
export function certificateSkillsSql(alias: string): string {
  return `ARRAY(SELECT s.name FROM course_skills cs JOIN skills s ON s.id = cs.skill_id
    WHERE cs.course_id = ${alias}.course_id ORDER BY cs.position) AS skills`;
}

export function toCertificate(row: CertificateRow): Certificate {
  const certificate: Certificate = {
    _id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    learnerName: row.learner_name,
    authorName: row.author_name,
    issuedAt: new Date(row.issued_at).toISOString(),
    skills: row.skills ?? [],
  };
  if (row.revoked_at) certificate.revokedAt = new Date(row.revoked_at).toISOString();
  return certificate;
}

export function certificateData(db: Database) {
  return {
    /** One certificate, for anyone with its id; null when there is none. */
    async find(id: string): Promise<Certificate | null> {
      const [row] = await db.read<CertificateRow>(
        `SELECT ${CERTIFICATE_COLUMNS}, ${certificateSkillsSql('certificates')}
           FROM certificates WHERE id = $1`,
        [id],
      );
      return row ? toCertificate(row) : null;
    },

    /** The learner's certificates, newest first. */
    async mine(email: string): Promise<Certificate[]> {
      const rows = await db.read<CertificateRow>(
        `SELECT ${CERTIFICATE_COLUMNS}, ${certificateSkillsSql('certificates')}
           FROM certificates WHERE user_email = $1
          ORDER BY issued_at DESC, id`,
        [email],
      );
      return rows.map(toCertificate);
    },
  };
}
