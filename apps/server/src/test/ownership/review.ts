// The review queue's routes take the id of anyone's reported item or message: admins only.
import type { PublicRoute } from './types';

export const reviewPublicByDesign: PublicRoute[] = [
  {
    route: 'PATCH /api/admin/review-items/:kind/:id',
    // `kind` is a path segment naming the item's table (post, comment, message…), not an object.
    ids: ['params.kind', 'params.id'],
    reason:
      'site admins act on anyone’s reported item or message; everyone else gets 403 (admin: true)',
  },
];
