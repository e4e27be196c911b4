import { join } from 'node:path';
import { createLibraryService } from '../modules/education/library.service';
import { createDiskStorage } from '../infra/storage';
import type { TestApp } from './test-app';

/**
 * The portal's one library (decision 82) over the storage the app serves its files from
 * (DATA_DIR/files), for a test to add files and links as editors do.
 */
export function testLibrary(t: TestApp) {
  return createLibraryService({
    db: t.database.db,
    files: createDiskStorage(join(t.config.DATA_DIR, 'files')),
  });
}
