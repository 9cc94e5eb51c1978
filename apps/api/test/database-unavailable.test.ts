import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../src/db/postgres.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { databaseUrl } from './support/harness.ts';

/**
 * A database that goes away (its primary died, a failover cut the connections) is a 503, not a
 * 500, and never ends the process: the API's replicas must outlive a failover (docs/deploy.md).
 */
describe('isDatabaseUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });

  it('takes lost and refused connections, and a server going away, for unavailability', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('08006'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('25006'),
      new AggregateError([withCode('ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves the request’s and the code’s faults alone', () => {
    for (const error of [
      withCode('23505'),
      withCode('40001'),
      withCode('42P01'),
      new TypeError('x is undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe.runIf(databaseUrl)('a connection lost inside a transaction (PostgreSQL)', () => {
  it('fails the transaction as unavailable, and the pool goes on with a new connection', async () => {
    const db = await openPostgres(String(databaseUrl), {
      schema: 'database_unavailable_test',
      poolSize: 2,
      readCache: false,
    });
    const admin = new pg.Client({ connectionString: String(databaseUrl) });
    await admin.connect();
    const connect = vi.spyOn(pg.Pool.prototype, 'connect');
    try {
      const outcome = db.transaction(async (tx) => {
        const lent = (await connect.mock.results[0]?.value) as pg.PoolClient;
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [row?.pid]);
        // Between two statements, as when the primary dies: the server's goodbye arrives with no
        // query running, which node-postgres reports only as an 'error' event. `_queryable` is
        // its private mark of that moment (no public one exists).
        const deadline = Date.now() + 5_000;
        while ((lent as unknown as { _queryable: boolean })._queryable) {
          if (Date.now() > deadline) throw new Error('the connection was not lost within 5 s');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await tx.query('SELECT 1');
      });
      const error = await outcome.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(await db.read<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      connect.mockRestore();
      await admin.query('DROP SCHEMA IF EXISTS database_unavailable_test CASCADE');
      await admin.end();
      await db.close();
    }
  });
});
