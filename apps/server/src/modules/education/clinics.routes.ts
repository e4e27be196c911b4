import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { ClinicsService } from './clinics.service';

/** SPEC §7 Clinic: `clinic/get` (filter) and `clinic/get/{id}`. */
export function clinicsRoutes(app: FastifyInstance, service: ClinicsService): void {
  route(app, education.getClinics, async ({ query }) => {
    const page = await service.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getClinic, async ({ params }) => ok(await service.get(params.id)));
}
