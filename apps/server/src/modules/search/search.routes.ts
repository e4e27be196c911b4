import type { FastifyInstance } from 'fastify';
import { search } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { SearchService } from './search.service';

/** `GET /api/search`: every kind's group, the total in option[0].count, each kind's in facets. */
export function searchRoutes(app: FastifyInstance, service: SearchService): void {
  route(app, search.search, async ({ query, user }) => {
    const answer = await service.search(query, user);
    return ok(answer.groups, { count: answer.total, facets: { kind: answer.totals } });
  });
}
