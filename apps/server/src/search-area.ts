import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { createPeopleSearch } from './modules/chat/search.repository';
import { createCommunitySearch } from './modules/community/search.repository';
import { createEducationSearch } from './modules/education/search.repository';
import { createNewsSearch } from './modules/news/search.repository';
import { createProductsSearch } from './modules/products/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';

// The search wired to every kind's searcher (decision 151), beside app.ts as the admin and
// bookings areas are: each searcher lives in its kind's module, and the search module sees only
// their shared interface (db/full-text.ts).

/** The search service over every module's searchers. */
export function createSearch(db: Db) {
  return createSearchService({
    searchers: [
      ...createNewsSearch(db),
      ...createCommunitySearch(db),
      ...createEducationSearch(db),
      ...createProductsSearch(db),
      ...createPeopleSearch(db),
    ],
  });
}

/** Registers `GET /api/search` in the `/api` block. */
export function registerSearch(api: FastifyInstance, db: Db): void {
  searchRoutes(api, createSearch(db));
}
