import type { FastifyInstance } from 'fastify';
import { homeAdmin as c } from '@portal/contract';
import { actorOf } from '../../db/published';
import { ok, route } from '../../http/route';
import { uploadedFile } from '../../http/uploads';
import type { HomeAdmin } from './admin.service';

/** Authoring Home (issue 31, decision 98); `admin: true` in the contract guards every route. */
export function homeAdminRoutes(app: FastifyInstance, s: HomeAdmin): void {
  route(app, c.uploadAdminHomeImage, async ({ user, request }) =>
    ok(await s.uploadImage(actorOf(user), await uploadedFile(request))),
  );

  route(app, c.listAdminUsefulLinks, async ({ query }) => {
    const page = await s.usefulLinks.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, c.getAdminUsefulLink, async ({ params }) => ok(await s.usefulLinks.get(params.id)));
  route(app, c.createAdminUsefulLink, async ({ user, body }) =>
    ok(await s.usefulLinks.create(actorOf(user), body), { message: 'Link saved.' }),
  );
  route(app, c.updateAdminUsefulLink, async ({ user, params, body }) =>
    ok(await s.usefulLinks.update(actorOf(user), params.id, body), { message: 'Link saved.' }),
  );
  route(app, c.deleteAdminUsefulLink, async ({ user, params }) =>
    ok(await s.usefulLinks.remove(actorOf(user), params.id), { message: 'Link deleted.' }),
  );

  route(app, c.listAdminTestimonials, async ({ query }) => {
    const page = await s.testimonials.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, c.getAdminTestimonial, async ({ params }) => ok(await s.testimonials.get(params.id)));
  route(app, c.createAdminTestimonial, async ({ user, body }) =>
    ok(await s.testimonials.create(actorOf(user), body), { message: 'Testimonial saved.' }),
  );
  route(app, c.updateAdminTestimonial, async ({ user, params, body }) =>
    ok(await s.testimonials.update(actorOf(user), params.id, body), {
      message: 'Testimonial saved.',
    }),
  );
  route(app, c.deleteAdminTestimonial, async ({ user, params }) =>
    ok(await s.testimonials.remove(actorOf(user), params.id), {
      message: 'Testimonial deleted.',
    }),
  );

  route(app, c.listAdminGuideCards, async ({ query }) => {
    const page = await s.guideCards.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, c.getAdminGuideCard, async ({ params }) => ok(await s.guideCards.get(params.id)));
  route(app, c.createAdminGuideCard, async ({ user, body }) =>
    ok(await s.guideCards.create(actorOf(user), body), { message: 'Guide card saved.' }),
  );
  route(app, c.updateAdminGuideCard, async ({ user, params, body }) =>
    ok(await s.guideCards.update(actorOf(user), params.id, body), { message: 'Guide card saved.' }),
  );
  route(app, c.deleteAdminGuideCard, async ({ user, params }) =>
    ok(await s.guideCards.remove(actorOf(user), params.id), { message: 'Guide card deleted.' }),
  );
  route(app, c.moveAdminGuideCard, async ({ user, params, body }) =>
    ok(await s.guideCards.move(actorOf(user), params.id, body.direction), {
      message: 'Guide card moved.',
    }),
  );

  route(app, c.listAdminEvents, async ({ query }) => {
    const page = await s.events.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, c.getAdminEvent, async ({ params }) => ok(await s.events.get(params.id)));
  route(app, c.createAdminEvent, async ({ user, body }) =>
    ok(await s.events.create(actorOf(user), body), { message: 'Event saved.' }),
  );
  route(app, c.updateAdminEvent, async ({ user, params, body }) =>
    ok(await s.events.update(actorOf(user), params.id, body), { message: 'Event saved.' }),
  );
  route(app, c.deleteAdminEvent, async ({ user, params }) =>
    ok(await s.events.remove(actorOf(user), params.id), { message: 'Event deleted.' }),
  );
}
