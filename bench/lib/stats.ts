/** The p-th percentile (nearest rank) of `xs`; NaN when empty. */
export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** `n` with `digits` decimals (sub-millisecond figures want 2), `-` for NaN or Infinity. */
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
