import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { communityChannels, communityMemberships, communityPosts } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { createChannelActivityRepository } from './channel-activity.repository';

// A new post's announcement waits up to a window (decision 129); as it goes, stillToTell says
// which of its posts are still shown and which addressed members are still in their channels.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function channelWith(memberIds: string[]) {
  const db = database.db;
  const [c] = await db
    .insert(communityChannels)
    .values({
      name: `Channel ${memberIds.length}`,
      description: 'd',
      kind: 'forum',
      visibility: 'private',
    })
    .returning({ id: communityChannels.id });
  await db
    .insert(communityMemberships)
    .values(memberIds.map((userId) => ({ channelId: c!.id, userId, status: 'active' as const })));
  return c!.id;
}

describe('stillToTell', () => {
  it('keeps the members still active in each channel and the posts still shown', async () => {
    const db = database.db;
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(db)));
    const first = await channelWith([a!.id, b!.id, c!.id]);
    const second = await channelWith([a!.id, d!.id]);
    const [shown, hidden] = await db
      .insert(communityPosts)
      .values([
        { channelId: first, authorId: a!.id, title: 'Shown', body: 'b' },
        { channelId: second, authorId: a!.id, title: 'Hidden', body: 'b', hiddenAt: new Date() },
      ])
      .returning({ id: communityPosts.id });
    // b is removed from the first channel meanwhile; d was never in it.
    await db
      .update(communityMemberships)
      .set({ status: 'removed' })
      .where(eq(communityMemberships.userId, b!.id));

    const repo = createChannelActivityRepository(db);
    const told = await repo.stillToTell(
      [first, second],
      [a!.id, b!.id, c!.id, d!.id],
      [shown!.id, hidden!.id],
    );
    expect([...told.members].sort()).toEqual(
      [`${first}:${a!.id}`, `${first}:${c!.id}`, `${second}:${a!.id}`, `${second}:${d!.id}`].sort(),
    );
    expect([...told.posts]).toEqual([[shown!.id, first]]);
  });
});
