import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { fileRoute, ok, route } from '../../http/route';
import type { WebinarsService } from './webinars.service';

/** Webinars (issue 29): the lists, one by id, registration and the calendar file. */
export function webinarsRoutes(app: FastifyInstance, service: WebinarsService): void {
  route(app, education.getWebinars, async ({ query, user }) => {
    const page = await service.list(query, user._id);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getWebinar, async ({ params, user }) =>
    ok(await service.get(params.id, user._id)),
  );
  route(app, education.registerWebinar, async ({ params, user }) =>
    ok(await service.register(params.id, user._id), {
      message: 'You are registered. It is in your upcoming events on Home.',
    }),
  );
  route(app, education.unregisterWebinar, async ({ params, user }) =>
    ok(await service.unregister(params.id, user._id), {
      message: 'Your registration is cancelled.',
    }),
  );
  fileRoute(app, education.getWebinarIcs, async ({ params, user }) => {
    const file = await service.ics(params.id, user._id);
    return { ...file, contentType: 'text/calendar; charset=utf-8' };
  });
}
