import type { HttpHandler } from 'msw';
import { MAX_ATTACHED_CERTIFICATES } from '../../constants';
import { WITHDRAWABLE_STATUSES } from '../../jobs';
import { messages } from '../../messages';
import { normaliseSkillName } from '../../skills';
import type { AttachedCertificate, Job, ReceivedApplication, SentApplication } from '../../types';
import type { MockApplication, MockAttachedCertificate, MockDb } from '../db';
import { certificateView } from '../learning/state';
import { error, http, signedIn } from './http';
import { findJob, postedByCaller } from './lookups';

const skillKey = (name: string) => normaliseSkillName(name).toLowerCase();

/**
 * An attached certificate's status and revocation date now: one of the learning state's
 * certificates is revoked once revoked there; others (applicants outside it) stay as seeded.
 */
function statusNow(db: MockDb, seen: MockAttachedCertificate) {
  const now = db.learning.certificates.find((c) => c._id === seen._id);
  const status = now?.revokedAt ? 'revoked' : seen.status;
  const revokedAt = status === 'revoked' ? (now?.revokedAt ?? seen.revokedAt) : undefined;
  return { status, revokedAt };
}

/** An application as its applicant sees it: its job's title, company and status; what they attached. */
function sent(db: MockDb, application: MockApplication, job: Job): SentApplication {
  return {
    _id: application._id,
    jobId: application.jobId,
    jobTitle: job.title,
    company: job.company,
    jobStatus: job.status,
    status: application.status,
    appliedAt: application.appliedAt,
    certificates: (application.certificates ?? []).map((seen) => ({
      _id: seen._id,
      courseTitle: seen.courseTitle,
      revoked: statusNow(db, seen).status === 'revoked',
    })),
  };
}

/**
 * What the job's poster sees of an application (the only view with the e-mail): its attached
 * certificates checked now, and how many of the job's required skills the verified ones' courses
 * teach (apps/api/src/tables/applications.ts).
 */
function received(db: MockDb, application: MockApplication): ReceivedApplication {
  const { userEmail, certificates: attached = [], ...rest } = application;
  const required = findJob(db, application.jobId)?.skills ?? [];
  const held = new Set<string>();
  const certificates = attached.map((seen): AttachedCertificate => {
    const { status, revokedAt } = statusNow(db, seen);
    if (status === 'verified') for (const skill of seen.skills) held.add(skillKey(skill));
    return {
      _id: seen._id,
      courseTitle: seen.courseTitle,
      issuedAt: seen.issuedAt,
      status,
      ...(revokedAt ? { revokedAt } : {}),
    };
  });
  return {
    ...rest,
    email: userEmail,
    certificates,
    skillsMatched: {
      held: required.filter((skill) => held.has(skillKey(skill))).length,
      required: required.length,
    },
  };
}

const share = ({ skillsMatched: { held, required } }: ReceivedApplication) =>
  required === 0 ? 0 : held / required;
const newestFirst = (a: ReceivedApplication, b: ReceivedApplication) =>
  b.appliedAt.localeCompare(a.appliedAt) || a._id.localeCompare(b._id);

/** The contract's limits on the ids, checked before anything else as the server's schema does. */
function idsRefused(ids: readonly string[]): string | null {
  if (ids.length > MAX_ATTACHED_CERTIFICATES) return messages.tooManyAttachedCertificates;
  if (new Set(ids).size !== ids.length) return messages.duplicateAttachedCertificates;
  return null;
}

/** The caller's certificates to attach, or the 400 the server answers for these ids. */
function attachable(
  db: MockDb,
  ids: readonly string[],
): MockAttachedCertificate[] | { error: string } {
  const attached: MockAttachedCertificate[] = [];
  for (const id of ids) {
    const certificate = db.learning.certificates.find(
      (c) => c._id === id && c.userEmail === db.user.email,
    );
    // Someone else's certificate and no certificate get the same answer.
    if (!certificate) return { error: messages.attachedCertificateNotYours };
    const view = certificateView(certificate, db.courses);
    attached.push({
      _id: view._id,
      courseTitle: view.courseTitle,
      issuedAt: view.issuedAt,
      status: view.revokedAt ? 'revoked' : 'verified',
      ...(view.revokedAt ? { revokedAt: view.revokedAt } : {}),
      skills: view.skills,
    });
  }
  return attached;
}

/** Applying to jobs, the applicant's applications, and the poster's view of those received. */
export function applicationHandlers(db: MockDb): HttpHandler[] {
  return [
    http.get('/jobs/{id}/applications', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const job = findJob(db, params.id);
      // 404, not 403, for someone else's job: the answer never tells that it exists.
      if (!job || !postedByCaller(db, job)) return error(404, messages.jobNotFound);
      const sort = new URL(request.url).searchParams.get('sort');
      const applications = db.applications
        .filter((a) => a.jobId === job._id)
        .sort((a, b) => a.appliedAt.localeCompare(b.appliedAt))
        .map((a) => received(db, a));
      if (sort === 'newest') applications.sort(newestFirst);
      if (sort === 'skills') applications.sort((a, b) => share(b) - share(a) || newestFirst(a, b));
      return response(200).json(applications);
    }),

    http.post('/jobs/{id}/apply', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const input = await request.json();
      const refused = idsRefused(input.certificateIds ?? []);
      if (refused) return error(400, refused);
      const job = findJob(db, params.id);
      if (!job) return error(404, messages.jobNotFound);
      if (postedByCaller(db, job)) return error(403, messages.ownJob);
      if (job.status === 'closed') return error(409, messages.jobClosed);
      if (db.applications.some((a) => a.jobId === params.id && a.userEmail === db.user.email)) {
        return error(409, messages.alreadyApplied);
      }
      const certificates = attachable(db, input.certificateIds ?? []);
      if ('error' in certificates) return error(400, certificates.error);
      const application: MockApplication = {
        _id: db.nextId('application'),
        jobId: job._id,
        userEmail: db.user.email,
        name: db.user.displayName || db.user.email,
        resumeUrl: input.resumeUrl,
        coverLetter: input.coverLetter ?? '',
        status: 'New',
        appliedAt: db.now().toISOString(),
        certificates,
      };
      db.applications.push(application);
      return response(201).json({ message: messages.applied, applicationId: application._id });
    }),

    http.get('/applications/mine', ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const mine = db.applications
        .filter((a) => a.userEmail === db.user.email)
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt) || a._id.localeCompare(b._id));
      return response(200).json(
        mine.flatMap((a) => {
          const job = findJob(db, a.jobId);
          return job ? [sent(db, a, job)] : [];
        }),
      );
    }),

    http.patch('/applications/{id}', async ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const application = db.applications.find((a) => a._id === params.id);
      const job = application && findJob(db, application.jobId);
      if (!application || !job || !postedByCaller(db, job)) {
        return error(404, messages.applicationNotFound);
      }
      application.status = (await request.json()).status;
      return response(200).json(received(db, application));
    }),

    http.delete('/applications/{id}', ({ params, request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const application = db.applications.find((a) => a._id === params.id);
      if (!application || application.userEmail !== db.user.email) {
        return error(404, messages.applicationNotFound);
      }
      if (!WITHDRAWABLE_STATUSES.includes(application.status)) {
        return error(409, messages.cannotWithdraw);
      }
      db.applications = db.applications.filter((a) => a !== application);
      return response(204).empty();
    }),
  ];
}
