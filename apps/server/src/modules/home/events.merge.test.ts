import { describe, expect, it } from 'vitest';
import type { home } from '@portal/contract';
import { mergeUpcomingPage } from './events.merge';

const item = (id: string, minute: number): home.Event => ({
  _id: id,
  title: id,
  type: 'webinar',
  startsAt: new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString(),
  endsAt: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString(),
  timeZone: 'Europe/London',
  location: null,
  onlineUrl: null,
  organiser: 'x',
  description: '',
  imageUrl: null,
});

describe('mergeUpcomingPage', () => {
  it('gives every page of the merged list as a full sort would', () => {
    // A seeded walk over many shapes: events and extras interleaved, equal starts, ends of list.
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const events = Array.from({ length: rnd(12) }, (_, i) => item(`e${i}`, rnd(30)));
      const extra = Array.from({ length: 1 + rnd(4) }, (_, i) => item(`w${i}`, rnd(30)));
      const order = (a: home.Event, b: home.Event) =>
        a.startsAt.localeCompare(b.startsAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
      events.sort(order);
      extra.sort(order);
      const all = [...events, ...extra].sort(order);
      const skip = rnd(16);
      const limit = 1 + rnd(5);
      const offset = Math.max(0, skip - extra.length);
      const window = events.slice(offset, skip + limit);
      const got = mergeUpcomingPage(window, offset, events.length, extra, skip, limit);
      expect(got.map((e) => e._id)).toEqual(all.slice(skip, skip + limit).map((e) => e._id));
    }
  });
});
