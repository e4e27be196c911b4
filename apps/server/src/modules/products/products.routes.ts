import type { FastifyInstance } from 'fastify';
import { products } from '@portal/contract';
import { fileRoute, ok, route } from '../../http/route';
import type { CatalogueService } from './catalogue.service';
import type { DeclarationsService } from './declarations.service';

/** SPEC §7 Product. Module and self-certification are checked by the guards (the contract). */
export function productsRoutes(
  app: FastifyInstance,
  catalogue: CatalogueService,
  declarations: DeclarationsService,
): void {
  route(app, products.getProducts, async ({ query }) => {
    const page = await catalogue.list(query);
    return ok(page.rows, { count: page.total, facets: page.facets });
  });
  route(app, products.getProduct, async ({ params }) => ok(await catalogue.get(params.id)));
  route(app, products.getManufacturers, async ({ query }) => {
    const page = await catalogue.manufacturers(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, products.getManufacturerNames, async () => ok(await catalogue.manufacturerNames()));

  route(app, products.createDeclaration, async ({ user, body }) =>
    ok(await declarations.create(user, body), { message: 'Declaration saved.' }),
  );
  route(app, products.getDeclarations, async ({ user, query }) => {
    const page = await declarations.list(user, query);
    return ok(page.rows, { count: page.total });
  });
  fileRoute(app, products.getDeclarationPdf, async ({ user, params }) =>
    declarations.pdf(user, params.id),
  );
}
