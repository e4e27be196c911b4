import { createCache } from '../../infra/cache';
import type { InvalidationBus } from '../../infra/invalidation-bus';

export interface RoomForSend {
  name: string;
  members: { userId: string; role: 'admin' | 'member'; status: 'active' | 'blocked' }[];
}

/** How long a room's members are reused for sending when nothing changes them. */
export const ROOM_CACHE_TTL_MS = 30_000;
/** Rooms kept at once, the least recently sent to going first. */
const ROOM_CACHE_MAX = 10_000;

/**
 * A room's name and members for the send path, so a message costs one query less. Every change
 * to a room drops its entry here and, through the bus, in every other process; a read that
 * overlapped a change is not kept, nor is a missing room.
 */
export function createRoomCache(
  load: (roomId: string) => Promise<RoomForSend | null>,
  bus?: InvalidationBus,
  now?: () => number,
) {
  const rooms = createCache<RoomForSend | null>({
    name: 'chat-rooms',
    ttlMs: ROOM_CACHE_TTL_MS,
    max: ROOM_CACHE_MAX,
    bus,
    now,
  });
  return {
    get: (roomId: string): Promise<RoomForSend | null> =>
      rooms.loadUntil(roomId, async () => {
        const room = await load(roomId);
        return { value: room, until: room ? null : 0 };
      }),
    invalidate: (roomId: string) => rooms.dropEverywhere(roomId),
  };
}

export type RoomCache = ReturnType<typeof createRoomCache>;
