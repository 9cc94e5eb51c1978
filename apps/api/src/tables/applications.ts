// The job_applications table: its SQL, and applications in the contract's shape.
import type { components } from '@edugate/api-client';
import type { StatusListCredential } from '@edugate/api-client/credentials';
import { messages } from '@edugate/api-client/messages';
import { attachedStatusChecker } from '../credentials/attached-status.ts';
import { statusListUrl, type CredentialIssuer } from '../credentials/issue.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import type { Database, Queryable } from '../db/database.ts';

type Schemas = components['schemas'];
type ReceivedApplication = Schemas['ReceivedApplication'];
type ApplicationStatus = Schemas['ApplicationStatus'];
type AttachedCertificate = Schemas['AttachedCertificate'];

/** The order of the poster's list: as they came in (absent), newest first, or by skills held. */
export type ApplicationsOrder = 'newest' | 'skills' | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A certificate attached to one of the job's applications, with what its checks need. */
interface AttachedRow {
  application_id: string;
  id: string;
  course_title: string;
  issued_at: Date;
  revoked_at: Date | null;
  credential: unknown;
  /** The job's required skills its course teaches now. */
  required_taught: number[];
}

interface ApplicationRow {
  id: string;
  job_id: string;
  user_email: string;
  applicant_name: string;
  resume_url: string;
  cover_letter: string;
  /** A CHECK keeps it to the contract's values (migrations/007). */
  status: ApplicationStatus;
  applied_at: Date;
}

const APPLICATION_COLUMNS =
  'id, job_id, user_email, applicant_name, resume_url, cover_letter, status, applied_at';

/** The statuses an applicant may still withdraw from (docs/product.md, The job board's two sides). */
const WITHDRAWABLE = `('New', 'Reviewed')`;

/** What the job's poster sees of an application: the only answer with the applicant's e-mail. */
function toReceivedApplication(
  row: ApplicationRow,
  certificates: AttachedCertificate[] = [],
  skillsMatched: ReceivedApplication['skillsMatched'] = { held: 0, required: 0 },
): ReceivedApplication {
  return {
    _id: row.id,
    jobId: row.job_id,
    name: row.applicant_name || row.user_email,
    email: row.user_email,
    resumeUrl: row.resume_url,
    coverLetter: row.cover_letter,
    status: row.status,
    appliedAt: new Date(row.applied_at).toISOString(),
    certificates,
    skillsMatched,
  };
}

/** The share of the job's required skills an application holds, for sort=skills. */
const share = (application: ReceivedApplication) =>
  application.skillsMatched.required === 0
    ? 0
    : application.skillsMatched.held / application.skillsMatched.required;

const newestFirst = (a: ReceivedApplication, b: ReceivedApplication) =>
  b.appliedAt.localeCompare(a.appliedAt) || a._id.localeCompare(b._id);

/**
 * Links the applicant's own certificates to their new application, in `tx` (its transaction):
 * any id that is not one of theirs, someone else's or none, refuses the whole application with
 * the same 400, so nothing tells whose a certificate is.
 */
async function attachCertificatesIn(
  tx: Queryable,
  applicationId: string,
  email: string,
  ids: readonly string[],
): Promise<void> {
  const linked = await tx.query(
    `INSERT INTO application_certificates (application_id, certificate_id, position)
     SELECT $1, c.id, ids.position
       FROM unnest($2::uuid[]) WITH ORDINALITY AS ids (id, position)
       JOIN certificates c ON c.id = ids.id AND c.user_email = $3
     RETURNING certificate_id`,
    [applicationId, ids, email],
  );
  if (linked.length !== ids.length) throw invalid(messages.attachedCertificateNotYours);
}

/** The certificate ids to attach, lower case; 400 for a repeated or impossible one. */
function certificateIdsOf(input: Schemas['JobApplication']): string[] {
  const ids = (input.certificateIds ?? []).map((id) => id.toLowerCase());
  // The contract refuses repeats as sent; these are repeats in another case.
  if (new Set(ids).size !== ids.length) throw invalid(messages.duplicateAttachedCertificates);
  if (!ids.every((id) => UUID.test(id))) throw invalid(messages.attachedCertificateNotYours);
  return ids;
}

