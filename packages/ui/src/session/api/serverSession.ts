import { unwrap, type ApiClient, type SessionResult } from '@edugate/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../api';

/**
 * POST /jwt: asks the API for a session cookie for the signed-in user (docs/product.md, the contract: on
 * every auth-state change with an e-mail; the answer is only logged).
 */
export function startServerSession(client: ApiClient, email: string): Promise<SessionResult> {
  return unwrap(client.POST('/jwt', { body: { email } }), 'Could not start a server session.');
}

export function startServerSessionMutation(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['session', 'jwt'],
    mutationFn: (email: string) => startServerSession(client, email),
    // docs/product.md: the response is only logged; a failure never disturbs the page.
    onSuccess: (result) => console.info('Session token', result),
    onError: (error) => console.info('Session token request failed', error),
  });
}

export function useStartServerSession() {
  return useMutation(startServerSessionMutation(useApiClient()));
}
