import { unwrap, type ApiClient } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { applicationMessageTexts } from '../texts';
import { applicationMessageKeys } from './keys';
import { MESSAGES_PAGE_SIZE, applicationMessagesQuery } from './queries';

export interface SendMessageVariables {
  applicationId: string;
  body: string;
}

export function sendApplicationMessageMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...applicationMessageKeys.all, 'send'],
    mutationFn: ({ applicationId, body }: SendMessageVariables) =>
      unwrap(
        client.POST('/applications/{id}/messages', {
          params: { path: { id: applicationId } },
          body: { body },
        }),
        applicationMessageTexts.sendFailed,
      ),
    // The thread is read again, through the page that now holds the new message (the last): in a
    // thread longer than the pages loaded, the sender sees what they sent without 'Show more'.
    onSuccess: async (_message, { applicationId }) => {
      const thread = applicationMessagesQuery(client, applicationId);
      const loaded = queryClient.getQueryData(thread.queryKey)?.pages;
      const total = (loaded?.at(-1)?.total ?? 0) + 1;
      await queryClient.fetchInfiniteQuery({
        ...thread,
        pages: Math.ceil(total / MESSAGES_PAGE_SIZE),
        staleTime: 0,
      });
    },
  });
}

export function useSendApplicationMessage() {
  return useApiMutation(sendApplicationMessageMutation);
}
