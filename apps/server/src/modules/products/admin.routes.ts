import type { FastifyInstance } from 'fastify';
import { productsAdmin } from '@portal/contract';
import { ok, route } from '../../http/route';
import { uploadedFile } from '../../http/uploads';
import type { AdminProducersService } from './admin-producers.service';
import type { AdminProductsService } from './admin-products.service';
import { actorOf } from '../../db/published';

/** Authoring products and producers (issue 31); `admin: true` in the contract guards them. */
export function productsAdminRoutes(
  app: FastifyInstance,
  products: AdminProductsService,
  producers: AdminProducersService,
): void {
  route(app, productsAdmin.listAdminProducts, async ({ query }) => {
    const page = await products.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, productsAdmin.getAdminProduct, async ({ params }) =>
    ok(await products.get(params.id)),
  );
  route(app, productsAdmin.createAdminProduct, async ({ user, body }) =>
    ok(await products.create(actorOf(user), body), { message: 'Product saved.' }),
  );
  route(app, productsAdmin.updateAdminProduct, async ({ user, params, body }) =>
    ok(await products.update(actorOf(user), params.id, body), { message: 'Product saved.' }),
  );
  route(app, productsAdmin.deleteAdminProduct, async ({ user, params }) =>
    ok(await products.remove(actorOf(user), params.id), { message: 'Product deleted.' }),
  );

  route(app, productsAdmin.uploadAdminProductImage, async ({ user, request }) =>
    ok(await products.uploadImage(actorOf(user), await uploadedFile(request))),
  );

  route(app, productsAdmin.listAdminProducers, async ({ query }) => {
    const page = await producers.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, productsAdmin.getAdminProducer, async ({ params }) =>
    ok(await producers.get(params.id)),
  );
  route(app, productsAdmin.createAdminProducer, async ({ user, body }) =>
    ok(await producers.create(actorOf(user), body), { message: 'Producer saved.' }),
  );
  route(app, productsAdmin.updateAdminProducer, async ({ user, params, body }) =>
    ok(await producers.update(actorOf(user), params.id, body), { message: 'Producer saved.' }),
  );
  route(app, productsAdmin.uploadAdminProducerImage, async ({ user, request }) =>
    ok(await producers.uploadImage(actorOf(user), await uploadedFile(request))),
  );
  route(app, productsAdmin.deleteAdminProducer, async ({ user, params }) =>
    ok(await producers.remove(actorOf(user), params.id), { message: 'Producer deleted.' }),
  );
}
