import { describe, expect, it } from 'vitest';
import { seatsLabel, webinarWhen } from './webinar-time';

describe('webinarWhen', () => {
  it('writes London time either side of the spring clock change', () => {
    expect(webinarWhen({ startsAt: '2027-03-27T10:00:00Z', endsAt: '2027-03-27T11:00:00Z' })).toBe(
      'Sat 27 Mar 2027, 10:00–11:00 UK time',
    );
    expect(webinarWhen({ startsAt: '2027-03-28T09:00:00Z', endsAt: '2027-03-28T10:00:00Z' })).toBe(
      'Sun 28 Mar 2027, 10:00–11:00 UK time',
    );
  });

  it('gives both days when it runs past midnight', () => {
    expect(webinarWhen({ startsAt: '2026-12-01T23:30:00Z', endsAt: '2026-12-02T00:30:00Z' })).toBe(
      'Tue 1 Dec 2026, 23:30 – Wed 2 Dec 2026, 00:30 UK time',
    );
  });
});

describe('seatsLabel', () => {
  it('says full, how many are left, or nothing for unlimited seats', () => {
    expect(seatsLabel({ seatsLeft: 0, isFull: true })).toBe('Full');
    expect(seatsLabel({ seatsLeft: 1, isFull: false })).toBe('1 seat left');
    expect(seatsLabel({ seatsLeft: 12, isFull: false })).toBe('12 seats left');
    expect(seatsLabel({ seatsLeft: null, isFull: false })).toBeNull();
  });
});
