import type { InvalidationBus } from '../../infra/invalidation-bus';

export interface RoomForSend {
  name: string;
  members: { userId: string; role: 'admin' | 'member'; status: 'active' | 'blocked' }[];
}

/** How long a room's members are reused for sending when nothing changes them. */
export const ROOM_CACHE_TTL_MS = 30_000;

/**
 * A room's name and members for the send path, so a message costs one query less. Every change
 * to a room drops its entry here and, through the bus, in every other process; a read that
 * overlapped a change is not kept.
 */
export function createRoomCache(
  load: (roomId: string) => Promise<RoomForSend | null>,
  bus?: InvalidationBus,
  now: () => number = Date.now,
) {
  const entries = new Map<string, { room: RoomForSend; at: number }>();
  let generation = 0;
  const drop = (roomId: string) => {
    generation++;
    entries.delete(roomId);
  };
  bus?.subscribe((message) => {
    if (message.startsWith('room:')) drop(message.slice(5));
  });

  return {
    async get(roomId: string): Promise<RoomForSend | null> {
      const hit = entries.get(roomId);
      if (hit && now() - hit.at < ROOM_CACHE_TTL_MS) return hit.room;
      const seen = generation;
      const room = await load(roomId);
      if (room && seen === generation) entries.set(roomId, { room, at: now() });
      return room;
    },
    invalidate(roomId: string) {
      drop(roomId);
      bus?.publish(`room:${roomId}`);
    },
  };
}

export type RoomCache = ReturnType<typeof createRoomCache>;
