// The lesson_completions table, and the certificate the last completion issues. Completing a
// lesson holds the learner's lock on the course (lesson-access.ts) for its transaction: two tabs
// (or two API processes) completing the last two lessons at once run one after the other, so the
// second sees the first's completion, finds the course complete and issues the certificate; the
// primary key of lesson_completions and the UNIQUE of certificates make any repeat a no-op.
import type { components } from '@edugate/api-client';
import { messages } from '@edugate/api-client/messages';
import { conflict } from '../domain/errors.ts';
import type { Database, Queryable } from '../db/database.ts';
import {
  CERTIFICATE_COLUMNS,
  certificateSkillsSql,
  toCertificate,
  type CertificateRow,
} from './certificates.ts';
import type { CredentialIssuer } from '../credentials/issue.ts';
import {
  prepareCredentialIn,
  signIssuedCredential,
  type PendingCredential,
} from './credentials.ts';
import { lockedForLearner } from './lesson-access.ts';
import { readProgress } from './course-progress.ts';

type Schemas = components['schemas'];
type Certificate = Schemas['Certificate'];

export interface CompletionOutcome {
  progress: Schemas['CourseProgress'];
  courseCompleted: boolean;
  certificate: Certificate | null;
}

/** An outcome in its transaction, with the credential to sign once it has committed. */
export interface CompletionInTransaction {
  outcome: CompletionOutcome;
  credential: PendingCredential | null;
}

export interface Learner {
  email: string;
  name: string;
}

/**
 * Records the completion (once) and, when it completes the course, the certificate (once), in
 * the caller's transaction, which holds the learner's lock. The certificate's credential is made
 * here and signed after the commit (`signIssuedCredential`).
 */
export async function completeIn(
  tx: Queryable,
  courseId: string,
  lessonId: string,
  learner: Learner,
  issuer: CredentialIssuer,
): Promise<CompletionInTransaction> {
  await tx.query(
    `INSERT INTO lesson_completions (user_email, lesson_id, course_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [learner.email, lessonId, courseId],
  );
  let progress = await readProgress(tx, courseId, learner.email);
  let certificate: Certificate | null = null;
  let credential: PendingCredential | null = null;
  if (
    progress.lessonCount > 0 &&
    progress.completedCount === progress.lessonCount &&
    !progress.certificateId
  ) {
    const [row] = await tx.query<CertificateRow>(
      `INSERT INTO certificates (user_email, course_id, course_title, learner_name, author_name)
       SELECT $1, c.id, c.title, $3, COALESCE(c.added_by_name, c.added_by_email)
         FROM courses c WHERE c.id = $2
       ON CONFLICT (user_email, course_id) DO NOTHING
       RETURNING ${CERTIFICATE_COLUMNS}, ${certificateSkillsSql('certificates')}`,
      [learner.email, courseId, learner.name],
    );
    if (row) {
      credential = await prepareCredentialIn(tx, issuer, row.id);
      certificate = toCertificate(row);
      progress = { ...progress, certificateId: row.id };
    }
  }
  return { outcome: { progress, courseCompleted: certificate !== null, certificate }, credential };
}

/** Marks an article or video completed (a quiz completes by passing: 409). Idempotent. */
export async function complete(
  db: Database,
  courseId: string,
  lessonId: string,
  learner: Learner,
  issuer: CredentialIssuer,
): Promise<CompletionOutcome> {
  const { outcome, credential } = await db.transaction(
    async (tx) => {
      const { lesson } = await lockedForLearner(tx, courseId, lessonId, learner.email);
      if (lesson.kind === 'quiz') throw conflict(messages.quizCompletesByPassing);
      return completeIn(tx, courseId, lessonId, learner, issuer);
    },
    { private: true },
  );
  await signIssuedCredential(db, issuer, credential);
  return outcome;
}

/** Un-marks an article or video. Idempotent; a certificate already issued stays. */
export function uncomplete(
  db: Database,
  courseId: string,
  lessonId: string,
  email: string,
): Promise<CompletionOutcome> {
  return db.transaction(
    async (tx) => {
      const { lesson } = await lockedForLearner(tx, courseId, lessonId, email);
      if (lesson.kind === 'quiz') throw conflict(messages.quizCompletesByPassing);
      await tx.query('DELETE FROM lesson_completions WHERE user_email = $1 AND lesson_id = $2', [
        email,
        lessonId,
      ]);
      return {
        progress: await readProgress(tx, courseId, email),
        courseCompleted: false,
        certificate: null,
      };
    },
    { private: true },
  );
}
