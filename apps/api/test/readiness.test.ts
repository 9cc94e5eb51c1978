import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../src/db/migrate.ts';
import { startTestApi, type TestApi } from './support/harness.ts';

/** GET /readyz: what the load balancer of docs/deploy.md checks before sending a replica traffic. */
describe('GET /readyz', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false });
  });
  afterAll(() => api?.close());

  const readyz = () =>
    api.request<{ status: string; missing?: string[] }>('GET', '/readyz', {
      outsideContract: true,
    });

  it('is 200 once every migration of this build is applied, never cached', async () => {
    const response = await readyz();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', migrations: listMigrations().length });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is 503 while the database lacks one of them, and 200 again once it is back', async () => {
    const last = listMigrations().at(-1)?.version ?? '';
    await api.database.db.write('DELETE FROM schema_migrations WHERE version = $1', [last]);
    try {
      const response = await readyz();
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'migrations pending', missing: [last] });
    } finally {
      await api.database.db.write('INSERT INTO schema_migrations (version) VALUES ($1)', [last]);
    }
    expect((await readyz()).status).toBe(200);
  });

  it('is 503 from the moment the server starts draining (SIGTERM in main.ts)', async () => {
    api.app.drain();
    const response = await readyz();
    expect(response.status).toBe(503);
    expect(response.body.status).toBe('draining');
    // Everything else is still served while the load balancer takes it out.
    expect((await api.request('GET', '/healthz')).status).toBe(200);
  });
});
