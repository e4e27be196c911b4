import type { FastifyInstance } from 'fastify';
import { review } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { ReviewService } from './review.service';

const DONE: Record<review.ReviewAction, string> = {
  approve: 'Approved: it is shown again.',
  remove: 'Removed.',
  handled: 'Marked handled.',
};

/** The admins' review queue (issue 31, decision 94). */
export function reviewRoutes(app: FastifyInstance, service: ReviewService): void {
  route(app, review.getReviewItems, async ({ query }) => {
    const page = await service.list(query);
    return ok(page.rows, { count: page.total });
  });
  route(app, review.reviewAction, async ({ params, body, user }) =>
    ok(await service.act(params, body, user), { message: DONE[body.action] }),
  );
}
