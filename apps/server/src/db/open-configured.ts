import type { Config } from '../config';
import { openDatabase, pgliteDir, type Database } from './client';
import { ensureReferenceData } from './reference-data';

/** Opens the configured database and brings its schema and reference rows up to date. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const guard = config.NODE_ENV !== 'production';
  const database = config.DATABASE_URL
    ? await openDatabase({
        driver: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        guard,
      })
    : await openDatabase({ driver: 'pglite', dataDir: pgliteDir(config.DATA_DIR), guard });
  await database.migrate();
  await ensureReferenceData(database.db);
  return database;
}
