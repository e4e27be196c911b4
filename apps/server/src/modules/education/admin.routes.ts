import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { actorOf } from '../../db/published';
import { ok, route } from '../../http/route';
import { uploadedFile, uploadedNamedFile } from '../../http/uploads';
import { notAPdf, type AdminLibraryService } from './admin-library.service';
import type { AdminLibraryLinksService } from './admin-library-links.service';
import type { AdminFaqService } from './admin-faq.service';
import type { AdminKeyPublicationsService } from './admin-key-publications.service';
import type { AdminWebinarsService } from './admin-webinars.service';
import type { AdminClinicsService } from './admin-clinics.service';
import type { AdminJournalClubsService } from './admin-journal-clubs.service';
import { clinicsAdminRoutes } from './admin-clinics.routes';

export interface EducationAdmin {
  faq: AdminFaqService;
  webinars: AdminWebinarsService;
  keyPublications: AdminKeyPublicationsService;
  library: AdminLibraryService;
  libraryLinks: AdminLibraryLinksService;
  clinics: AdminClinicsService;
  journalClubs: AdminJournalClubsService;
}

/** Authoring Education (issue 31); `admin: true` in the contract guards every route. */
export function educationAdminRoutes(app: FastifyInstance, s: EducationAdmin): void {
  clinicsAdminRoutes(app, s);
  route(app, education.listAdminFaqEntries, async ({ query }) => {
    const page = await s.faq.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminFaqEntry, async ({ params }) => ok(await s.faq.get(params.id)));
  route(app, education.createAdminFaqEntry, async ({ user, body }) =>
    ok(await s.faq.create(actorOf(user), body), { message: 'Question saved.' }),
  );
  route(app, education.updateAdminFaqEntry, async ({ user, params, body }) =>
    ok(await s.faq.update(actorOf(user), params.id, body), { message: 'Question saved.' }),
  );
  route(app, education.deleteAdminFaqEntry, async ({ user, params }) =>
    ok(await s.faq.remove(actorOf(user), params.id), { message: 'Question deleted.' }),
  );

  route(app, education.listAdminWebinars, async ({ query }) => {
    const page = await s.webinars.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminWebinar, async ({ params }) => ok(await s.webinars.get(params.id)));
  route(app, education.createAdminWebinar, async ({ user, body }) =>
    ok(await s.webinars.create(actorOf(user), body), { message: 'Webinar saved.' }),
  );
  route(app, education.updateAdminWebinar, async ({ user, params, body }) =>
    ok(await s.webinars.update(actorOf(user), params.id, body), { message: 'Webinar saved.' }),
  );
  route(app, education.deleteAdminWebinar, async ({ user, params }) =>
    ok(await s.webinars.remove(actorOf(user), params.id), { message: 'Webinar deleted.' }),
  );

  route(app, education.uploadAdminWebinarImage, async ({ user, request }) =>
    ok(await s.webinars.uploadImage(actorOf(user), await uploadedFile(request))),
  );

  route(app, education.listAdminKeyPublications, async ({ query }) => {
    const page = await s.keyPublications.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminKeyPublication, async ({ params }) =>
    ok(await s.keyPublications.get(params.id)),
  );
  route(app, education.createAdminKeyPublication, async ({ user, body }) =>
    ok(await s.keyPublications.create(actorOf(user), body), { message: 'Publication saved.' }),
  );
  route(app, education.updateAdminKeyPublication, async ({ user, params, body }) =>
    ok(await s.keyPublications.update(actorOf(user), params.id, body), {
      message: 'Publication saved.',
    }),
  );
  route(app, education.deleteAdminKeyPublication, async ({ user, params }) =>
    ok(await s.keyPublications.remove(actorOf(user), params.id), {
      message: 'Publication deleted.',
    }),
  );

  route(app, education.uploadAdminLibraryFile, async ({ user, request }) =>
    ok(await s.library.upload(actorOf(user), await uploadedNamedFile(request, notAPdf))),
  );
  route(app, education.listAdminLibraryDocuments, async ({ query }) => {
    const page = await s.library.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminLibraryDocument, async ({ params }) =>
    ok(await s.library.get(params.id)),
  );
  route(app, education.createAdminLibraryDocument, async ({ user, body }) =>
    ok(await s.library.create(actorOf(user), body), { message: 'Document saved.' }),
  );
  route(app, education.updateAdminLibraryDocument, async ({ user, params, body }) =>
    ok(await s.library.update(actorOf(user), params.id, body), { message: 'Document saved.' }),
  );
  route(app, education.deleteAdminLibraryDocument, async ({ user, params }) =>
    ok(await s.library.remove(actorOf(user), params.id), { message: 'Document deleted.' }),
  );

  route(app, education.listAdminLibraryLinks, async ({ query }) => {
    const page = await s.libraryLinks.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getAdminLibraryLink, async ({ params }) =>
    ok(await s.libraryLinks.get(params.id)),
  );
  route(app, education.createAdminLibraryLink, async ({ user, body }) =>
    ok(await s.libraryLinks.create(actorOf(user), body), { message: 'Link saved.' }),
  );
  route(app, education.updateAdminLibraryLink, async ({ user, params, body }) =>
    ok(await s.libraryLinks.update(actorOf(user), params.id, body), { message: 'Link saved.' }),
  );
  route(app, education.deleteAdminLibraryLink, async ({ user, params }) =>
    ok(await s.libraryLinks.remove(actorOf(user), params.id), { message: 'Link deleted.' }),
  );
}
