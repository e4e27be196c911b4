// A fresh database made ready as the demo server makes its own: migrated, its reference data,
// then the demo data (articles, products, channels, webinars, Home's content), files in temp dirs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../apps/server/src/db/client';
import { ensureReferenceData } from '../../apps/server/src/db/reference-data';
import { seedDemoData } from '../../apps/server/src/demo/seed';
import { createDiskStorage } from '../../apps/server/src/infra/storage';

export async function migrateWithDemoData(database: Database) {
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemoData(database.db, {
    files: createDiskStorage(mkdtempSync(join(tmpdir(), 'bench-files-'))),
    uploads: createDiskStorage(mkdtempSync(join(tmpdir(), 'bench-uploads-'))),
  });
}
