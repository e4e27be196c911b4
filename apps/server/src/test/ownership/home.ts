// Home's content (guide cards, events, the library) is the same for everyone: nothing is owned.
import type { PublicRoute } from './types';

const ADMIN_CONTENT = 'Home content is authored by every admin alike (admin: true, 403 to others)';

export const homePublicByDesign: PublicRoute[] = [
  ...['useful-links', 'testimonials', 'guide-cards', 'events'].flatMap((kind) =>
    ['GET', 'PATCH', 'DELETE'].map((method) => ({
      route: `${method} /api/admin/${kind}/:id`,
      ids: ['params.id'],
      reason: ADMIN_CONTENT,
    })),
  ),
  { route: 'POST /api/admin/guide-cards/:id/move', ids: ['params.id'], reason: ADMIN_CONTENT },
  {
    route: 'POST /api/guideCard/complete/:id',
    ids: ['params.id'],
    reason: 'guide cards are the same for everyone; completing one is the caller’s own row',
  },
  {
    route: 'GET /api/event/ics/:id',
    ids: ['params.id'],
    reason: 'events are published to every user',
  },
  {
    route: 'GET /api/library/document/download/:id',
    ids: ['params.id'],
    reason: 'library documents are for every user (behind a session, never public URLs)',
  },
];
