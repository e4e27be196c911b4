/**
 * A value made on first use. For Intl formatters at module level: making one costs a slow phone
 * several milliseconds (the first of a kind loads its locale data), paid when the module loads,
 * in the task that starts the page, whether or not the page formats anything yet.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
