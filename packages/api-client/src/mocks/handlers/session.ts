import type { HttpHandler } from 'msw';
import { messages } from '../../messages';
import type { MockDb } from '../db';
import { error, http, signedIn } from './http';

/** POST /jwt: the server session for the mock db's user, for an hour of its clock. */
export function sessionHandlers(db: MockDb): HttpHandler[] {
  return [
    http.post('/jwt', async ({ request, response }) => {
      if (!signedIn(request)) return error(401, messages.signIn);
      const { email } = await request.json();
      if (email !== db.user.email) return error(403, messages.sessionForOtherEmail);
      const expiresAt = new Date(db.now().getTime() + 3_600_000).toISOString();
      return response(200).json({ success: true, expiresAt });
    }),
  ];
}
