/**
 * Items for many users at once, sent at most once per `windowMs` (decision 129): the first item
 * after a quiet window goes out at once (on the next timer tick), those that come while a window
 * is open wait for its end and go out together. Each user gets their own items in the order they
 * were added, in one emit; users who get the same items share one `send` (a broadcast encoded
 * once), so a busy channel costs each member one socket write per window instead of one per post.
 */
export function batchedFanOut<T>(
  windowMs: number,
  send: (userIds: readonly string[], items: T[]) => void,
) {
  let pending: { userIds: readonly string[]; item: T }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlush = Number.NEGATIVE_INFINITY;

  function flush() {
    timer = undefined;
    lastFlush = Date.now();
    const batch = pending;
    pending = [];
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

  return {
    add(userIds: readonly string[], item: T): void {
      if (!userIds.length) return;
      pending.push({ userIds, item });
      if (timer) return;
      const wait = Math.max(0, lastFlush + windowMs - Date.now());
      timer = setTimeout(flush, wait);
      // A server shutting down does not wait for a window to end.
      timer.unref?.();
    },
  };
}
