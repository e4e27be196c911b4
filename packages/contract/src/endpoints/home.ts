// Home dashboard (SPEC §1, §7 Home): guide cards, events and their calendar, library documents,
// useful links and testimonials. Every call needs a session; Home is open to every user.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/home';

export type * from '../schemas/home';

/** The time zone of every event and of "today": the audience is in the UK. */
export const EVENT_TIME_ZONE = 'Europe/London';

// ── Guide cards ──────────────────────────────────────────────────────────────────────────────

/**
 * A user's state of an onboarding card: `new`, `completed` (they did what it suggests), or
 * `skipped` (they skipped the intro before completing it).
 */
export const GUIDE_CARD_STATES = ['new', 'completed', 'skipped'] as const;
export type GuideCardState = (typeof GUIDE_CARD_STATES)[number];

export const getGuideCards = defineEndpoint<typeof s.getGuideCards>()({
  method: 'GET',
  path: '/api/guideCard/get',
  summary:
    'Onboarding cards in order, each with the caller’s state; search in title and text; total in option[0].count. Home shows them while any is `new`.',
  access: 'user',
  module: 'home',
});

export const completeGuideCard = defineEndpoint<typeof s.completeGuideCard>()({
  method: 'POST',
  path: '/api/guideCard/complete/:id',
  summary: 'Marks a card completed for the caller; repeating it changes nothing.',
  access: 'user',
  module: 'home',
});

export const skipGuideCards = defineEndpoint<typeof s.skipGuideCards>()({
  method: 'PUT',
  path: '/api/guideCard/skip',
  summary:
    'Skips the intro: the caller’s cards not yet completed become `skipped`, so Home no longer shows them (the list page still does).',
  access: 'user',
  module: 'home',
});

// ── Events ───────────────────────────────────────────────────────────────────────────────────

export const EVENT_TYPES = [
  'webinar',
  'conference',
  'training',
  'journal-club',
  'workshop',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const getUpcomingEvents = defineEndpoint<typeof s.getUpcomingEvents>()({
  method: 'GET',
  path: '/api/event/upcoming/get',
  summary:
    'Events not yet over (one running now included), soonest first; search; total in option[0].count.',
  access: 'user',
  module: 'home',
});

export const getEvents = defineEndpoint<typeof s.getEvents>()({
  method: 'GET',
  path: '/api/event/get',
  summary:
    'Events, earliest first, with search, type and a UK date range; total in option[0].count.',
  access: 'user',
  module: 'home',
});

export const getEventCalendar = defineEndpoint<typeof s.getEventCalendar>()({
  method: 'GET',
  path: '/api/event/calendar',
  summary:
    'A month of the event calendar (the current UK month when `month` is left out): the UK days that have events, each with its events by start time.',
  access: 'user',
  module: 'home',
});

export const getEventIcs = defineEndpoint<typeof s.getEventIcs>()({
  method: 'GET',
  path: '/api/event/ics/:id',
  summary:
    'One event as an RFC 5545 calendar file (text/calendar, with its VTIMEZONE) for Outlook, Google or Apple Calendar.',
  access: 'user',
  module: 'home',
  file: true,
});

export const getDocuments = defineEndpoint<typeof s.getDocuments>()({
  method: 'GET',
  path: '/api/library/document/get',
  summary:
    'Library documents, newest first; search in title and description, category filter; total in option[0].count.',
  access: 'user',
  module: 'home',
});

export const downloadDocument = defineEndpoint<typeof s.downloadDocument>()({
  method: 'GET',
  path: '/api/library/document/download/:id',
  summary: 'The document’s file, with its content type and a download name.',
  access: 'user',
  module: 'home',
  file: true,
});

export const getUsefulLinks = defineEndpoint<typeof s.getUsefulLinks>()({
  method: 'GET',
  path: '/api/link/get',
  summary: 'Useful links in order; search in title and text; total in option[0].count.',
  access: 'user',
  module: 'home',
});

export const getTestimonials = defineEndpoint<typeof s.getTestimonials>()({
  method: 'GET',
  path: '/api/testimonial/get',
  summary: 'Testimonials in order; search in name, role and summary; total in option[0].count.',
  access: 'user',
  module: 'home',
});
