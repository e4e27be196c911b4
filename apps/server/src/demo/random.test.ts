import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect([a.next(), a.int(1, 6), a.uuid()]).toEqual([b.next(), b.int(1, 6), b.uuid()]);
  });

  it('makes version-4 UUIDs and integers within bounds', () => {
    const r = createRandom(7);
    for (let i = 0; i < 200; i++) {
      expect(r.uuid()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      const n = r.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
  });
});
