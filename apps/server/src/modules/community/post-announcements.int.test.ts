import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { community } from '@portal/contract';
import { communityChannels, communityMemberships, communityPosts } from '../../db/schema';
import type { RealtimePort } from '../../realtime/socket-server';
import { createUser } from '../../test/factories';
import { eventually } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createChannelsRepository } from './channels.repository';
import { createPostAnnouncements } from './post-announcements';

// New posts wait up to a window before they are announced (decision 129); who is told, and of
// which posts, is asked again as they go. The sockets are stood in for by a recorder: what is
// under test is that asking, on a real database.

let t: TestApp;
const WINDOW_MS = 3000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function recorder() {
  const told = new Map<string, string[]>();
  const realtime: Pick<RealtimePort, 'toUsers'> = {
    toUsers(userIds, _event, payload) {
      for (const userId of userIds)
        told.set(userId, [
          ...(told.get(userId) ?? []),
          ...(payload as community.ChannelPostsEvent).map((e) => e.postId!),
        ]);
    },
  };
  return { told, realtime: realtime as RealtimePort };
}

describe('new posts announced a window later', () => {
  it(
    'reach only those still in the channel, of posts still shown, oldest first',
    { timeout: 30_000 },
    async () => {
      const db = t.database.db;
      const [author, ann, ben] = await Promise.all([1, 2, 3].map(() => createUser(db)));
      const [channel] = await db
        .insert(communityChannels)
        .values({ name: `Announced ${crypto.randomUUID()}`, kind: 'forum', visibility: 'private' })
        .returning({ id: communityChannels.id });
      const channelId = channel!.id;
      await db.insert(communityMemberships).values(
        [author!, ann!, ben!].map((u) => ({
          channelId,
          userId: u.id,
          status: 'active' as const,
        })),
      );
      const post = async (title: string, minutesAgo: number) => {
        const [row] = await db
          .insert(communityPosts)
          .values({
            channelId,
            authorId: author!.id,
            title,
            body: '<p>x</p>',
            createdAt: new Date(Date.now() - minutesAgo * 60_000),
          })
          .returning({ id: communityPosts.id, createdAt: communityPosts.createdAt });
        return { id: row!.id, at: row!.createdAt.toISOString() };
      };
      const { told, realtime } = recorder();
      const announcements = createPostAnnouncements({
        channels: createChannelsRepository(db),
        realtime,
        // Longer than the app's second: what follows the first window must happen within the next,
        // even on a slow machine.
        windowMs: WINDOW_MS,
      });
      const announce = (p: { id: string; at: string }) =>
        announcements.announce(channelId, p.id, author!.id, p.at);

      // The first after a quiet window goes at once, to both.
      const first = await post('First', 10);
      await announce(first);
      await eventually(() => expect(told.get(ben!.id)).toEqual([first.id]));
      expect(told.get(ann!.id)).toEqual([first.id]);

      // Within the next window: a newer post announced before an older one, a post hidden after
      // its announcement, and Ben removed from the channel.
      const newer = await post('Newer', 1);
      const older = await post('Older', 2);
      const hidden = await post('Hidden', 3);
      for (const p of [newer, older, hidden]) await announce(p);
      await db
        .update(communityPosts)
        .set({ hiddenAt: new Date() })
        .where(eq(communityPosts.id, hidden.id));
      await db
        .delete(communityMemberships)
        .where(
          and(
            eq(communityMemberships.channelId, channelId),
            eq(communityMemberships.userId, ben!.id),
          ),
        );

      await eventually(
        () => expect(told.get(ann!.id)).toEqual([first.id, older.id, newer.id]),
        WINDOW_MS * 3,
      );
      expect(told.get(ben!.id)).toEqual([first.id]);
      expect(told.has(author!.id)).toBe(false);

      // Closed, it tells nobody of anything more.
      announcements.close();
      await announce(await post('After closing', 0));
      await new Promise((r) => setTimeout(r, WINDOW_MS + 200));
      expect(told.get(ann!.id)).toHaveLength(3);
    },
  );
});
