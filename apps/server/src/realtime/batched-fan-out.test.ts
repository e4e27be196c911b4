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

  it('sends the first item after a quiet window at once, and what follows at the window’s end', () => {
    const out = fanOut();
    out.add(['ann', 'ben'], 'p1');
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ userIds: ['ann', 'ben'], items: ['p1'] }]);

    out.add(['ann', 'ben'], 'p2');
    vi.advanceTimersByTime(400);
    out.add(['ann', 'ben'], 'p3');
    vi.advanceTimersByTime(500);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(sent.slice(1)).toEqual([{ userIds: ['ann', 'ben'], items: ['p2', 'p3'] }]);

    // Quiet for a whole window: the next item goes at once again.
    vi.advanceTimersByTime(1000);
    out.add(['ben'], 'p4');
    vi.advanceTimersByTime(1);
    expect(sent.slice(2)).toEqual([{ userIds: ['ben'], items: ['p4'] }]);
  });

  it('gives each user their own items in order, one send per set of users with the same items', () => {
    const out = fanOut();
    out.add(['ann', 'ben', 'cat'], 'general');
    out.add(['cat'], 'muted for cat');
    out.add(['ann', 'ben'], 'second');
    out.add([], 'nobody');
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      { userIds: ['ann', 'ben'], items: ['general', 'second'] },
      { userIds: ['cat'], items: ['general', 'muted for cat'] },
    ]);
  });

  it('sends nothing when nothing was added', () => {
    fanOut();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });
});
