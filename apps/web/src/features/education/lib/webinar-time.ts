// A webinar's time as the UK reads it (SPEC §1): instants shown in Europe/London, right across
// the clock changes, through the contract's London clock (no Intl: decision 51).
import { clockTime, isoDay, londonClock, shortDayDate, type education } from '@portal/contract';

export const UK_TIME_LABEL = 'UK time';

/** 'Thu 3 Dec 2026, 19:00–20:00 UK time'; both dates when it runs past midnight. */
export function webinarWhen(w: Pick<education.Webinar, 'startsAt' | 'endsAt'>): string {
  const start = londonClock(w.startsAt);
  const end = londonClock(w.endsAt);
  if (isoDay(start) === isoDay(end)) {
    return `${shortDayDate(start)}, ${clockTime(start)}–${clockTime(end)} ${UK_TIME_LABEL}`;
  }
  return `${shortDayDate(start)}, ${clockTime(start)} – ${shortDayDate(end)}, ${clockTime(end)} ${UK_TIME_LABEL}`;
}

/** What the seats say: 'Full', '12 seats left', or nothing when they are not limited. */
export function seatsLabel(w: Pick<education.Webinar, 'seatsLeft' | 'isFull'>): string | null {
  if (w.seatsLeft === null) return null;
  if (w.isFull) return 'Full';
  return w.seatsLeft === 1 ? '1 seat left' : `${w.seatsLeft} seats left`;
}
