import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../config.ts';
import type { Database, Queryable } from './database.ts';

const migrationsDir = path.join(apiRoot, 'migrations');

/** Any constant works; it only has to be the same in every server process. */
const MIGRATION_LOCK = 720_415_001;

export interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(migrationsDir, name), 'utf8'),
    }));
}

/**
 * Applies pending migrations, then `afterMigrate` (the seed), all in one transaction under an
 * advisory lock, so several servers starting at once on one PostgreSQL migrate exactly once.
 */
export async function migrate(
  db: Database,
  afterMigrate?: (tx: Queryable) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const migration of listMigrations()) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    if (afterMigrate) await afterMigrate(tx);
    return applied;
  });
}
