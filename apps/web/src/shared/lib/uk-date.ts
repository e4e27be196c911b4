const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as typed in the UK (DD/MM/YYYY, or YYYY-MM-DD pasted) -> `YYYY-MM-DD`, or null while it
 * is not a whole, real calendar date. Never the browser's reading of the text, which is American
 * (01/03/2026 would be 3 January).
 */
export function parseUkDate(text: string): string | null {
  const trimmed = text.trim();
  const uk = UK_DATE.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  const [year, month, day] = uk
    ? [Number(uk[3]), Number(uk[2]), Number(uk[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** `YYYY-MM-DD` as the UK writes it: DD/MM/YYYY. */
export const ukDate = (isoDay: string) => isoDay.split('-').reverse().join('/');
