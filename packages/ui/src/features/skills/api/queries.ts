import { unwrap, type ApiClient } from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { skillTexts } from '../texts';
import { skillKeys } from './keys';

export function verifiedSkillsQuery(client: ApiClient) {
  return queryOptions<string[]>({
    queryKey: skillKeys.verified(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/skills/verified', { signal }), skillTexts.verifiedFailed),
  });
}

/**
 * The signed-in learner's verified skills (docs/product.md, Verified skills and the public
 * portfolio): those of the courses they hold an unrevoked certificate for, alphabetically.
 */
export function useVerifiedSkills() {
  return useQuery(verifiedSkillsQuery(useApiClient()));
}
