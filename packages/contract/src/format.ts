// Small display formatters of SPEC §9, shared so server-rendered text and the UI agree.

const SUFFIXES = ['', 'k', 'm', 'b', 't'] as const;

/** Rounds to one decimal place and drops a trailing '.0'. */
function oneDecimal(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Short form of a count: suffixes k, m, b, t with two significant digits, one decimal only when
 * fractional (1234 -> '1.2k', 15300 -> '15k', 999999 -> '1m'). Below 1000 the number is shown as
 * is (fractions to one decimal). Beyond trillions the 't' suffix keeps growing ('1500t').
 */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);

  let result: string;
  if (oneDecimal(abs) < 1000) {
    result = String(oneDecimal(abs));
  } else {
    let tier = Math.min(Math.floor(Math.log10(abs) / 3), SUFFIXES.length - 1);
    let value = Number((abs / 1000 ** tier).toPrecision(2));
    // Rounding can carry into the next unit: 999999 -> 1000k -> 1m.
    if (value >= 1000 && tier < SUFFIXES.length - 1) {
      tier += 1;
      value = Number((abs / 1000 ** tier).toPrecision(2));
    }
    result = `${value}${SUFFIXES[tier] ?? ''}`;
  }
  // No '-0' for tiny negatives that round to zero.
  return result === '0' ? '0' : `${sign}${result}`;
}

/**
 * Makes a user-entered link usable as an external href: anything not starting with http://,
 * https:// or // becomes protocol-relative ('www.nhs.uk' -> '//www.nhs.uk'), so the browser does
 * not treat it as a path on this site. Empty input stays ''.
 */
export function externalLink(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed) || trimmed.startsWith('//')) return trimmed;
  return `//${trimmed}`;
}

/** First letter of a first name in upper case (the initial filter), '' when there is none. */
export function initialOf(firstName: string | null | undefined): string {
  // Array.from splits by code point, so a name starting with an astral character stays whole.
  const [first = ''] = Array.from((firstName ?? '').trim());
  return first.toUpperCase();
}
