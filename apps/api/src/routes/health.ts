import type { FastifyInstance } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import { HttpError } from '../http/errors.ts';
import type { Deps } from '../http/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import type { Database } from '../db/database.ts';
import { listMigrations } from '../db/migrate.ts';
import { courseSearch } from '../tables/course-index-sync.ts';

export function healthHandlers({ db }: Deps): Pick<OperationHandlers, 'getHealth'> {
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

/**
 * `GET /readyz`, for load balancers and orchestrators (deploy/): 200 only while this process
 * should be sent traffic, i.e. its database answers and holds every migration this build ships
 * (a replica of a newer build started before its migrations ran, or one whose database was
 * restored from an older dump, must not serve), its course index is built (the first probe or
 * search builds it: a few seconds at 1,000,000 courses, ADR 18), and it is not shutting down. Operational, like
 * /docs, so it stays out of openapi.yaml; no cache so a probe always reaches the database.
 */
export function registerReadiness(
  app: FastifyInstance,
  db: Database,
  isDraining: () => boolean,
): void {
  // Read once: the files of this build do not change while it runs.
  const expected = listMigrations().map((migration) => migration.version);
  app.get('/readyz', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (isDraining()) {
      return reply.code(503).send({ status: 'draining' });
    }
    let applied: Set<string>;
    try {
      const rows = await db.read<{ version: string }>('SELECT version FROM schema_migrations');
      applied = new Set(rows.map((row) => row.version));
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
    const missing = expected.filter((version) => !applied.has(version));
    if (missing.length > 0) {
      return reply.code(503).send({ status: 'migrations pending', missing });
    }
    try {
      await courseSearch(db).current();
    } catch (error) {
      request.log.error({ err: error }, 'readiness: the course index could not be built');
      return reply.code(503).send({ status: 'search index unavailable' });
    }
    return { status: 'ready', migrations: expected.length };
  });
}
