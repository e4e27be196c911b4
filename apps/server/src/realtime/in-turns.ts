/**
 * Recipients one emit reaches before the rest wait for the next turn of the event loop: a
 * socket write costs some microseconds, so a post to a channel of 2,000 members held every other
 * request up for tens of milliseconds in one go.
 */
export const FAN_OUT_SLICE = 200;

/**
 * Calls `send` with `items` in slices of `size`, in order: the first now, each next one on a
 * later turn of the event loop (setImmediate), so requests that came in meanwhile are answered in
 * between. Two fan-outs started one after the other keep their order slice by slice.
 */
export function inTurns<T>(
  items: readonly T[],
  size: number,
  send: (slice: readonly T[]) => void,
  from = 0,
): void {
  send(items.slice(from, from + size));
  if (from + size < items.length) setImmediate(() => inTurns(items, size, send, from + size));
}
