// How a declaration's reference and times read on its PDF: as people write them in the UK,
// whatever the server's own time zone (decision 61), by the contract's London time.
import { londonClock, longDate, longDateTime } from '@portal/contract';

/** A moment in UK time: '25 November 2026, 20:39' (British Summer Time in summer). */
export function formatUkDateTime(at: Date): string {
  return longDateTime(londonClock(at));
}

/** A calendar day, 'YYYY-MM-DD', as '25 November 2026'. */
export function formatUkDate(day: string): string {
  return longDate(londonClock(day));
}

/** The human reference of declaration number `n`: 'DEC-2026-000123', its year the UK one at creation. */
export function declarationReference(n: number, createdAt: Date): string {
  return `DEC-${londonClock(createdAt).year}-${String(n).padStart(6, '0')}`;
}
