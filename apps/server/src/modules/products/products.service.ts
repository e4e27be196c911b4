import { products } from '@portal/contract';
import type { Uploads } from '../../infra/uploads';
import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import { createCache } from '../../infra/cache';
import { createAdminProducersRepository } from './admin-producers.repository';
import { createAdminProducersService } from './admin-producers.service';
import { createAdminProductsRepository } from './admin-products.repository';
import { createAdminProductsService } from './admin-products.service';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';
import { createDeclarationsRepository } from './declarations.repository';
import { createDeclarationsService } from './declarations.service';

/** The products module: the catalogue and the declarations, each over its own repository. */
export function createProductsService(deps: {
  db: Db;
  uploads?: Uploads;
  now?: () => Date;
  /** How long the catalogue's lists are shared between readers (0: never; decision 121). */
  listCacheMs?: number;
  /** Carries the lists' drops to the other processes. */
  bus?: InvalidationBus | undefined;
}) {
  const catalogueRepo = createCatalogueRepository(deps.db);
  // HOT-PATH EXCEPTION (decision 121), not part of the template: every reader who may see the
  // catalogue gets the same lists; any product or producer change drops them everywhere.
  const shared = createCache<unknown>({
    name: 'catalogue-lists',
    ttlMs: deps.listCacheMs ?? 0,
    max: 2_000,
    bus: deps.bus,
  });
  const changed = () => shared.dropEverywhere();
  return {
    catalogue: createCatalogueService({ db: deps.db, repo: catalogueRepo, shared, changed }),
    declarations: createDeclarationsService({
      repo: createDeclarationsRepository(deps.db),
      catalogue: catalogueRepo,
      declarationText: products.DECLARATION_STATEMENT,
      now: deps.now ?? (() => new Date()),
    }),
    adminProducts: createAdminProductsService({
      db: deps.db,
      repo: createAdminProductsRepository(deps.db),
      uploads: deps.uploads,
      changed,
    }),
    adminProducers: createAdminProducersService({
      db: deps.db,
      repo: createAdminProducersRepository(deps.db),
      uploads: deps.uploads,
      changed,
    }),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
