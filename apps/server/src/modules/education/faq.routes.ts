import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { FaqService } from './faq.service';

/** SPEC §7 `faq/get` and `contactUs/get`. */
export function faqRoutes(app: FastifyInstance, service: FaqService): void {
  route(app, education.getFaq, async ({ query }) => {
    const { topics, total } = await service.list(query);
    return ok(topics, { count: total });
  });
  route(app, education.getContactOptions, async () => ok(service.contactOptions()));
}
