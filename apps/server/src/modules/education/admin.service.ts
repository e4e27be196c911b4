import type { Db } from '../../db/client';
import type { Uploads } from '../../infra/uploads';
import { createAdminClinicsRepository } from './admin-clinics.repository';
import { createAdminClinicsService } from './admin-clinics.service';
import { createAdminJournalClubsService } from './admin-journal-clubs.service';
import { createJournalClubsRepository } from './journal-clubs.repository';
import { createAdminLibraryRepository } from './admin-library.repository';
import { createAdminLibraryService } from './admin-library.service';
import { createAdminLibraryLinksService } from './admin-library-links.service';
import { createAdminFaqRepository } from './admin-faq.repository';
import { createAdminFaqService } from './admin-faq.service';
import { createAdminKeyPublicationsRepository } from './admin-key-publications.repository';
import { createAdminKeyPublicationsService } from './admin-key-publications.service';
import { createAdminWebinarsRepository } from './admin-webinars.repository';
import { createAdminWebinarsService } from './admin-webinars.service';
import type { EducationAdmin } from './admin.routes';

/** Education's authoring services, each over its own repository. */
export function createEducationAdmin(deps: {
  db: Db;
  /** People's public uploads, where webinar and clinic images are (decision 100). */
  uploads?: Uploads;
  /** Private uploads (DATA_DIR/files), where the library's files are. */
  files: Uploads;
  /** Told once a library document's change has committed (Home lists the library's files). */
  libraryChanged?: () => void;
  now?: () => Date;
}): EducationAdmin {
  const { db } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  return {
    faq: createAdminFaqService({ db, repo: createAdminFaqRepository(db), ...clock }),
    webinars: createAdminWebinarsService({
      db,
      repo: createAdminWebinarsRepository(db),
      uploads: deps.uploads,
      ...clock,
    }),
    keyPublications: createAdminKeyPublicationsService({
      db,
      repo: createAdminKeyPublicationsRepository(db),
      ...clock,
    }),
    library: createAdminLibraryService({
      db,
      repo: createAdminLibraryRepository(db, 'file'),
      files: deps.files,
      libraryChanged: deps.libraryChanged,
      ...clock,
    }),
    libraryLinks: createAdminLibraryLinksService({
      db,
      repo: createAdminLibraryRepository(db, 'link'),
      ...clock,
    }),
    clinics: createAdminClinicsService({
      db,
      repo: createAdminClinicsRepository(db),
      uploads: deps.uploads,
      ...clock,
    }),
    journalClubs: createAdminJournalClubsService({
      db,
      repo: createJournalClubsRepository(db),
      ...clock,
    }),
  };
}
