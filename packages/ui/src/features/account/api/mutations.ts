import {
  unwrap,
  type AccountSettings,
  type AccountSettingsInput,
  type ApiClient,
} from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { accountTexts } from '../../../session/texts';
import { portfolioTexts } from '../texts';
import { accountKeys } from './keys';

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

/**
 * PUT /account/settings: the answer is the saved settings, and every portfolio read before is
 * stale (the person's page may have turned on, off or moved to a new handle).
 */
export function updateAccountSettingsMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...accountKeys.settings(), 'update'],
    mutationFn: (body: AccountSettingsInput) =>
      unwrap(client.PUT('/account/settings', { body }), portfolioTexts.saveFailed),
    onSuccess: async (saved: AccountSettings) => {
      queryClient.setQueryData(accountKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: accountKeys.portfolios() });
    },
  });
}

export function useUpdateAccountSettings() {
  return useApiMutation(updateAccountSettingsMutation);
}
