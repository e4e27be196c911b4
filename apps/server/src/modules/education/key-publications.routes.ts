import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { KeyPublicationsService } from './key-publications.service';

/** Key publications (SPEC §1 Education; calls named in §7's style). */
export function keyPublicationsRoutes(app: FastifyInstance, service: KeyPublicationsService) {
  route(app, education.getKeyPublications, async ({ query }) => {
    const page = await service.list(query);
    return ok(page.rows, { count: page.total });
  });

  route(app, education.getKeyPublication, async ({ params }) => ok(await service.get(params.id)));
}
