import { messages } from '@edugate/api-client/messages';
import { HttpError } from '../http/errors.ts';
import type { Deps, Handlers } from '../http/context.ts';

export function healthHandlers({ db }: Deps): Handlers {
  return {
    async getHealth(request) {
      try {
        await db.read('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, messages.databaseUnreachable);
      }
      return { status: 'ok' };
    },
  };
}
