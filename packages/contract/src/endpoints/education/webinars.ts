// Webinars (SPEC §1 Education, §2 `/education/webinars` and `/education/webinar/{id}`): SPEC
// names the pages, not the calls, so these are named in §7's style. Upcoming and recorded ones,
// one by id with its speakers, time (instants shown in Europe/London), sanitised description,
// seats and the recording once it has happened; registering (idempotent, refused when full) and
// the calendar file, as Home's events have.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/webinars';

export type * from '../../schemas/education/webinars';

/**
 * Which webinars a list holds: `upcoming` (not yet over, a live one included; soonest first),
 * `recorded` (over and with a recording; newest first), `all` (upcoming first, then past ones
 * newest first).
 */
export const WEBINAR_LISTS = ['upcoming', 'recorded', 'all'] as const;
export type WebinarList = (typeof WEBINAR_LISTS)[number];

/** Where a webinar is at the moment of the answer. */
export const WEBINAR_STATES = ['upcoming', 'live', 'ended'] as const;
export type WebinarState = (typeof WEBINAR_STATES)[number];

/** Minutes before the start from which a registered user gets the join link. */
export const WEBINAR_JOIN_OPENS_MINUTES = 15;

/** The refusal of a registration for a webinar whose seats are all taken. */
export const WEBINAR_FULL_MESSAGE = 'This webinar is full: every seat has been taken.';
/** The refusal of a registration for a webinar that is over. */
export const WEBINAR_OVER_MESSAGE = 'This webinar has already taken place.';

export const getWebinars = defineEndpoint<typeof s.getWebinars>()({
  method: 'GET',
  path: '/api/webinar/get',
  summary:
    'Webinars: upcoming (soonest first), recorded (newest first) or all; search in title, summary and speakers; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const getWebinar = defineEndpoint<typeof s.getWebinar>()({
  method: 'GET',
  path: '/api/webinar/get/:id',
  summary:
    'One webinar: speakers, time, sanitised description, seats left, the caller’s registration, the join link (registered, from 15 minutes before) and the recording once over.',
  access: 'user',
  module: 'education',
});

export const registerWebinar = defineEndpoint<typeof s.registerWebinar>()({
  method: 'POST',
  path: '/api/webinar/register/:id',
  summary:
    'Registers the caller (once: again changes nothing); 409 when every seat is taken or the webinar is over. The registration shows in Home’s upcoming events.',
  access: 'user',
  module: 'education',
});

export const unregisterWebinar = defineEndpoint<typeof s.unregisterWebinar>()({
  method: 'DELETE',
  path: '/api/webinar/register/:id',
  summary: 'Cancels the caller’s registration, freeing the seat; without one, changes nothing.',
  access: 'user',
  module: 'education',
});

export const getWebinarIcs = defineEndpoint<typeof s.getWebinarIcs>()({
  method: 'GET',
  path: '/api/webinar/ics/:id',
  summary:
    'One webinar as an RFC 5545 calendar file (text/calendar, with its VTIMEZONE), as Home’s events.',
  access: 'user',
  module: 'education',
  file: true,
});
