import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { notFound } from '../../http/errors';
import { createKeyPublicationsRepository } from './key-publications.repository';

/** Key publications: read by every education user; written by the demo data and editors. */
export function createKeyPublicationsService({ db }: { db: Db }) {
  const publications = createKeyPublicationsRepository(db);
  return {
    list: (q: education.KeyPublicationListQuery): Promise<Page<education.KeyPublication>> =>
      publications.page(q),

    async get(id: string): Promise<education.KeyPublication> {
      const publication = await publications.find(id);
      if (!publication) throw notFound('Key publication');
      return publication;
    },

    /** Adds a publication (demo data; no call of SPEC §7 writes them). */
    add: publications.insert,
  };
}

export type KeyPublicationsService = ReturnType<typeof createKeyPublicationsService>;
