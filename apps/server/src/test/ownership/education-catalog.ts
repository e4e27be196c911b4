// Education's catalog (library, clinics, producer profiles) is the same for every user: nothing
// in it is owned.
import type { PublicRoute } from './types';

export const educationCatalogPublicByDesign: PublicRoute[] = [
  {
    route: 'GET /api/library/download/:id',
    ids: ['params.id'],
    reason: 'library files are for every user of Education (behind a session, never public URLs)',
  },
  {
    route: 'GET /api/clinic/get/:id',
    ids: ['params.id'],
    reason: 'clinic profiles are published to every user of Education',
  },
  {
    route: 'GET /api/lpProfile/get/:id',
    ids: ['params.id'],
    reason:
      'producer profiles are published to every user of Education; their products follow the catalogue’s own rules',
  },
];
