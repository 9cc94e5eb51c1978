import type { Authenticator } from '../http/auth.ts';
import { accountData } from '../tables/accounts.ts';
import { callerEmail, currentUser, type Deps } from '../http/context.ts';
import type { OperationHandlers } from '../http/operations.ts';

/**
 * The caller's own account (docs/product.md, Accounts). There is no id in the address: every operation acts on the
 * token's account, so nobody can change or delete another person's.
 */
export function accountHandlers(
  { db, issuer }: Deps,
  auth: Pick<Authenticator, 'deleteUser'>,
): Pick<OperationHandlers, 'deleteAccount'> {
  const accounts = accountData(db, issuer);
  return {
    async deleteAccount(request, reply) {
      const email = callerEmail(request);
      const { uid } = currentUser(request);
      // The order: every row is deleted inside the transaction first, then the identity
      // provider's account, still inside it, then COMMIT. If the provider refuses or is
      // unreachable, the transaction rolls back and nothing is deleted (the person can retry).
      // The other order would leave an account that signs in to nothing, or (provider last,
      // after the commit) data gone behind an account that still exists. What is left is a
      // COMMIT failing after the provider's deletion: the rows then stay, keyed by an address
      // that no longer signs in, and registering it again finds them; the error is logged like any 500.
      const removed = await accounts.remove(email, () => auth.deleteUser(uid));
      request.log.info({ removed }, 'account deleted');
      return reply.code(204).send();
    },
  };
}
