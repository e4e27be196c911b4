// Authoring clinics (issue 48, decision 144): the clinics sign-up offers and Education's Clinics
// tab lists. Admins only. Removing one keeps the people who picked it linked to it; it is
// offered and listed nowhere after.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/admin-clinics';

export type * from '../../schemas/education/admin-clinics';

export const listAdminClinics = defineEndpoint<typeof s.listAdminClinics>()({
  method: 'GET',
  path: '/api/admin/clinics',
  summary:
    'Every clinic not removed, with or without a profile, by name; search in name, town and postcode; status filter (of the profile); total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminClinic = defineEndpoint<typeof s.getAdminClinic>()({
  method: 'GET',
  path: '/api/admin/clinics/:id',
  summary: 'One clinic and its profile as its editor sees them, with how many people picked it.',
  access: 'user',
  admin: true,
});

export const createAdminClinic = defineEndpoint<typeof s.createAdminClinic>()({
  method: 'POST',
  path: '/api/admin/clinics',
  summary:
    'Adds a clinic with its profile; offered at sign-up unless listedAtSignUp is false; its profile a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminClinic = defineEndpoint<typeof s.updateAdminClinic>()({
  method: 'PATCH',
  path: '/api/admin/clinics/:id',
  summary:
    'Changes a clinic or its profile (made on the first save that gives its fields), or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminClinic = defineEndpoint<typeof s.deleteAdminClinic>()({
  method: 'DELETE',
  path: '/api/admin/clinics/:id',
  summary:
    'Removes a clinic: no longer offered at sign-up nor listed in Education; the people who picked it keep it; audited.',
  access: 'user',
  admin: true,
});

export const uploadAdminClinicImage = defineEndpoint<typeof s.uploadAdminClinicImage>()({
  method: 'POST',
  path: '/api/admin/clinics/image',
  summary:
    'Uploads a clinic’s picture (multipart field `file`), stored as WebP; send the answer’s imageUrl as the clinic’s.',
  access: 'user',
  admin: true,
});
