import { messages } from '@edugate/api-client/messages';
import { savedJobData } from '../tables/saved-jobs.ts';
import { callerEmail, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

type SavedJobOperations = 'listSavedJobs' | 'saveJob' | 'unsaveJob';

/**
 * A signed-in user's saved jobs (docs/product.md, Saved jobs). Per user and never cached: only
 * their owner reads them.
 */
export function savedJobHandlers({ db }: Deps): Pick<OperationHandlers, SavedJobOperations> {
  const saved = savedJobData(db);
  return {
    async listSavedJobs(request) {
      return saved.list(callerEmail(request));
    },

    async saveJob(request, reply) {
      const email = callerEmail(request);
      // This server's ids are UUIDs, so any other id names no job.
      if (!isUuid(request.params.id)) throw notFound(messages.jobNotFound);
      await saved.save(request.params.id, email);
      return reply.code(204).send();
    },

    async unsaveJob(request, reply) {
      const email = callerEmail(request);
      // Any other id names no job, so nothing of it is saved: done, as for a job deleted since.
      if (isUuid(request.params.id)) await saved.unsave(request.params.id, email);
      return reply.code(204).send();
    },
  };
}