/** Job and application ids are UUIDs (the route turns any other into a 404 first). */
export function applicationData(db: Database, issuer: CredentialIssuer) {
  const checker = attachedStatusChecker(issuer);
  const listPrefix = statusListUrl(issuer, 0).replace(/0$/, '');

  /**
   * Each application's attached certificates, checked now, and the job's required skills their
   * unrevoked, verified certificates' courses teach: three reads for any number of applications.
   */
  async function withCertificates(
    jobId: string,
    rows: ApplicationRow[],
    requiredCount: number,
  ): Promise<ReceivedApplication[]> {
    if (rows.length === 0) return [];
    const attached = await db.read<AttachedRow>(
      `SELECT ac.application_id, c.id, c.course_title, c.issued_at, c.revoked_at, c.credential,
         ARRAY(SELECT cs.skill_id FROM course_skills cs
                 JOIN job_skills js ON js.skill_id = cs.skill_id AND js.job_id = $1
                WHERE cs.course_id = c.course_id) AS required_taught
       FROM application_certificates ac JOIN certificates c ON c.id = ac.certificate_id
       WHERE ac.application_id = ANY($2::uuid[])
       ORDER BY ac.application_id, ac.position`,
      [jobId, rows.map((row) => row.id)],
    );
    // The lists the stored credentials name (EduGate's own; any other URL stays unknown).
    const listNumbers = new Set<number>();
    for (const row of attached) {
      const url = (row.credential as { credentialStatus?: { statusListCredential?: unknown } })
        ?.credentialStatus?.statusListCredential;
      if (typeof url === 'string' && url.startsWith(listPrefix)) {
        const list = Number(url.slice(listPrefix.length));
        if (Number.isSafeInteger(list) && list >= 1) listNumbers.add(list);
      }
    }
    const lists = new Map<string, StatusListCredential>();
    if (listNumbers.size > 0) {
      const listRows = await db.read<{ list: number; credential: StatusListCredential }>(
        'SELECT list, credential FROM credential_status_lists WHERE list = ANY($1::int[])',
        [[...listNumbers]],
      );
      for (const row of listRows) lists.set(statusListUrl(issuer, row.list), row.credential);
    }
    const statuses = await checker.check(
      attached.map((row) => row.credential),
      lists,
    );
    const byApplication = new Map<
      string,
      { certificates: AttachedCertificate[]; held: Set<number> }
    >();
    attached.forEach((row, index) => {
      const status = statuses[index] ?? 'unverifiable';
      let entry = byApplication.get(row.application_id);
      if (!entry) {
        entry = { certificates: [], held: new Set() };
        byApplication.set(row.application_id, entry);
      }
      const certificate: AttachedCertificate = {
        _id: row.id,
        courseTitle: row.course_title,
        issuedAt: new Date(row.issued_at).toISOString(),
        status,
      };
      if (status === 'revoked' && row.revoked_at) {
        certificate.revokedAt = new Date(row.revoked_at).toISOString();
      }
      entry.certificates.push(certificate);
      // Only what a certificate proves counts: a revoked or unverifiable one holds no skill.
      if (status === 'verified') for (const skill of row.required_taught) entry.held.add(skill);
    });
    return rows.map((row) => {
      const entry = byApplication.get(row.id);
      return toReceivedApplication(row, entry?.certificates ?? [], {
        held: entry?.held.size ?? 0,
        required: requiredCount,
      });
    });
  }

  return {
    /**
     * The applicant's application to the job; its id. 404 no job, 403 one's own job, 409 the job
     * is closed or the applicant applied already.
     */
    async apply(
      jobId: string,
      applicant: { email: string; name: string },
      input: Schemas['JobApplication'],
    ): Promise<string> {
      const certificateIds = certificateIdsOf(input);
      // One statement decides everything. FOR SHARE on the job row orders it against closing and
      // deleting (both lock that row): it waits for them and re-checks the status, so nobody
      // applies to a job closed a moment before. The unique (job_id, user_email) constraint
      // decides races between two submissions.
      // The poster's notification is written by the same statement (migrations/013).
      // The attached certificates are linked in the same transaction: a refused one leaves no
      // application behind.
      const application = await db.transaction(async (tx) => {
        const [inserted] = await tx.query<{ id: string }>(
          `WITH inserted AS (
           INSERT INTO job_applications (job_id, user_email, resume_url, cover_letter, applicant_name)
           SELECT id, $2, $3, $4, $5 FROM jobs
           WHERE id = $1 AND status = 'open' AND posted_by_email IS DISTINCT FROM $2
           FOR SHARE
           ON CONFLICT (job_id, user_email) DO NOTHING RETURNING id, job_id),
         notified AS (
           INSERT INTO notifications (user_email, kind, subject, company, job_id, actor)
           SELECT j.posted_by_email, 'applicationReceived', j.title, j.company, j.id,
             coalesce(nullif($5, ''), $2)
           FROM inserted i JOIN jobs j ON j.id = i.job_id WHERE j.posted_by_email IS NOT NULL)
         SELECT id FROM inserted`,
          [jobId, applicant.email, input.resumeUrl, input.coverLetter ?? '', applicant.name],
        );
        if (inserted && certificateIds.length > 0) {
          await attachCertificatesIn(tx, inserted.id, applicant.email, certificateIds);
        }
        return inserted;
      });
      if (application) return application.id;
      const [job] = await db.read<{ status: string; mine: boolean }>(
        'SELECT status, posted_by_email IS NOT DISTINCT FROM $2 AS mine FROM jobs WHERE id = $1',
        [jobId, applicant.email],
      );
      if (!job) throw notFound(messages.jobNotFound);
      if (job.mine) throw forbidden(messages.ownJob);
      if (job.status !== 'open') throw conflict(messages.jobClosed);
      throw conflict(messages.alreadyApplied);
    },

    /**
     * The applications to the poster's job, oldest first unless `order` says otherwise, each with
     * its attached certificates checked now. 404 for a missing job and for someone else's alike:
     * nothing tells that it exists.
     */
    async listForJob(
      jobId: string,
      posterEmail: string,
      order?: ApplicationsOrder,
    ): Promise<ReceivedApplication[]> {
      const [job] = await db.read<{ required: number }>(
        `SELECT (SELECT count(*)::int FROM job_skills WHERE job_id = j.id) AS required
           FROM jobs j WHERE j.id = $1 AND j.posted_by_email = $2`,
        [jobId, posterEmail],
      );
      if (!job) throw notFound(messages.jobNotFound);
      const rows = await db.read<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM job_applications WHERE job_id = $1
         ORDER BY applied_at, id`,
        [jobId],
      );
      const applications = await withCertificates(jobId, rows, job.required);
      if (order === 'newest') return applications.sort(newestFirst);
      if (order === 'skills') {
        return applications.sort((a, b) => share(b) - share(a) || newestFirst(a, b));
      }
      return applications;
    },

    /**
     * The applicant's applications, newest first, with each job's title, company and status and
     * the certificates they attached, in their order. One statement for any number of
     * applications: the attachments are read by the same query, each application's as a JSON
     * array already in the contract's shape.
     */
    async listByApplicant(email: string): Promise<Schemas['SentApplication'][]> {
      const rows = await db.read<{
        id: string;
        job_id: string;
        title: string;
        company: string;
        job_status: Schemas['JobStatus'];
        status: ApplicationStatus;
        applied_at: Date;
        certificates: Schemas['SentApplicationCertificate'][];
      }>(
        // `revoked` is the certificate's stored revocation: revoking sets it and the credential's
        // status bit in one transaction, so it says what the poster's check finds.
        `SELECT a.id, a.job_id, j.title, j.company, j.status AS job_status, a.status, a.applied_at,
           coalesce((SELECT json_agg(json_build_object('_id', c.id, 'courseTitle', c.course_title,
                                      'revoked', c.revoked_at IS NOT NULL) ORDER BY ac.position)
                       FROM application_certificates ac
                       JOIN certificates c ON c.id = ac.certificate_id
                      WHERE ac.application_id = a.id), '[]'::json) AS certificates
         FROM job_applications a JOIN jobs j ON j.id = a.job_id
         WHERE a.user_email = $1 ORDER BY a.applied_at DESC, a.id`,
        [email],
      );
      return rows.map((row) => ({
        _id: row.id,
        jobId: row.job_id,
        jobTitle: row.title,
        company: row.company,
        jobStatus: row.job_status,
        status: row.status,
        appliedAt: new Date(row.applied_at).toISOString(),
        certificates: row.certificates,
      }));
    },

    /** The poster sets an application's status: 404 missing or to someone else's job. */
    async setStatus(
      id: string,
      status: ApplicationStatus,
      posterEmail: string,
    ): Promise<ReceivedApplication> {
      // Ownership in the statement itself: only applications to the poster's jobs match, and
      // anyone else's look missing (404, not 403).
      // The applicant hears of a change of status in the same statement (migrations/013); `prior`
      // is the row as the statement found it, before its own update.
      const [row] = await db.write<ApplicationRow>(
        `WITH updated AS (
           UPDATE job_applications a SET status = $1
           FROM jobs j, job_applications prior
           WHERE a.id = $2 AND j.id = a.job_id AND j.posted_by_email = $3 AND prior.id = a.id
           RETURNING ${APPLICATION_COLUMNS.split(', ')
             .map((column) => `a.${column}`)
             .join(', ')}, prior.status AS prior_status, j.title, j.company),
         notified AS (
           INSERT INTO notifications (user_email, kind, subject, company, job_id, status)
           SELECT user_email, 'applicationStatus', title, company, job_id, status
           FROM updated WHERE status IS DISTINCT FROM prior_status)
         SELECT ${APPLICATION_COLUMNS} FROM updated`,
        [status, id, posterEmail],
      );
      if (!row) throw notFound(messages.applicationNotFound);
      const [job] = await db.read<{ required: number }>(
        'SELECT count(*)::int AS required FROM job_skills WHERE job_id = $1',
        [row.job_id],
      );
      const [application] = await withCertificates(row.job_id, [row], job?.required ?? 0);
      return application ?? toReceivedApplication(row);
    },

    /** The applicant withdraws: 404 missing or someone else's, 409 past New and Reviewed. */
    async withdraw(id: string, email: string): Promise<void> {
      // The status check and the delete are one statement, so a poster shortlisting at the same
      // moment either comes first (the withdrawal is refused) or finds nothing to change (404).
      const [deleted] = await db.write(
        `DELETE FROM job_applications
         WHERE id = $1 AND user_email = $2 AND status IN ${WITHDRAWABLE} RETURNING id`,
        [id, email],
      );
      if (deleted) return;
      const [existing] = await db.read(
        'SELECT 1 FROM job_applications WHERE id = $1 AND user_email = $2',
        [id, email],
      );
      if (!existing) throw notFound(messages.applicationNotFound);
      throw conflict(messages.cannotWithdraw);
    },
  };
}

export type ApplicationData = ReturnType<typeof applicationData>;
