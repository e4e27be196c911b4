import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { ProducersService } from './producers.service';

/** SPEC §7 `lpProfile/get` and `lpProfile/get/{id}`. */
export function producersRoutes(app: FastifyInstance, service: ProducersService): void {
  route(app, education.getProducers, async ({ query }) => {
    const page = await service.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getProducer, async ({ user, params }) =>
    ok(await service.get(user, params.id)),
  );
}
