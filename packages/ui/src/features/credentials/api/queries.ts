import { unwrap, type ApiClient } from '@edugate/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { checkCredential, parseCredential } from '../check';
import { credentialTexts } from '../texts';
import { credentialKeys } from './keys';

/** A certificate's credential, public: the JSON a learner downloads. */
export function credentialQuery(client: ApiClient, certificateId: string) {
  return queryOptions({
    queryKey: credentialKeys.credential(certificateId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/certificates/{certificateId}/credential', {
          params: { path: { certificateId } },
          signal,
        }),
        credentialTexts.credentialFailed,
      ),
  });
}

export function useCredential(certificateId: string) {
  return useQuery(credentialQuery(useApiClient(), certificateId));
}

/**
 * The certificate page's verdict, computed in the browser from the credential itself (the
 * verifier's code loads with it, never with the first page). Not rendered by the server.
 */
export function useCertificateCheck(certificateId: string, enabled = true) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: credentialKeys.check(certificateId),
    queryFn: async () => {
      const credential = await queryClient.fetchQuery(credentialQuery(client, certificateId));
      return checkCredential(client, credential);
    },
    enabled,
  });
}

/** /verify: checks the pasted or chosen text when the person asks. */
export function useVerifyCredential() {
  const client = useApiClient();
  return useMutation({
    mutationKey: [...credentialKeys.all, 'verify'],
    mutationFn: (text: string) => checkCredential(client, parseCredential(text)),
  });
}
