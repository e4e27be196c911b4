// The revalidation year of a CPD record: the 12 months up to and including the renewal date.

const DAY_MS = 86_400_000;
const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `month`/`day` in `year`; 29 February is the 28th in a common year. */
function anniversary(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(Date.UTC(year, month - 1, Math.min(day, last)));
}

/**
 * The revalidation year holding `today` (UK days, YYYY-MM-DD): it ends on the first anniversary
 * of the renewal date on or after today (the date the user gave rolls on each year) and starts
 * the day after the one before. Without a renewal date: the 12 months to today.
 */
export function cpdPeriod(renewalDate: string | null, today: string): { from: string; to: string } {
  const t = parse(today);
  if (!renewalDate) {
    return { from: iso(Date.parse(anniversary(t.y - 1, t.m, t.d)) + DAY_MS), to: today };
  }
  const r = parse(renewalDate);
  let to = anniversary(t.y, r.m, r.d);
  if (to < today) to = anniversary(t.y + 1, r.m, r.d);
  const end = parse(to);
  const from = iso(Date.parse(anniversary(end.y - 1, r.m, r.d)) + DAY_MS);
  return { from, to };
}
