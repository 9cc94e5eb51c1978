import { messages } from '@edugate/api-client/messages';
import { applicationMessageData } from '../tables/application-messages.ts';
import { applicationData } from '../tables/applications.ts';
import { jobData, jobListQuery } from '../tables/jobs.ts';
import { skillsHeld, verifiedSkills } from '../tables/verified-skills.ts';
import { authorName, callerEmail, currentUser, isUuid, type Deps } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { sendSerialized, serializeBody } from '../http/serialized.ts';
import { varyByAuthorization } from '../http/conditional-get.ts';

type JobOperations =
  | 'listJobs'
  | 'getJob'
  | 'createJob'
  | 'listMyJobs'
  | 'updateJob'
  | 'setJobStatus'
  | 'deleteJob'
  | 'listJobApplications'
  | 'applyToJob'
  | 'listMyApplications'
  | 'setApplicationStatus'
  | 'withdrawApplication'
  | 'listApplicationMessages'
  | 'postApplicationMessage';

/** This server's ids are UUIDs, so any other id names nothing. */
function jobId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.jobNotFound);
  return id;
}

function applicationId(id: string): string {
  if (!isUuid(id)) throw notFound(messages.applicationNotFound);
  return id;
}

export function jobHandlers({ db, issuer }: Deps): Pick<OperationHandlers, JobOperations> {
  const jobs = jobData(db);
  const applications = applicationData(db, issuer);
  const applicationMessages = applicationMessageData(db);
  return {
    async listJobs(request, reply) {
      const query = jobListQuery(request.query);
      const matching = request.query.sort === 'match';
      if (matching && !request.user) throw badRequest(messages.matchSortNeedsSignIn);
      // The same for everyone, so shared: a signed-in caller's own data is added after, uncached.
      const page = await db.readCache.read(
        `listJobs:${JSON.stringify([query.q, query.type, query.limit, query.offset])}`,
        () => jobs.listOpen(query),
      );
      void reply.header('x-total-count', page.total);
      if (!request.user) return page.jobs;
      // Per user: no shared cache may keep it (docs/product.md, Jobs for you).
      void reply.header('cache-control', 'private, no-store');
      varyByAuthorization(reply);
      // The learner's verified skills, read on every request (a certificate is issued inside a
      // lesson's completion, which clears no cache); everything else depends only on them and
      // on public data, so it is cached as the board is, shared by everyone with the same skills.
      const verified = await verifiedSkills(db, callerEmail(request));
      const skillIds = verified.map((skill) => skill.id);
      const key = JSON.stringify([skillIds, query.q, query.type, query.limit, query.offset]);
      const ranked = matching
        ? await db.readCache.read(`listMatched:${key}`, () => jobs.listMatched(query, skillIds))
        : page.jobs;
      return ranked.map((job) => ({ ...job, skillsHeld: skillsHeld(job.skills ?? [], verified) }));
    },

    async getJob(request, reply) {
      // Open or closed, for anyone: a job's page stays reachable after it closes.
      const id = jobId(request.params.id).toLowerCase();
      if (request.user) {
        // The caller's own skills held, added to the job everyone reads (conditionalGet makes the
        // answer private).
        const [job, verified] = await Promise.all([
          db.readCache.read(JSON.stringify(['findJob', id]), () => jobs.find(id)),
          verifiedSkills(db, callerEmail(request)),
        ]);
        if (job === null) throw notFound(messages.jobNotFound);
        return { ...job, skillsHeld: skillsHeld(job.skills ?? [], verified) };
      }
      const body = await db.readCache.read(JSON.stringify(['getJob', id]), async () => {
        const job = await jobs.find(id);
        return job ? serializeBody(reply, job) : null;
      });
      if (body === null) throw notFound(messages.jobNotFound);
      return sendSerialized(reply, body);
    },

    async createJob(request, reply) {
      const email = callerEmail(request);
      const job = await jobs.insert(request.body, { email, name: authorName(request) });
      reply.code(201);
      return job;
    },

    async listMyJobs(request) {
      return jobs.listByPoster(callerEmail(request));
    },

    async updateJob(request) {
      const email = callerEmail(request);
      return jobs.update(jobId(request.params.id), request.body, email);
    },

    async setJobStatus(request) {
      const email = callerEmail(request);
      return jobs.setStatus(jobId(request.params.id), request.body.status, email);
    },

    async deleteJob(request, reply) {
      const email = callerEmail(request);
      await jobs.remove(jobId(request.params.id), email);
      return reply.code(204).send();
    },

    async listJobApplications(request) {
      const email = callerEmail(request);
      return applications.listForJob(jobId(request.params.id), email, request.query.sort);
    },

    async applyToJob(request, reply) {
      const email = callerEmail(request);
      const name = currentUser(request).name ?? '';
      const id = jobId(request.params.id);
      const applicationId = await applications.apply(id, { email, name }, request.body);
      reply.code(201);
      return { message: messages.applied, applicationId };
    },

    async listMyApplications(request) {
      return applications.listByApplicant(callerEmail(request));
    },

    async setApplicationStatus(request) {
      const email = callerEmail(request);
      return applications.setStatus(applicationId(request.params.id), request.body.status, email);
    },

    async withdrawApplication(request, reply) {
      const email = callerEmail(request);
      await applications.withdraw(applicationId(request.params.id), email);
      return reply.code(204).send();
    },

    async listApplicationMessages(request, reply) {
      // Per user and not cached: only the application's two sides read it.
      const email = callerEmail(request);
      const { limit, offset } = request.query;
      const page = await applicationMessages.list(applicationId(request.params.id), email, {
        limit,
        offset,
      });
      void reply.header('x-total-count', page.total);
      return page.messages;
    },

    async postApplicationMessage(request, reply) {
      const email = callerEmail(request);
      const name = currentUser(request).name?.trim() || messages.anonymousPoster;
      const message = await applicationMessages.post(
        applicationId(request.params.id),
        { email, name },
        request.body.body,
      );
      reply.code(201);
      return message;
    },
  };
}
