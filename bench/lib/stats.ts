/** The p-th percentile (nearest rank) of `xs`; NaN when empty. */
export const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** `n` with `digits` decimals (sub-millisecond figures want 2), `-` for NaN or Infinity. */
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** How often the benchmarks sample their own event loop's delay (ms). */
export const LAG_TICK_MS = 5;

/**
 * A loop delay as `monitorEventLoopDelay` reads it (ms) less its sampling tick: it records the
 * whole time between two ticks, so an idle loop sampled every 10 ms reads 10 ms, not 0.
 */
export const delayBeyondTick = (readMs: number, tickMs: number) => Math.max(0, readMs - tickMs);
