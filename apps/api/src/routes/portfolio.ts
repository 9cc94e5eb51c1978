import { HANDLE_LIMITS } from '@edugate/api-client/constants';
import { messages } from '@edugate/api-client/messages';
import { accountSettingsData } from '../tables/account-settings.ts';
import { verifiedSkills } from '../tables/verified-skills.ts';
import { callerEmail, currentUser, displayNameOf, type Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationHandlers } from '../http/operations.ts';

type PortfolioOperations =
  'listVerifiedSkills' | 'getAccountSettings' | 'updateAccountSettings' | 'getPortfolio';

const HANDLE = new RegExp(HANDLE_LIMITS.pattern);

/**
 * A learner's verified skills, their own settings and their public portfolio (docs/product.md,
 * A public portfolio). The settings have no id in the address: each caller reads and changes only
 * the token's own.
 */
export function portfolioHandlers({ db }: Deps): Pick<OperationHandlers, PortfolioOperations> {
  const settings = accountSettingsData(db);
  return {
    async listVerifiedSkills(request) {
      const skills = await verifiedSkills(db, callerEmail(request));
      return skills.map((skill) => skill.name);
    },

    async getAccountSettings(request) {
      return settings.get(callerEmail(request));
    },

    async updateAccountSettings(request) {
      const email = callerEmail(request);
      // The page is public and cannot ask the identity provider, so each save copies what the
      // sign-in says now; the name never falls back to the whole e-mail address.
      return settings.update(email, request.body, {
        name: displayNameOf(request, email),
        photoUrl: currentUser(request).picture,
      });
    },

    async getPortfolio(request) {
      const { handle } = request.params;
      // A handle no account can hold names no portfolio; the same 404 as one turned off.
      const length = handle.length;
      const valid =
        length >= HANDLE_LIMITS.min && length <= HANDLE_LIMITS.max && HANDLE.test(handle);
      const portfolio = valid ? await settings.portfolio(handle) : null;
      if (!portfolio) throw notFound(messages.portfolioNotFound);
      return portfolio;
    },
  };
}
