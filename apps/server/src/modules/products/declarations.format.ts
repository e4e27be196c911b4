// How a declaration's reference and times read on its PDF: as people write them in the UK,
// whatever the server's own time zone.

const londonParts = (() => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date) =>
    Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value])) as Record<
      'day' | 'month' | 'year' | 'hour' | 'minute',
      string
    >;
})();

/** A moment in UK time: '25 November 2026, 20:39' (British Summer Time in summer). */
export function formatUkDateTime(at: Date): string {
  const p = londonParts(at);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** A calendar day, 'YYYY-MM-DD', as '25 November 2026'. */
export function formatUkDate(day: string): string {
  // Noon UTC is the same day in London whatever the season.
  const p = londonParts(new Date(`${day}T12:00:00Z`));
  return `${p.day} ${p.month} ${p.year}`;
}

/** The human reference of declaration number `n`: 'DEC-2026-000123', its year the UK one at creation. */
export function declarationReference(n: number, createdAt: Date): string {
  return `DEC-${londonParts(createdAt).year}-${String(n).padStart(6, '0')}`;
}
