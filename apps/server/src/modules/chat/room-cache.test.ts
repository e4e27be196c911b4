import { describe, expect, it } from 'vitest';
import type { InvalidationBus } from '../../infra/invalidation-bus';
import { createRoomCache, type RoomForSend } from './room-cache';

const room = (name: string): RoomForSend => ({
  name,
  members: [{ userId: 'u', role: 'admin', status: 'active' }],
});

describe('room cache', () => {
  it('loads once, then serves until invalidated or stale', async () => {
    let loads = 0;
    let t = 0;
    const cache = createRoomCache(
      async () => room(`v${++loads}`),
      undefined,
      () => t,
    );
    expect((await cache.get('r'))?.name).toBe('v1');
    expect((await cache.get('r'))?.name).toBe('v1');
    cache.invalidate('r');
    expect((await cache.get('r'))?.name).toBe('v2');
    t = 31_000;
    expect((await cache.get('r'))?.name).toBe('v3');
  });

  it('drops entries in other processes through the bus', async () => {
    const handlers: ((m: string) => void)[] = [];
    const bus: InvalidationBus = {
      publish: (m) => handlers.forEach((h) => h(m)),
      subscribe: (h) => void handlers.push(h),
    };
    let loads = 0;
    const a = createRoomCache(async () => room(`a${++loads}`), bus);
    const b = createRoomCache(async () => room(`b${++loads}`), bus);
    await b.get('r');
    a.invalidate('r');
    expect((await b.get('r'))?.name).toBe('b2');
  });

  it('does not keep a read that overlapped a change', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    const cache = createRoomCache(
      () =>
        new Promise<RoomForSend>((resolve) => {
          loads++;
          release = () => resolve(room(`v${loads}`));
        }),
    );
    const pending = cache.get('r');
    cache.invalidate('r');
    release();
    await pending;
    const next = cache.get('r');
    release();
    expect((await next)?.name).toBe('v2');
  });
});
