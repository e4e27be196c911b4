// Authoring Home (issue 31, decision 98): useful links, testimonials, guide cards and events. Admins
// only; a draft or scheduled item is in no answer of Home (decision 91). Library documents are
// the library's, authored through the education module.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/home-admin';

export type * from '../schemas/home-admin';

/** The ways a guide card moves in Home’s order. */
export const GUIDE_CARD_MOVES = ['up', 'down'] as const;
export type GuideCardMove = (typeof GUIDE_CARD_MOVES)[number];

export const listAdminUsefulLinks = defineEndpoint<typeof s.listAdminUsefulLinks>()({
  method: 'GET',
  path: '/api/admin/useful-links',
  summary:
    'Every useful link, drafts included, in Home’s order; search in title and text; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminUsefulLink = defineEndpoint<typeof s.getAdminUsefulLink>()({
  method: 'GET',
  path: '/api/admin/useful-links/:id',
  summary: 'One useful link as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminUsefulLink = defineEndpoint<typeof s.createAdminUsefulLink>()({
  method: 'POST',
  path: '/api/admin/useful-links',
  summary:
    'Adds a link after the others (or at `position`); a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminUsefulLink = defineEndpoint<typeof s.updateAdminUsefulLink>()({
  method: 'PATCH',
  path: '/api/admin/useful-links/:id',
  summary: 'Changes a link, its place or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminUsefulLink = defineEndpoint<typeof s.deleteAdminUsefulLink>()({
  method: 'DELETE',
  path: '/api/admin/useful-links/:id',
  summary: 'Deletes a link; audited.',
  access: 'user',
  admin: true,
});

export const listAdminTestimonials = defineEndpoint<typeof s.listAdminTestimonials>()({
  method: 'GET',
  path: '/api/admin/testimonials',
  summary:
    'Every testimonial, drafts included, in Home’s order; search in name, role and summary; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminTestimonial = defineEndpoint<typeof s.getAdminTestimonial>()({
  method: 'GET',
  path: '/api/admin/testimonials/:id',
  summary: 'One testimonial as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminTestimonial = defineEndpoint<typeof s.createAdminTestimonial>()({
  method: 'POST',
  path: '/api/admin/testimonials',
  summary:
    'Adds a testimonial after the others (or at `position`); a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminTestimonial = defineEndpoint<typeof s.updateAdminTestimonial>()({
  method: 'PATCH',
  path: '/api/admin/testimonials/:id',
  summary: 'Changes a testimonial, its place or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminTestimonial = defineEndpoint<typeof s.deleteAdminTestimonial>()({
  method: 'DELETE',
  path: '/api/admin/testimonials/:id',
  summary: 'Deletes a testimonial; audited.',
  access: 'user',
  admin: true,
});

export const listAdminGuideCards = defineEndpoint<typeof s.listAdminGuideCards>()({
  method: 'GET',
  path: '/api/admin/guide-cards',
  summary:
    'Every guide card, drafts included, in Home’s order; search in title and text; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminGuideCard = defineEndpoint<typeof s.getAdminGuideCard>()({
  method: 'GET',
  path: '/api/admin/guide-cards/:id',
  summary: 'One guide card as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminGuideCard = defineEndpoint<typeof s.createAdminGuideCard>()({
  method: 'POST',
  path: '/api/admin/guide-cards',
  summary: 'Adds a card after the others; a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminGuideCard = defineEndpoint<typeof s.updateAdminGuideCard>()({
  method: 'PATCH',
  path: '/api/admin/guide-cards/:id',
  summary: 'Changes a card or its publication (its place changes by a move); audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminGuideCard = defineEndpoint<typeof s.deleteAdminGuideCard>()({
  method: 'DELETE',
  path: '/api/admin/guide-cards/:id',
  summary: 'Deletes a card and the users’ completions of it; audited.',
  access: 'user',
  admin: true,
});

export const moveAdminGuideCard = defineEndpoint<typeof s.moveAdminGuideCard>()({
  method: 'POST',
  path: '/api/admin/guide-cards/:id/move',
  summary:
    'Swaps a card with its neighbour above or below in one transaction, both audited; answers every card in order.',
  access: 'user',
  admin: true,
});

export const listAdminEvents = defineEndpoint<typeof s.listAdminEvents>()({
  method: 'GET',
  path: '/api/admin/events',
  summary:
    'Every event, drafts included, latest start first; search in title, organiser and location; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminEvent = defineEndpoint<typeof s.getAdminEvent>()({
  method: 'GET',
  path: '/api/admin/events/:id',
  summary: 'One event as its editor sees it, with its publication state.',
  access: 'user',
  admin: true,
});

export const createAdminEvent = defineEndpoint<typeof s.createAdminEvent>()({
  method: 'POST',
  path: '/api/admin/events',
  summary:
    'Adds an event (times as London wall clock); a draft unless publishedAt is given; audited.',
  access: 'user',
  admin: true,
});

export const updateAdminEvent = defineEndpoint<typeof s.updateAdminEvent>()({
  method: 'PATCH',
  path: '/api/admin/events/:id',
  summary: 'Changes an event (its calendar sequence goes up) or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminEvent = defineEndpoint<typeof s.deleteAdminEvent>()({
  method: 'DELETE',
  path: '/api/admin/events/:id',
  summary: 'Deletes an event; audited.',
  access: 'user',
  admin: true,
});

export const uploadAdminHomeImage = defineEndpoint<typeof s.uploadAdminHomeImage>()({
  method: 'POST',
  path: '/api/admin/home/image',
  summary:
    'Upload a picture for Home (multipart field `file`): JPEG, PNG or WebP checked by content as an avatar is, at most 5 MiB; stored as WebP. Send the answer’s `imageUrl` as a link’s, guide card’s or event’s image or a testimonial’s photo (decision 100). Admins only.',
  access: 'user',
  admin: true,
});
