import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedFanOut } from './batched-fan-out';

describe('batchedFanOut', () => {
  let sent: { userIds: string[]; items: string[] }[];
  const fanOut = () =>
    batchedFanOut<string>(1000, (userIds, items) => sent.push({ userIds: [...userIds], items }));

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the first item after a quiet window at once, and what follows at the window’s end', async () => {
    const out = fanOut();
    out.add(['ann', 'ben'], 'p1');
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ userIds: ['ann', 'ben'], items: ['p1'] }]);

    out.add(['ann', 'ben'], 'p2');
    await vi.advanceTimersByTimeAsync(400);
    out.add(['ann', 'ben'], 'p3');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.slice(1)).toEqual([{ userIds: ['ann', 'ben'], items: ['p2', 'p3'] }]);

    // Quiet for a whole window: the next item goes at once again.
    await vi.advanceTimersByTimeAsync(1000);
    out.add(['ben'], 'p4');
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.slice(2)).toEqual([{ userIds: ['ben'], items: ['p4'] }]);
  });

  it('gives each user their own items in order, one send per set of users with the same items', async () => {
    const out = fanOut();
    out.add(['ann', 'ben', 'cat'], 'general');
    out.add(['cat'], 'muted for cat');
    out.add(['ann', 'ben'], 'second');
    out.add([], 'nobody');
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { userIds: ['ann', 'ben'], items: ['general', 'second'] },
      { userIds: ['cat'], items: ['general', 'muted for cat'] },
    ]);
  });

  it('sends nothing when nothing was added', async () => {
    fanOut();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
  });

  it('sends what the vetting keeps, in the given order, and window after window in turn', async () => {
    const vetted: string[][] = [];
    let release = () => {};
    const slow = new Promise<void>((r) => (release = r));
    const out = batchedFanOut<string>(
      1000,
      (userIds, items) => sent.push({ userIds: [...userIds], items }),
      {
        vet: async (batch) => {
          vetted.push(batch.map((b) => b.item));
          if (vetted.length === 1) await slow;
          // Ben has left: nothing reaches him any more.
          return batch.map((b) => ({ ...b, userIds: b.userIds.filter((u) => u !== 'ben') }));
        },
        order: (a, b) => a.localeCompare(b),
      },
    );
    out.add(['ann', 'ben'], 'p2');
    out.add(['ann'], 'p1');
    await vi.advanceTimersByTimeAsync(1);
    out.add(['ann'], 'p3');
    await vi.advanceTimersByTimeAsync(1000);
    // A window's time has passed, but the next waits for the first, still being vetted: one
    // vetting at a time.
    expect(sent).toEqual([]);
    expect(vetted).toEqual([['p2', 'p1']]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(vetted).toEqual([['p2', 'p1'], ['p3']]);
    expect(sent).toEqual([
      { userIds: ['ann'], items: ['p1', 'p2'] },
      { userIds: ['ann'], items: ['p3'] },
    ]);
  });

  it('drops a window it could not vet, says so, and goes on with the next', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const out = batchedFanOut<string>(
      1000,
      (userIds, items) => sent.push({ userIds: [...userIds], items }),
      {
        vet: async (batch) => {
          if (fail) throw new Error('database away');
          return batch;
        },
        onError: (err) => errors.push(err),
      },
    );
    out.add(['ann'], 'lost');
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([]);
    expect(errors).toHaveLength(1);
    fail = false;
    out.add(['ann'], 'next');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ userIds: ['ann'], items: ['next'] }]);
  });

  it('sends nothing once closed, neither what waited nor what comes after', async () => {
    const out = fanOut();
    out.add(['ann'], 'p1');
    await vi.advanceTimersByTimeAsync(1);
    out.add(['ann'], 'p2');
    out.close();
    out.add(['ann'], 'p3');
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([{ userIds: ['ann'], items: ['p1'] }]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
