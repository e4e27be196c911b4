/**
 * Group commit: writes that arrive while earlier ones are in flight are gathered and written
 * together in one statement, so a busy moment costs one round trip and one WAL flush per batch
 * rather than per write. A write arriving at a quiet moment goes at once, alone: batching adds
 * no waiting, it only uses the wait there already is.
 *
 * When a batch fails, each of its writes is tried alone, so one bad write (a foreign key gone,
 * a value the database refuses) fails only its own caller.
 */
export function createGroupCommit<I, O>(options: {
  /** Writes many; answers in the same order, one result per item. */
  writeMany: (items: I[]) => Promise<O[]>;
  /** Writes one; used after a failed batch to find whose write was wrong. */
  writeOne: (item: I) => Promise<O>;
  /** Most items in one batch. */
  maxBatch: number;
  /** Batches written at the same time. */
  maxInFlight: number;
}) {
  type Entry = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  const queue: Entry[] = [];
  let inFlight = 0;

  async function run(batch: Entry[]) {
    try {
      const results =
        batch.length === 1
          ? [await options.writeOne(batch[0]!.item)]
          : await options.writeMany(batch.map((e) => e.item));
      batch.forEach((e, i) => e.resolve(results[i]!));
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      else {
        await Promise.all(batch.map((e) => options.writeOne(e.item).then(e.resolve, e.reject)));
      }
    } finally {
      inFlight--;
      pump();
    }
  }

  function pump() {
    while (inFlight < options.maxInFlight && queue.length) {
      inFlight++;
      void run(queue.splice(0, options.maxBatch));
    }
  }

  return {
    write(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
    /** Writes queued or in flight. */
    get pending() {
      return queue.length + inFlight;
    },
  };
}
