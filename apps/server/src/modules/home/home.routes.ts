import type { FastifyInstance } from 'fastify';
import { home } from '@portal/contract';
import { fileRoute, ok, route } from '../../http/route';
import type { HomeService } from './home.service';

/** SPEC §7 Home (the recommended articles are the news module's feed with recommended=true). */
export function homeRoutes(app: FastifyInstance, service: HomeService): void {
  route(app, home.getGuideCards, async ({ user, query }) => {
    const page = await service.guideCards.list(user, query);
    return ok(page.rows, { count: page.total });
  });
  route(app, home.completeGuideCard, async ({ user, params }) =>
    ok(await service.guideCards.complete(user, params.id)),
  );
  route(app, home.skipGuideCards, async ({ user }) => {
    await service.guideCards.skipIntro(user);
    return ok(null, { message: 'Intro skipped. You can find the guide cards under Guide cards.' });
  });

  route(app, home.getUpcomingEvents, async ({ query, user }) => {
    const page = await service.events.upcoming(query, user._id);
    return ok(page.rows, { count: page.total });
  });
  route(app, home.getEvents, async ({ query }) => {
    const page = await service.events.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, home.getEventCalendar, async ({ query }) =>
    ok(await service.events.calendar(query.month)),
  );
  fileRoute(app, home.getEventIcs, async ({ params, user }) => {
    const file = await service.events.ics(params.id, user._id);
    return { ...file, contentType: 'text/calendar; charset=utf-8' };
  });

  route(app, home.getDocuments, async ({ query }) => {
    const page = await service.library.list(query);
    return ok(page.rows, { count: page.total });
  });
  fileRoute(app, home.downloadDocument, async ({ params }) => service.library.download(params.id));

  route(app, home.getUsefulLinks, async ({ query }) => {
    const page = await service.links(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, home.getTestimonials, async ({ query }) => {
    const page = await service.testimonials(query);
    return ok(page.rows, { count: page.total });
  });
}
