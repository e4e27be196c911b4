import type { Envelope } from '@portal/contract';

/** One page of a skip-paged list with the list's total (`option[0].count`). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export const pageOf = <T>(res: Envelope<T[]>): Page<T> => ({
  rows: res.data,
  total: res.option?.[0]?.count ?? res.data.length,
});

/** The next `skip` of a skip-paged list, or undefined once everything is loaded. */
export function nextSkip<T>(
  pages: readonly { rows: readonly T[]; total: number }[],
): number | undefined {
  const last = pages[pages.length - 1];
  const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
  return last && last.rows.length > 0 && loaded < last.total ? loaded : undefined;
}
