import { unwrap, type ApiClient } from '@edugate/api-client';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api';
import { accountKeys } from '../../account/api/keys';
import { jobKeys } from '../../jobs/api/keys';
import { learningKeys } from '../../learning/api/keys';
import { skillKeys } from '../../skills/api/keys';
import { credentialTexts } from '../texts';
import { credentialKeys } from './keys';

/**
 * The learner revokes their certificate's credential: the certificate and its verdict refresh,
 * and so do their verified skills and any portfolio read (the certificate leaves both), and My
 * Applications (which marks it revoked where it was attached).
 */
export function revokeCredentialMutation(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...credentialKeys.all, 'revoke'],
    mutationFn: (certificateId: string) =>
      unwrap(
        client.POST('/certificates/{certificateId}/revoke', {
          params: { path: { certificateId } },
        }),
        credentialTexts.revokeFailed,
      ),
    onSuccess: async (certificate) => {
      queryClient.setQueryData(learningKeys.certificate(certificate._id), certificate);
      // A check still running read the status list before the revocation, and invalidating
      // a query that has no data yet joins its fetch instead of starting another: cancel it.
      const check = { queryKey: credentialKeys.check(certificate._id) };
      await queryClient.cancelQueries(check);
      await queryClient.invalidateQueries(check);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: skillKeys.verified() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.portfolios() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.myApplications() }),
      ]);
    },
  });
}

export function useRevokeCredential() {
  return useApiMutation(revokeCredentialMutation);
}
