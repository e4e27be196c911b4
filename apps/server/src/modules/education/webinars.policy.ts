import { education } from '@portal/contract';

/** What a webinar is at `now`: not started, running, or over. */
export function webinarState(
  w: { startsAt: Date; endsAt: Date },
  now: Date,
): education.WebinarState {
  if (now >= w.endsAt) return 'ended';
  return now >= w.startsAt ? 'live' : 'upcoming';
}

/** A registered user gets the live room from a few minutes before the start until the end. */
export function mayJoin(w: { startsAt: Date; endsAt: Date }, registered: boolean, now: Date) {
  const opens = w.startsAt.getTime() - education.WEBINAR_JOIN_OPENS_MINUTES * 60_000;
  return registered && now.getTime() >= opens && now < w.endsAt;
}

/** Why a registration is refused, or null when a seat is the caller's. */
export function registrationRefusal(
  w: { endsAt: Date; capacity: number | null },
  seatsTaken: number,
  now: Date,
): string | null {
  if (now >= w.endsAt) return education.WEBINAR_OVER_MESSAGE;
  if (w.capacity !== null && seatsTaken >= w.capacity) return education.WEBINAR_FULL_MESSAGE;
  return null;
}
