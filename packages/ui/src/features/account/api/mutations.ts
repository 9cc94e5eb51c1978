import { unwrap, type ApiClient } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { accountTexts } from '../../../session/texts';

/** DELETE /account: the server deletes everything the account owns and the account itself. */
export function deleteAccountMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['account', 'delete'],
    mutationFn: async () => {
      await unwrap(client.DELETE('/account'), accountTexts.deleteFailed);
    },
    // Everything cached was seen as this person (their courses, enrolments, jobs): gone.
    onSuccess: () => queryClient.clear(),
  });
}

export function useDeleteAccount() {
  return useApiMutation(deleteAccountMutation);
}
