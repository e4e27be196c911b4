// Home's content (guide cards, events, the library) is the same for everyone: nothing is owned.
import type { PublicRoute } from './types';

export const homePublicByDesign: PublicRoute[] = [
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
