import { messages } from '@edugate/api-client/messages';
import { forbidden } from '../http/errors.ts';
import { callerEmail, type Deps } from '../http/context.ts';
import type { OperationHandlers } from '../http/operations.ts';

export const SESSION_COOKIE = 'edugate_session';

function isLocalhost(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname;
  return (
    host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')
  );
}

export function sessionHandlers({ config }: Deps): Pick<OperationHandlers, 'createSession'> {
  const secure = !isLocalhost(config.publicUrl);
  return {
    async createSession(request, reply) {
      const email = callerEmail(request);
      if (request.body.email.trim().toLowerCase() !== email) {
        throw forbidden(messages.sessionForOtherEmail);
      }
      const expiresAt = new Date(Date.now() + config.sessionTtlSeconds * 1000);
      const value = Buffer.from(JSON.stringify({ email, exp: expiresAt.getTime() })).toString(
        'base64url',
      );
      reply.setCookie(SESSION_COOKIE, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        maxAge: config.sessionTtlSeconds,
        expires: expiresAt,
      });
      return { success: true, expiresAt: expiresAt.toISOString() };
    },
  };
}
