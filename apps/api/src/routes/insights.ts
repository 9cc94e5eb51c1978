import { messages } from '@edugate/api-client/messages';
import { callerEmail, isUuid, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { insightsData } from '../tables/insights.ts';

export function insightsHandlers({ db }: Deps): Pick<OperationHandlers, 'getCourseInsights'> {
  const insights = insightsData(db);
  return {
    async getCourseInsights(request, reply) {
      if (!isUuid(request.params.id)) throw notFound(messages.courseNotFound);
      // One author's figures, changing with every completion: never stored by anyone between.
      reply.header('cache-control', 'private, no-store');
      return insights.forAuthor(request.params.id.toLowerCase(), callerEmail(request));
    },
  };
}
