import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A write that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('group commit', () => {
  it('writes a lone item at once, then gathers what arrives meanwhile into one batch', async () => {
    const first = gate();
    const batches: number[][] = [];
    const commit = createGroupCommit<number, string>({
      writeOne: async (n) => {
        batches.push([n]);
        if (n === 1) await first.opened;
        return `one ${n}`;
      },
      writeMany: async (ns) => {
        batches.push(ns);
        return ns.map((n) => `many ${n}`);
      },
      maxBatch: 10,
      maxInFlight: 1,
    });
    const a = commit.write(1);
    const rest = [2, 3, 4].map((n) => commit.write(n));
    expect(batches).toEqual([[1]]);
    expect(commit.pending).toBe(4);
    first.open();
    expect(await a).toBe('one 1');
    expect(await Promise.all(rest)).toEqual(['many 2', 'many 3', 'many 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(commit.pending).toBe(0);
  });

  it('keeps batches within maxBatch and runs up to maxInFlight at once', async () => {
    const hold = gate();
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const write = async (ns: number[]) => {
      sizes.push(ns.length);
      running++;
      most = Math.max(most, running);
      await hold.opened;
      running--;
      return ns;
    };
    const commit = createGroupCommit<number, number>({
      writeOne: async (n) => (await write([n]))[0]!,
      writeMany: write,
      maxBatch: 3,
      maxInFlight: 2,
    });
    const all = Array.from({ length: 8 }, (_, i) => commit.write(i));
    hold.open();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('after a failed batch, tries each alone so only the bad write fails', async () => {
    const first = gate();
    const commit = createGroupCommit<number, number>({
      writeOne: async (n) => {
        if (n === 1) await first.opened;
        if (n === 3) throw new Error('bad 3');
        return n * 10;
      },
      writeMany: async () => {
        throw new Error('batch failed');
      },
      maxBatch: 10,
      maxInFlight: 1,
    });
    const one = commit.write(1);
    const later = [2, 3, 4].map((n) => commit.write(n).catch((e: Error) => e.message));
    first.open();
    expect(await one).toBe(10);
    expect(await Promise.all(later)).toEqual([20, 'bad 3', 40]);
  });
});
