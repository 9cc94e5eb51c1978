import { unwrap, type ApiClient, type ApplicationMessage } from '@edugate/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { applicationMessageTexts } from '../texts';
import { applicationMessageKeys } from './keys';

/** docs/product.md, Questions and messages: lists page by 20. */
export const MESSAGES_PAGE_SIZE = 20;

export interface MessagePage {
  messages: ApplicationMessage[];
  total: number;
  offset: number;
}

/** One application's thread in the order written, 20 at a time from the first message. */
export function applicationMessagesQuery(client: ApiClient, applicationId: string) {
  return infiniteQueryOptions({
    queryKey: applicationMessageKeys.thread(applicationId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      let total: number | undefined;
      const messages = await unwrap(
        client
          .GET('/applications/{id}/messages', {
            params: {
              path: { id: applicationId },
              query: { limit: MESSAGES_PAGE_SIZE, offset: pageParam },
            },
            signal,
          })
          .then((result) => {
            const header = result.response.headers.get('X-Total-Count');
            total = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
            return result;
          }),
        applicationMessageTexts.loadFailed,
      );
      const list = Array.isArray(messages) ? messages : [];
      return { messages: list, total: total ?? pageParam + list.length, offset: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.messages.length;
      return last.messages.length > 0 && next < last.total ? next : undefined;
    },
    // Private to the poster and the applicant: dropped with the rest of a user's data on sign-out.
    meta: { scope: 'user' },
  });
}

/** An application's messages, page after page ('Show more messages' fetches the next). */
export function useApplicationMessages(applicationId: string) {
  return useInfiniteQuery(applicationMessagesQuery(useApiClient(), applicationId));
}
