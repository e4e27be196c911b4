import type { Redis } from 'ioredis';

interface WarnLog {
  warn(obj: object, msg: string): void;
}

/** Reports a failed Redis call: what it was for, and the error. */
export type RedisFailure = (what: string, err: unknown) => void;

/**
 * Logs failed Redis calls at warn, saying what each was for. While Redis is away every call
 * fails, so each kind is logged at most once per `everyMs`, with the count of those left out
 * since. Once its owner is closing, failures are expected (the connections are being shut,
 * commands still queued are rejected with "Connection is closed") and deliberately ignored.
 */
export function redisFailureLog(
  log: WarnLog,
  opts: { closing: () => boolean; everyMs?: number; now?: () => number },
): RedisFailure {
  const everyMs = opts.everyMs ?? 10_000;
  const now = opts.now ?? Date.now;
  const last = new Map<string, { at: number; skipped: number }>();
  return (what, err) => {
    if (opts.closing()) return;
    const seen = last.get(what);
    const t = now();
    if (seen && t - seen.at < everyMs) {
      seen.skipped++;
      return;
    }
    last.set(what, { at: t, skipped: 0 });
    const skipped = seen?.skipped ?? 0;
    log.warn(
      { err, redis: what, ...(skipped ? { skippedSinceLast: skipped } : {}) },
      `redis ${what} failed`,
    );
  };
}

/**
 * Commands sent without waiting for their answer: the Socket.IO adapter publishes every
 * broadcast and (un)subscribes without awaiting, and ioredis re-subscribes by itself after a
 * reconnection. A failure of one (Redis away, or the connection closing under queued commands)
 * would be an unhandled rejection.
 */
const UNAWAITED = [
  'publish',
  'spublish',
  'subscribe',
  'psubscribe',
  'ssubscribe',
  'unsubscribe',
  'punsubscribe',
  'sunsubscribe',
] as const;

type Command = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes the client handle the failure of each of those commands where it is made: every call
 * gets a handler that reports it as `<name> <command>`. The methods are wrapped on the instance,
 * so the calls other code makes on it (the adapter's, ioredis's own re-subscription) are
 * covered as well as ours. The promise is returned as it was, so a caller that awaits still
 * sees the failure.
 */
export function handleUnawaitedCalls<T extends Redis>(
  client: T,
  name: string,
  failed: RedisFailure,
): T {
  const target = client as unknown as Record<string, Command>;
  for (const command of UNAWAITED) {
    const original = target[command];
    if (typeof original !== 'function') continue;
    target[command] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (result && typeof result.catch === 'function') {
        result.catch((err: unknown) => failed(`${name} ${command}`, err));
      }
      return result;
    };
  }
  return client;
}

/**
 * Follows a client's connection: its errors (each failed reconnection attempt) are reported,
 * `lost` runs when an established connection drops and `back` once it is ready again (ioredis
 * reconnects and re-subscribes by itself). Neither runs for the first connection or once closing.
 */
export function watchConnection(
  client: Redis,
  name: string,
  opts: { failed: RedisFailure; closing: () => boolean; lost?: () => void; back?: () => void },
): void {
  let down = false;
  client.on('error', (err: unknown) => opts.failed(`${name} connection`, err));
  client.on('close', () => {
    if (down || opts.closing()) return;
    down = true;
    opts.lost?.();
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    if (!opts.closing()) opts.back?.();
  });
}
