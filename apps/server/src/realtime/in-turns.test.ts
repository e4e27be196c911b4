import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('inTurns', () => {
  it('sends the first slice at once and each next one on a later turn, all of them in order', async () => {
    const sent: number[][] = [];
    inTurns([1, 2, 3, 4, 5], 2, (slice) => sent.push([...slice]));
    expect(sent).toEqual([[1, 2]]);
    await turn();
    expect(sent).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await turn();
    await turn();
    expect(sent).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('lets other work run between the slices', async () => {
    const order: string[] = [];
    inTurns(['a', 'b', 'c'], 1, (slice) => order.push(slice[0]!));
    setImmediate(() => order.push('request'));
    await turn();
    await turn();
    await turn();
    expect(order).toEqual(['a', 'b', 'request', 'c']);
  });

  it('sends a list no longer than a slice at once, and only once', async () => {
    const sent: string[][] = [];
    inTurns(['x', 'y'], 2, (slice) => sent.push([...slice]));
    await turn();
    expect(sent).toEqual([['x', 'y']]);
  });
});
