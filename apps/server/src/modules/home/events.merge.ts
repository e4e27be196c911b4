import type { home } from '@portal/contract';

/** Earlier in the upcoming list: by start, then id (the events repository's order). */
const before = (x: home.Event, y: home.Event) =>
  x.startsAt < y.startsAt || (x.startsAt === y.startsAt && x._id < y._id);

/**
 * One page [skip, skip + limit) of the upcoming list made of the events and a user's own extra
 * items (their webinar registrations: a handful, all of them given, sorted). `window` is the
 * events from `offset` = max(0, skip - extra.length) to skip + limit (fewer at the end), out of
 * `total`: no event outside it can land on the page, since at most `extra.length` items sort
 * before any event's own position. An extra item before the window (when it starts past 0) or
 * after it (when the events go on) is off the page for the same count.
 */
export function mergeUpcomingPage(
  window: home.Event[],
  offset: number,
  total: number,
  extra: home.Event[],
  skip: number,
  limit: number,
): home.Event[] {
  const exhausted = offset + window.length >= total;
  const placed: { pos: number; item: home.Event }[] = [];
  window.forEach((e, i) => {
    placed.push({ pos: offset + i + extra.filter((w) => before(w, e)).length, item: e });
  });
  extra.forEach((w, j) => {
    const first = window[0];
    if (offset > 0 && (!first || before(w, first))) return;
    const last = window[window.length - 1];
    if (!exhausted && (!last || !before(w, last))) return;
    placed.push({ pos: offset + window.filter((e) => before(e, w)).length + j, item: w });
  });
  return placed
    .filter((p) => p.pos >= skip && p.pos < skip + limit)
    .sort((x, y) => x.pos - y.pos)
    .map((p) => p.item);
}
