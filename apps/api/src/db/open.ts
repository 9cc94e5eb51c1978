import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, {
      schema: config.databaseSchema,
      poolSize: config.databasePoolSize,
      ...(config.databaseReadUrl ? { readUrl: config.databaseReadUrl } : {}),
    });
  }
  return openPglite(config.dataDir);
}
