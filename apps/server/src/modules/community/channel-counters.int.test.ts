import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { community } from '@portal/contract';
import { queryRows } from '../../db/raw';
import { communityChannels, communityMemberships, communityPosts, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// A channel's member and post counts and its newest post's time are kept on its row by the
// database's triggers (decision 128). Whatever writes the memberships and posts (the API, a bulk
// insert, a cascade), the counts equal a fresh count of the rows.

let t: TestApp;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const postgresOnly = onPostgres
  ? ''
  : ' (runs in the PostgreSQL project only: PGlite takes one statement at a time)';

interface Person {
  id: string;
  token: string;
}

async function person(opts: { role?: 'admin' } = {}): Promise<Person> {
  const u = await createUser(t.database.db, opts);
  const { token } = await t.login(u.email, u.password);
  return { id: u.id, token };
}

async function call<T>(
  who: Person,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.request({ method, url, token: who.token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** The row's counters beside a fresh count of what they stand for. */
async function counters(channelId: string) {
  const rows = await queryRows<{
    kept: [number, number, string | null];
    counted: [number, number, string | null];
  }>(
    t.database.db,
    sql`select json_build_array(member_count, post_count, last_post_at) as kept,
            json_build_array(
              (select count(*)::int from community_memberships m where m.channel_id = c.id and m.status = 'active'),
              (select count(*)::int from community_posts p where p.channel_id = c.id and p.hidden_at is null),
              (select max(p.created_at) from community_posts p where p.channel_id = c.id and p.hidden_at is null)
            ) as counted
       from community_channels c where c.id = ${channelId}`,
  );
  return rows[0]!;
}

async function expectCounts(channelId: string, members: number, posts: number) {
  const { kept, counted } = await counters(channelId);
  expect(kept).toEqual(counted);
  expect(kept.slice(0, 2)).toEqual([members, posts]);
}

async function channel(visibility: 'open' | 'private', admin: Person) {
  const [c] = await t.database.db
    .insert(communityChannels)
    .values({ name: `Counted ${crypto.randomUUID()}`, kind: 'forum', visibility })
    .returning({ id: communityChannels.id });
  await t.database.db
    .insert(communityMemberships)
    .values({ channelId: c!.id, userId: admin.id, role: 'admin', status: 'active' });
  return c!.id;
}

let admin: Person, ann: Person, ben: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person();
  ann = await person();
  ben = await person();
});
afterAll(() => t.close());

describe('a channel’s kept counts', () => {
  it('follow requests, approvals, removals and leaving through the API', async () => {
    const id = await channel('private', admin);
    await expectCounts(id, 1, 0);
    await call(ann, 'POST', '/api/community/channel/sendJoinRequest', { channelId: id });
    await call(ben, 'POST', '/api/community/channel/sendJoinRequest', { channelId: id });
    await expectCounts(id, 1, 0);
    for (const who of [ann, ben])
      await call(admin, 'POST', '/api/community/channel/action', {
        channelId: id,
        action: 'approve',
        userId: who.id,
      });
    const seen = await call<community.Channel>(admin, 'GET', `/api/community/channel/get/${id}`);
    expect(seen.memberCount).toBe(3);
    await call(admin, 'POST', '/api/community/channel/action', {
      channelId: id,
      action: 'remove',
      userId: ben.id,
    });
    await expectCounts(id, 2, 0);
    await call(ann, 'POST', '/api/community/channel/leave', { channelId: id });
    await expectCounts(id, 1, 0);
    // Marking read changes no count (and calls no trigger function: see the WHEN).
    await call(admin, 'POST', '/api/community/channel/updateTime', { channelId: id });
    await expectCounts(id, 1, 0);
  });

  it('follow posts created, hidden, shown again and deleted, with the newest post’s time', async () => {
    const id = await channel('open', admin);
    await call(ann, 'POST', '/api/community/channel/sendJoinRequest', { channelId: id });
    const post = (title: string) =>
      call<community.Post>(ann, 'POST', '/api/community/post/create', {
        channelId: id,
        title,
        body: '<p>Body text</p>',
      });
    const first = await post('First');
    const second = await post('Second');
    await expectCounts(id, 2, 2);
    const seen = await call<community.Channel>(ann, 'GET', `/api/community/channel/get/${id}`);
    expect(seen.postCount).toBe(2);
    expect(seen.lastPostAt).toBe(second.createdAt);

    const act = (postId: string, action: 'hide' | 'unhide') =>
      call(admin, 'POST', '/api/community/post/action', { postId, action });
    await act(second._id, 'hide');
    await expectCounts(id, 2, 1);
    await act(second._id, 'unhide');
    await expectCounts(id, 2, 2);
    // A response touches the post (its last activity) but not its visibility.
    await call(ann, 'POST', '/api/community/response/create', {
      postId: first._id,
      body: '<p>A response</p>',
    });
    await expectCounts(id, 2, 2);
    await call(ann, 'DELETE', `/api/community/post/delete/${second._id}`);
    await expectCounts(id, 2, 1);
    await call(ann, 'DELETE', `/api/community/post/delete/${first._id}`);
    await expectCounts(id, 2, 0);
    expect((await counters(id)).kept[2]).toBeNull();
  });

  it('hold when many people join and post in one channel at once', async () => {
    // Each insert's foreign-key check holds a share lock on the channel's row before the trigger
    // locks it: a lock that conflicted with that share deadlocked two writers (on PostgreSQL,
    // whose pool runs these side by side; PGlite takes them in turn).
    const id = await channel('open', admin);
    const crowd = await Promise.all(Array.from({ length: 12 }, () => person()));
    await Promise.all(
      crowd.map((p) =>
        call(p, 'POST', '/api/community/channel/sendJoinRequest', { channelId: id }),
      ),
    );
    await Promise.all(
      crowd.flatMap((p) =>
        [1, 2].map((n) =>
          call(p, 'POST', '/api/community/post/create', {
            channelId: id,
            title: `At once ${n}`,
            body: '<p>Body text</p>',
          }),
        ),
      ),
    );
    await expectCounts(id, 13, 24);
  });

  it.runIf(onPostgres)(
    `count a post committed while another of the channel is being hidden${postgresOnly}`,
    async () => {
      const id = await channel('open', admin);
      const db = t.database.db;
      const [shown] = await db
        .insert(communityPosts)
        .values({ channelId: id, authorId: admin.id, title: 'Shown', body: '<p>x</p>' })
        .returning({ id: communityPosts.id });
      let inserted = () => {};
      let commit = () => {};
      const insertedNow = new Promise<void>((r) => (inserted = r));
      const committing = new Promise<void>((r) => (commit = r));
      // A new post's transaction holds its channel's row while the hide below starts.
      const writer = db.transaction(async (tx) => {
        await tx
          .insert(communityPosts)
          .values({ channelId: id, authorId: admin.id, title: 'New', body: '<p>x</p>' });
        inserted();
        await committing;
      });
      await insertedNow;
      const hide = db
        .update(communityPosts)
        .set({ hiddenAt: new Date() })
        .where(eq(communityPosts.id, shown!.id))
        .execute();
      try {
        await expect
          .poll(
            async () => {
              const [row] = await queryRows<{ n: number }>(
                db,
                sql`select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              );
              return row!.n;
            },
            { timeout: 10_000 },
          )
          .toBe(1);
      } finally {
        commit();
      }
      await Promise.all([writer, hide]);
      await expectCounts(id, 1, 1);
    },
  );

  it('follow bulk inserts across channels and the cascade of a deleted user', async () => {
    const [one, two] = [await channel('open', admin), await channel('open', admin)];
    const extra = [await person(), await person(), await person()];
    const db = t.database.db;
    await db.insert(communityMemberships).values(
      [one, two].flatMap((channelId) =>
        extra.map((p, i) => ({
          channelId,
          userId: p.id,
          status: i === 2 ? ('pending' as const) : ('active' as const),
        })),
      ),
    );
    await db.insert(communityPosts).values([
      { channelId: one, authorId: extra[0]!.id, title: 'Bulk one', body: '<p>x</p>' },
      { channelId: two, authorId: extra[0]!.id, title: 'Bulk two', body: '<p>x</p>' },
      { channelId: two, authorId: extra[1]!.id, title: 'Bulk three', body: '<p>x</p>' },
      { channelId: null, authorId: extra[1]!.id, title: 'On a wall', body: '<p>x</p>' },
    ]);
    await expectCounts(one, 3, 1);
    await expectCounts(two, 3, 2);
    // A pending request let in by a plain update.
    await db
      .update(communityMemberships)
      .set({ status: 'active' })
      .where(eq(communityMemberships.userId, extra[2]!.id));
    await expectCounts(one, 4, 1);
    await db.delete(users).where(eq(users.id, extra[0]!.id));
    await expectCounts(one, 3, 0);
    await expectCounts(two, 3, 1);
    await db.execute(sql`delete from community_memberships where user_id = ${extra[1]!.id}`);
    await expectCounts(one, 2, 0);
    await expectCounts(two, 2, 1);
  });
});
