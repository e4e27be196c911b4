import { describe, expect, it } from 'vitest';
import { education } from '@portal/contract';
import { mayJoin, registrationRefusal, webinarState } from './webinars.policy';

const w = {
  startsAt: new Date('2026-03-29T09:00:00Z'),
  endsAt: new Date('2026-03-29T10:00:00Z'),
  capacity: 2,
};

describe('webinar policy', () => {
  it('tells upcoming, live and ended apart', () => {
    expect(webinarState(w, new Date('2026-03-29T08:59:59Z'))).toBe('upcoming');
    expect(webinarState(w, new Date('2026-03-29T09:00:00Z'))).toBe('live');
    expect(webinarState(w, new Date('2026-03-29T10:00:00Z'))).toBe('ended');
  });

  it('opens the room to registered users 15 minutes before the start', () => {
    expect(mayJoin(w, true, new Date('2026-03-29T08:44:00Z'))).toBe(false);
    expect(mayJoin(w, true, new Date('2026-03-29T08:45:00Z'))).toBe(true);
    expect(mayJoin(w, false, new Date('2026-03-29T09:30:00Z'))).toBe(false);
    expect(mayJoin(w, true, new Date('2026-03-29T10:00:00Z'))).toBe(false);
  });

  it('refuses a full or finished webinar', () => {
    const before = new Date('2026-03-28T09:00:00Z');
    expect(registrationRefusal(w, 1, before)).toBeNull();
    expect(registrationRefusal(w, 2, before)).toBe(education.WEBINAR_FULL_MESSAGE);
    expect(registrationRefusal({ ...w, capacity: null }, 500, before)).toBeNull();
    expect(registrationRefusal(w, 0, w.endsAt)).toBe(education.WEBINAR_OVER_MESSAGE);
  });
});
