/** An item and the users it is for. */
export interface Addressed<T> {
  userIds: readonly string[];
  item: T;
}

export interface FanOutOptions<T> {
  /**
   * What of a window's items should still go, asked just before they go: a window holds them for
   * up to `windowMs`, and who may see them can change meanwhile. A rejection drops the window.
   */
  vet?: (batch: Addressed<T>[]) => Promise<Addressed<T>[]>;
  /** The order of each user's items; the order they were added in when not given. */
  order?: (a: T, b: T) => number;
  /** A window that could not be vetted or sent. */
  onError?: (err: unknown) => void;
}

/**
 * Items for many users at once, sent at most once per `windowMs` (decision 129): the first item
 * after a quiet window goes out at once (on the next timer tick), those that come while a window
 * is open wait for its end and go out together. Each user gets their own items in one emit; users
 * who get the same items share one `send` (a broadcast encoded once), so a busy channel costs each
 * member one socket write per window instead of one per post.
 */
export function batchedFanOut<T>(
  windowMs: number,
  send: (userIds: readonly string[], items: T[]) => void,
  { vet, order, onError }: FanOutOptions<T> = {},
) {
  let pending: Addressed<T>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = Number.NEGATIVE_INFINITY;
  // One window at a time: items that come while one is being vetted wait for the next, which
  // starts once it is done (a slow database gets one query at a time, not a queue of them).
  let busy = false;
  let closed = false;

  async function deliver(gathered: Addressed<T>[]): Promise<void> {
    if (closed) return;
    const vetted = vet ? await vet(gathered) : gathered;
    if (closed) return;
    const batch = order ? [...vetted].sort((a, b) => order(a.item, b.item)) : vetted;
    const itemsOf = new Map<string, number[]>();
    batch.forEach(({ userIds }, i) => {
      for (const userId of userIds) {
        const items = itemsOf.get(userId);
        if (items) items.push(i);
        else itemsOf.set(userId, [i]);
      }
    });
    const audiences = new Map<string, string[]>();
    for (const [userId, items] of itemsOf) {
      const key = items.join(',');
      const users = audiences.get(key);
      if (users) users.push(userId);
      else audiences.set(key, [userId]);
    }
    for (const [key, userIds] of audiences) {
      send(
        userIds,
        key.split(',').map((i) => batch[Number(i)]!.item),
      );
    }
  }

  function arm() {
    if (timer || busy || closed || !pending.length) return;
    const wait = Math.max(0, lastFlush + windowMs - Date.now());
    timer = setTimeout(flush, wait);
    // A server shutting down does not wait for a window to end.
    timer.unref?.();
  }

  function flush() {
    timer = undefined;
    lastFlush = Date.now();
    const gathered = pending;
    pending = [];
    busy = true;
    deliver(gathered)
      .catch((err: unknown) => onError?.(err))
      .finally(() => {
        busy = false;
        arm();
      });
  }

  return {
    add(userIds: readonly string[], item: T): void {
      if (!userIds.length || closed) return;
      pending.push({ userIds, item });
      arm();
    },

    /** Drops what waits and sends nothing more: the sockets are about to close. */
    close(): void {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
