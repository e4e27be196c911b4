import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { actorOf } from '../../db/published';
import { ok, route } from '../../http/route';
import { uploadedFile } from '../../http/uploads';
import type { AdminClinicsService } from './admin-clinics.service';
import type { AdminJournalClubsService } from './admin-journal-clubs.service';

/** Clinics and any journal club session, from the admin area (issue 48); admins only. */
export function clinicsAdminRoutes(
  app: FastifyInstance,
  s: { clinics: AdminClinicsService; journalClubs: AdminJournalClubsService },
): void {
  route(app, education.listAdminClinics, async ({ query }) => {
    const page = await s.clinics.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminClinic, async ({ params }) => ok(await s.clinics.get(params.id)));
  route(app, education.createAdminClinic, async ({ user, body }) =>
    ok(await s.clinics.create(actorOf(user), body), { message: 'Clinic saved.' }),
  );
  route(app, education.updateAdminClinic, async ({ user, params, body }) =>
    ok(await s.clinics.update(actorOf(user), params.id, body), { message: 'Clinic saved.' }),
  );
  route(app, education.deleteAdminClinic, async ({ user, params }) =>
    ok(await s.clinics.remove(actorOf(user), params.id), { message: 'Clinic removed.' }),
  );
  route(app, education.uploadAdminClinicImage, async ({ user, request }) =>
    ok(await s.clinics.uploadImage(actorOf(user), await uploadedFile(request))),
  );

  route(app, education.listAdminJournalClubs, async ({ query }) => {
    const page = await s.journalClubs.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminJournalClub, async ({ params }) =>
    ok(await s.journalClubs.get(params.id)),
  );
  route(app, education.updateAdminJournalClub, async ({ user, params, body }) =>
    ok(await s.journalClubs.update(actorOf(user), params.id, body), {
      message: 'Journal club updated.',
    }),
  );
  route(app, education.deleteAdminJournalClub, async ({ user, params }) =>
    ok(await s.journalClubs.remove(actorOf(user), params.id), {
      message: 'Journal club deleted.',
    }),
  );
}
