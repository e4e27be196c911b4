import { SOCKET_EVENTS } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimePort } from '../../realtime/socket-server';
import type { MessagesRepository } from './messages.repository';

/** One room's unread counts are computed at most once in this many milliseconds. */
export const UNREAD_THROTTLE_MS = 1000;

/**
 * Tells room members their fresh unread counts. Counting is the costly part of a send, so one
 * room is counted at most once per UNREAD_THROTTLE_MS: the first message of a quiet spell is
 * counted at once, later ones are gathered and counted together at the end of the window. The
 * counts are absolute, so the last announcement is right however many messages it covers
 * (clients bump their badge on updateChat meanwhile).
 */
export function createUnreadAnnouncer(deps: {
  repo: MessagesRepository;
  realtime: RealtimePort;
  log?: FastifyBaseLogger | undefined;
}) {
  const { repo, realtime } = deps;
  const unread = new Map<
    string,
    { members: Set<string>; lastRun: number; timer?: NodeJS.Timeout }
  >();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  function countAndAnnounce(roomId: string, ids: string[]) {
    repo
      .roomUnreadCounts(roomId, ids)
      .then((counts) => {
        // Members with the same count get one event between them (most often all who have not
        // read since): one encoding, and one publish to the other processes.
        const byCount = new Map<number, string[]>();
        for (const id of ids) {
          const n = counts.get(id) ?? 0;
          const same = byCount.get(n);
          if (same) same.push(id);
          else byCount.set(n, [id]);
        }
        for (const [unreadCount, members] of byCount) {
          realtime.toUsers(members, SOCKET_EVENTS.unreadCounter, {
            senderId: roomId,
            unreadCount,
            isRoom: true,
          });
        }
      })
      // A count cut off by shutdown (the pool closing under it) is expected, not worth a warning.
      .catch((err: unknown) => closed || deps.log?.warn({ err }, 'unread announcement failed'));
  }
  function announceRoomUnread(roomId: string, memberIds: string[], except?: string) {
    const entry = unread.get(roomId) ?? { members: new Set<string>(), lastRun: 0 };
    unread.set(roomId, entry);
    for (const id of memberIds) if (id !== except) entry.members.add(id);
    if (entry.timer) return;
    const flush = () => {
      if (entry.timer) timers.delete(entry.timer);
      entry.timer = undefined;
      entry.lastRun = Date.now();
      const ids = [...entry.members];
      entry.members.clear();
      if (ids.length) countAndAnnounce(roomId, ids);
    };
    const wait = entry.lastRun + UNREAD_THROTTLE_MS - Date.now();
    if (wait <= 0) return flush();
    entry.timer = setTimeout(flush, wait);
    timers.add(entry.timer);
  }

  return {
    announceRoomUnread,
    /** Stops pending announcements (the app is closing). */
    close() {
      closed = true;
      timers.forEach(clearTimeout);
      timers.clear();
      unread.clear();
    },
  };
}
