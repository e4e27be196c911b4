import { describe, expect, it } from 'vitest';
import { dayIn, eventDate, eventDayBadge, eventTimes, eventWhen } from './uk-time';

const london = 'Europe/London';
const event = (startsAt: string, endsAt: string) => ({ startsAt, endsAt, timeZone: london });

describe('UK time', () => {
  it('puts an instant on its UK calendar day, summer time included', () => {
    expect(dayIn('2026-01-15T23:30:00.000Z')).toBe('2026-01-15');
    // 23:30 UTC is 00:30 the next day in British Summer Time.
    expect(dayIn('2026-06-12T23:30:00.000Z')).toBe('2026-06-13');
  });

  it('shows times in London whatever zone the reader is in, labelled UK time', () => {
    expect(eventTimes(event('2026-03-12T18:30:00.000Z', '2026-03-12T19:30:00.000Z'))).toBe(
      '18:30–19:30 UK time',
    );
    expect(eventTimes(event('2026-06-12T17:30:00.000Z', '2026-06-12T18:45:00.000Z'))).toBe(
      '18:30–19:45 UK time',
    );
    expect(eventWhen(event('2026-06-12T17:30:00.000Z', '2026-06-12T18:45:00.000Z'))).toBe(
      'Fri 12 Jun 2026, 18:30–19:45 UK time',
    );
  });

  it('names both days of an event that runs past midnight', () => {
    expect(eventWhen(event('2026-06-12T21:00:00.000Z', '2026-06-13T00:30:00.000Z'))).toBe(
      'Fri 12 Jun 2026 22:00 – Sat 13 Jun 2026 01:30 UK time',
    );
  });

  it('formats dates and badges on the UK day', () => {
    expect(eventDate('2026-06-12T23:30:00.000Z', london)).toBe('Sat 13 Jun 2026');
    expect(eventDayBadge('2026-06-12T23:30:00.000Z', london)).toEqual({ day: '13', month: 'Jun' });
  });
});
