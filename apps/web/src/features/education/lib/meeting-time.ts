import { londonClock, longDayDateTime } from '@portal/contract';

/** A meeting's start as a UK reader reads it: 'Thursday 3 December 2026, 19:30'. */
export const meetingTime = (iso: string) => longDayDateTime(londonClock(iso));

/** Whether the meeting has started (the list shows upcoming ones first). */
export const isPast = (iso: string, now = Date.now()) => Date.parse(iso) < now;
