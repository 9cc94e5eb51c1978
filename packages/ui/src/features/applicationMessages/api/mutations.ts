import { unwrap, type ApiClient } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { applicationMessageTexts } from '../texts';
import { applicationMessageKeys } from './keys';

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
    // The thread is read again, so the new message shows where the server put it.
    onSuccess: (_message, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: applicationMessageKeys.thread(applicationId) }),
  });
}

export function useSendApplicationMessage() {
  return useApiMutation(sendApplicationMessageMutation);
}
