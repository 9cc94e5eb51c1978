import {
  ApiError,
  unwrap,
  type AccountSettings,
  type ApiClient,
  type Portfolio,
} from '@edugate/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api';
import { portfolioTexts } from '../texts';
import { accountKeys } from './keys';

export function accountSettingsQuery(client: ApiClient) {
  return queryOptions<AccountSettings>({
    queryKey: accountKeys.settings(),
    meta: { scope: 'user' },
    queryFn: ({ signal }) =>
      unwrap(client.GET('/account/settings', { signal }), portfolioTexts.settingsFailed),
  });
}

/** The signed-in person's own settings: the handle, the portfolio switch, job-match notices. */
export function useAccountSettings() {
  return useQuery(accountSettingsQuery(useApiClient()));
}

/**
 * A public portfolio by handle; null when there is none to show (an unknown handle and one
 * turned off answer the same 404, so the page is the 404 page either way).
 */
export function portfolioQuery(client: ApiClient, handle: string) {
  return queryOptions<Portfolio | null>({
    queryKey: accountKeys.portfolio(handle),
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(
          client.GET('/portfolios/{handle}', { params: { path: { handle } }, signal }),
          portfolioTexts.portfolioFailed,
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
  });
}

export function usePortfolio(handle: string) {
  return useQuery(portfolioQuery(useApiClient(), handle));
}
