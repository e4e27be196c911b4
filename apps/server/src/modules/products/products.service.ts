import { products } from '@portal/contract';
import type { Uploads } from '../../infra/uploads';
import type { Db } from '../../db/client';
import { createAdminProducersRepository } from './admin-producers.repository';
import { createAdminProducersService } from './admin-producers.service';
import { createAdminProductsRepository } from './admin-products.repository';
import { createAdminProductsService } from './admin-products.service';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueService } from './catalogue.service';
import { createDeclarationsRepository } from './declarations.repository';
import { createDeclarationsService } from './declarations.service';

/** The products module: the catalogue and the declarations, each over its own repository. */
export function createProductsService(deps: { db: Db; uploads?: Uploads; now?: () => Date }) {
  const catalogueRepo = createCatalogueRepository(deps.db);
  return {
    catalogue: createCatalogueService({ db: deps.db, repo: catalogueRepo }),
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
    }),
    adminProducers: createAdminProducersService({
      db: deps.db,
      repo: createAdminProducersRepository(deps.db),
      uploads: deps.uploads,
    }),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
