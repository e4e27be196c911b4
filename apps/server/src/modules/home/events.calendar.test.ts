import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, groupByDay, monthOf, monthRange } from './events.calendar';

const zone = 'Europe/London';
const ev = (id: string, start: string, end: string) => ({
  id,
  startsAt: new Date(start),
  endsAt: new Date(end),
});

describe('UK days as instants', () => {
  it('a winter day starts at midnight UTC, a summer day at 23:00 UTC the day before', () => {
    expect(dayStart('2026-01-15', zone).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(dayStart('2026-07-15', zone).toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });

  it('the clock-change days are 23 and 25 hours long', () => {
    const hours = (d: string) => (dayEnd(d, zone).getTime() - dayStart(d, zone).getTime()) / 36e5;
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
  });

  it('the month of an instant is London’s: in summer an hour ahead of UTC', () => {
    expect(monthOf(new Date('2026-03-31T22:59:59Z'), zone)).toBe('2026-03');
    expect(monthOf(new Date('2026-03-31T23:30:00Z'), zone)).toBe('2026-04');
    expect(monthOf(new Date('2026-12-31T23:30:00Z'), zone)).toBe('2026-12');
    expect(monthOf(new Date('2027-01-01T00:00:00Z'), zone)).toBe('2027-01');
  });

  it('a month runs from its first local midnight to the next month’s', () => {
    const { from, to } = monthRange('2026-10', zone);
    expect(from.toISOString()).toBe('2026-09-30T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('groupByDay', () => {
  it('puts an event across midnight on both of its days', () => {
    const late = ev('late', '2026-11-10T21:00:00Z', '2026-11-11T01:00:00Z');
    expect(groupByDay([late], '2026-11', zone)).toEqual([
      { date: '2026-11-10', events: [late] },
      { date: '2026-11-11', events: [late] },
    ]);
  });

  it('does not put an event ending at midnight on the next day; a zero-length one is on its day', () => {
    const toMidnight = ev('a', '2026-11-10T18:00:00Z', '2026-11-11T00:00:00Z');
    const instant = ev('b', '2026-11-12T09:00:00Z', '2026-11-12T09:00:00Z');
    expect(groupByDay([toMidnight, instant], '2026-11', zone).map((d) => d.date)).toEqual([
      '2026-11-10',
      '2026-11-12',
    ]);
  });

  it('groups by UK day across the clock changes', () => {
    // 23:30 UTC on 28 March is still 28 March in London (GMT); on 29 March after 01:00 UTC the
    // clocks have gone forward, so 23:30 UTC is 00:30 on the 30th.
    const beforeChange = ev('x', '2026-03-28T23:30:00Z', '2026-03-28T23:45:00Z');
    const afterChange = ev('y', '2026-03-29T23:30:00Z', '2026-03-29T23:45:00Z');
    const octoberChange = ev('z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z');
    expect(groupByDay([beforeChange, afterChange], '2026-03', zone).map((d) => d.date)).toEqual([
      '2026-03-28',
      '2026-03-30',
    ]);
    expect(groupByDay([octoberChange], '2026-10', zone).map((d) => d.date)).toEqual(['2026-10-25']);
  });

  it('keeps only days of the month asked for, events in start order', () => {
    const spanning = ev('s', '2026-10-30T09:00:00Z', '2026-11-02T17:00:00Z');
    const early = ev('e', '2026-11-01T08:00:00Z', '2026-11-01T09:00:00Z');
    const days = groupByDay([spanning, early], '2026-11', zone);
    expect(days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02']);
    expect(days[0]!.events.map((e) => e.id)).toEqual(['s', 'e']);
  });
});
