// Authoring Education (issue 31): FAQ entries, webinars and key publications. Admins only; a
// draft or scheduled item is in no public list, search or by-id answer (decision 91).

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/admin';

export type * from '../../schemas/education/admin';

export const listAdminFaqEntries = defineEndpoint<typeof s.listAdminFaqEntries>()({
  method: 'GET',
  path: '/api/admin/faq-entries',
  summary:
    'Every FAQ question with its topic, drafts included, in topic then question order; search in question, answer and topic; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminFaqEntry = defineEndpoint<typeof s.getAdminFaqEntry>()({
  method: 'GET',
  path: '/api/admin/faq-entries/:id',
  summary: 'One FAQ entry as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminFaqEntry = defineEndpoint<typeof s.createAdminFaqEntry>()({
  method: 'POST',
  path: '/api/admin/faq-entries',
  summary:
    'Adds a question to a topic (made when new); a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminFaqEntry = defineEndpoint<typeof s.updateAdminFaqEntry>()({
  method: 'PATCH',
  path: '/api/admin/faq-entries/:id',
  summary: 'Changes a question, its answer, topic or place, or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminFaqEntry = defineEndpoint<typeof s.deleteAdminFaqEntry>()({
  method: 'DELETE',
  path: '/api/admin/faq-entries/:id',
  summary: 'Deletes a question; audited.',
  access: 'user',
  admin: true,
});

export const listAdminWebinars = defineEndpoint<typeof s.listAdminWebinars>()({
  method: 'GET',
  path: '/api/admin/webinars',
  summary:
    'Every webinar, drafts included, newest start first; search in title and speakers; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminWebinar = defineEndpoint<typeof s.getAdminWebinar>()({
  method: 'GET',
  path: '/api/admin/webinars/:id',
  summary: 'One webinar as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminWebinar = defineEndpoint<typeof s.createAdminWebinar>()({
  method: 'POST',
  path: '/api/admin/webinars',
  summary:
    'Adds a webinar (times as London wall clock); a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminWebinar = defineEndpoint<typeof s.updateAdminWebinar>()({
  method: 'PATCH',
  path: '/api/admin/webinars/:id',
  summary: 'Changes a webinar (its calendar sequence goes up) or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminWebinar = defineEndpoint<typeof s.deleteAdminWebinar>()({
  method: 'DELETE',
  path: '/api/admin/webinars/:id',
  summary:
    'Deletes a webinar nobody has registered for; refused (409) once people have (unpublish it instead, decision 93); audited.',
  access: 'user',
  admin: true,
});

export const uploadAdminWebinarImage = defineEndpoint<typeof s.uploadAdminWebinarImage>()({
  method: 'POST',
  path: '/api/admin/webinars/image',
  summary:
    'Upload an image (multipart field `file`): JPEG, PNG or WebP checked by content as an avatar is, at most 5 MiB; stored as WebP. Send the answer’s `imageUrl` as the webinar’s (decision 100). Admins only.',
  access: 'user',
  admin: true,
});

export const listAdminKeyPublications = defineEndpoint<typeof s.listAdminKeyPublications>()({
  method: 'GET',
  path: '/api/admin/key-publications',
  summary:
    'Every key publication, drafts included, newest year first; search in title and citation; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminKeyPublication = defineEndpoint<typeof s.getAdminKeyPublication>()({
  method: 'GET',
  path: '/api/admin/key-publications/:id',
  summary: 'One key publication as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminKeyPublication = defineEndpoint<typeof s.createAdminKeyPublication>()({
  method: 'POST',
  path: '/api/admin/key-publications',
  summary: 'Adds a key publication; a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminKeyPublication = defineEndpoint<typeof s.updateAdminKeyPublication>()({
  method: 'PATCH',
  path: '/api/admin/key-publications/:id',
  summary: 'Changes a key publication or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminKeyPublication = defineEndpoint<typeof s.deleteAdminKeyPublication>()({
  method: 'DELETE',
  path: '/api/admin/key-publications/:id',
  summary: 'Deletes a key publication; audited.',
  access: 'user',
  admin: true,
});
