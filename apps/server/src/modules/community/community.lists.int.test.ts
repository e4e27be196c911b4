import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { community, initialOf, type chat } from '@portal/contract';
import { communityChannels, communityMemberships } from '../../db/schema';
import type { RealtimePort } from '../../realtime/socket-server';
import { createUser } from '../../test/factories';
import { eventually, listen, openSocket, record } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createChannelsRepository } from './channels.repository';
import { createChannelsService } from './channels.service';
import type { Actor } from './community.policy';
import { createModerationRepository } from './moderation.repository';
import { createModerationService } from './moderation.service';
import { createPeopleRepository } from './people.repository';
import { createPostsRepository } from './posts.repository';
import { createResponsesRepository } from './responses.repository';

// The community's lists on a real database: the review list across an admin's channels (a fixed
// number of queries per page), what a private channel's card tells outsiders, and the people
// directory's initial filter.

let t: TestApp;

interface Person {
  id: string;
  token: string;
  firstName: string;
}

async function person(firstName: string, opts: { role?: 'admin' } = {}): Promise<Person> {
  const u = await createUser(t.database.db, { firstName, lastName: 'Lister', ...opts });
  const { token } = await t.login(u.email, u.password);
  return { id: u.id, token, firstName };
}

const get = (who: Person, url: string) => t.request({ method: 'GET', url, token: who.token });
const send = (who: Person, url: string, payload: object) =>
  t.request({ method: 'POST', url, token: who.token, payload });

async function ok<T = unknown>(pending: ReturnType<typeof get>): Promise<T> {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

async function channel(name: string, admin: Person, members: Person[] = []) {
  const db = t.database.db;
  const [c] = await db
    .insert(communityChannels)
    .values({ name, description: 'Test channel', kind: 'forum', visibility: 'private' })
    .returning({ id: communityChannels.id });
  await db
    .insert(communityMemberships)
    .values([
      { channelId: c!.id, userId: admin.id, role: 'admin', status: 'active' },
      ...members.map((m) => ({ channelId: c!.id, userId: m.id, status: 'active' as const })),
    ]);
  return c!.id;
}

const createPost = (who: Person, channelId: string, title: string) =>
  ok<community.Post>(
    send(who, '/api/community/post/create', { channelId, title, body: '<p>Body text</p>' }),
  );

let alice: Person, bob: Person, carol: Person, dave: Person, erin: Person, admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  alice = await person('Alice');
  bob = await person('Bob');
  carol = await person('Carol');
  dave = await person('Dave');
  erin = await person('Erin');
  admin = await person('Admin', { role: 'admin' });
});
afterAll(() => t.close());

describe('the review list across an admin’s channels', () => {
  it('answers a page of mixed items from two channels, each with its channel', async () => {
    const first = await channel('Review one', alice, [bob, carol]);
    const second = await channel('Review two', alice, [bob, carol]);
    const reported = await createPost(bob, first, 'Reported post');
    const question = await createPost(carol, second, 'Question');
    const answer = await ok<community.PostResponse>(
      send(bob, '/api/community/response/create', { postId: question._id, body: 'Reported' }),
    );
    await ok(send(carol, '/api/community/post/action', { postId: reported._id, action: 'report' }));
    await ok(
      send(carol, '/api/community/response/action', { responseId: answer._id, status: 'reported' }),
    );
    await ok(send(dave, '/api/community/channel/sendJoinRequest', { channelId: first }));
    await ok(send(erin, '/api/community/channel/sendJoinRequest', { channelId: second }));

    const items = await ok<community.ModerationItem[]>(
      get(alice, '/api/community/moderation/get?limit=50'),
    );
    const summary = items
      .map((i) => ({
        type: i.type,
        channel: i.channel?.name,
        what: i.post?.title ?? i.response?._id ?? i.user?.firstName,
        reportCount: i.reportCount,
      }))
      .sort((a, b) => `${a.type}${a.channel}`.localeCompare(`${b.type}${b.channel}`));
    expect(summary).toEqual([
      { type: 'joinRequest', channel: 'Review one', what: 'Dave', reportCount: 0 },
      { type: 'joinRequest', channel: 'Review two', what: 'Erin', reportCount: 0 },
      { type: 'post', channel: 'Review one', what: 'Reported post', reportCount: 1 },
      { type: 'response', channel: 'Review two', what: answer._id, reportCount: 1 },
    ]);
    // Newest first; each item's own id.
    expect(items.map((i) => i.type)).toEqual(['joinRequest', 'joinRequest', 'response', 'post']);
    const request = items.find((i) => i.user?._id === dave.id)!;
    const [pending] = await ok<community.ChannelMember[]>(
      get(alice, `/api/community/channel/userList/${first}?status=pending`),
    );
    expect(request._id).toBe(pending!.membershipId);
    expect(items.find((i) => i.type === 'post')?.post?.canModerate).toBe(true);
    // One channel's list holds only its own items.
    const one = await ok<community.ModerationItem[]>(
      get(alice, `/api/community/moderation/get?channelId=${second}`),
    );
    expect(one.map((i) => i.channel?._id)).toEqual([second, second]);
  });

  it('reads a page in the same number of queries whatever its size', async () => {
    const db = t.database.db;
    const calls: string[] = [];
    const counted = <T extends object>(name: string, repo: T): T =>
      new Proxy(repo, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(key)}`);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    const realtime = {
      online: () => Promise.resolve(new Set<string>()),
      toUser: () => undefined,
      toUsers: () => undefined,
      broadcast: () => undefined,
      leaveChannel: () => undefined,
    } satisfies RealtimePort;
    const repos = {
      channels: counted('channels', createChannelsRepository(db)),
      posts: counted('posts', createPostsRepository(db)),
      responses: counted('responses', createResponsesRepository(db)),
      moderation: counted('moderation', createModerationRepository(db)),
      people: counted('people', createPeopleRepository(db)),
    };
    const channelsService = createChannelsService({ db, ...repos, realtime });
    const service = createModerationService({ db, ...repos, channelsService, realtime });
    const actor: Actor = { _id: alice.id, isAdmin: false };

    const countFor = async (limit: number) => {
      calls.length = 0;
      const page = await service.queue({ limit, skip: 0 }, actor);
      return { size: page.rows.length, calls: calls.length };
    };
    const small = await countFor(1);
    const large = await countFor(50);
    expect(small.size).toBe(1);
    expect(large.size).toBeGreaterThanOrEqual(4);
    expect(large.calls).toBe(small.calls);
    expect(large.calls).toBeLessThanOrEqual(6);
  });
});

describe('a private channel’s activity', () => {
  it('is told to its members and site admins, not to outsiders or people asking to join', async () => {
    const id = await channel(`Quiet room ${Math.random().toString(36).slice(2)}`, alice, [bob]);
    await createPost(bob, id, 'Members only');
    await ok(send(dave, '/api/community/channel/sendJoinRequest', { channelId: id }));
    const seenBy = async (who: Person) => {
      const byId = await ok<community.Channel>(get(who, `/api/community/channel/get/${id}`));
      const list = await ok<community.Channel[]>(
        get(who, '/api/community/channel/get?limit=100&visibility=private'),
      );
      const listed = list.find((c) => c._id === id)!;
      for (const c of [byId, listed]) expect(c.memberCount).toBe(2);
      const activity = (c: community.Channel) => ({
        postCount: c.postCount,
        hasLastPost: c.lastPostAt !== null,
        unreadCount: c.unreadCount,
      });
      expect(activity(listed)).toEqual(activity(byId));
      return activity(byId);
    };
    const quiet = { postCount: 0, hasLastPost: false, unreadCount: 0 };
    expect(await seenBy(erin)).toEqual(quiet);
    expect(await seenBy(dave)).toEqual(quiet);
    expect(await seenBy(bob)).toEqual({ postCount: 1, hasLastPost: true, unreadCount: 0 });
    expect(await seenBy(alice)).toEqual({ postCount: 1, hasLastPost: true, unreadCount: 1 });
    expect(await seenBy(admin)).toEqual({ postCount: 1, hasLastPost: true, unreadCount: 0 });
  });
});

describe('the people directory’s initial filter', () => {
  it('keeps, on the server, those whose first name starts with the letter in upper case', async () => {
    for (const name of ['olga', 'Oscar', ' Otto', 'Quentin']) await person(name);
    const everyone: chat.ChatUser[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await ok<chat.ChatUser[]>(
        get(alice, `/api/community/userList?limit=100&skip=${skip}`),
      );
      everyone.push(...page);
      if (page.length < 100) break;
    }
    const ids = (rows: { _id: string }[]) => rows.map((r) => r._id).sort();
    for (const letter of ['O', 'q', 'A', 'Z']) {
      const res = await get(alice, `/api/community/userList?limit=100&initial=${letter}`);
      expect(res.statusCode, res.body).toBe(200);
      const wanted = everyone.filter((p) => initialOf(p.firstName) === letter.toUpperCase());
      expect(ids(res.json().data), letter).toEqual(ids(wanted));
      expect(res.json().option).toEqual([{ count: wanted.length }]);
    }
    expect(
      everyone.filter((p) => initialOf(p.firstName) === 'O').map((p) => p.firstName.trim()),
    ).toEqual(expect.arrayContaining(['olga', 'Oscar', 'Otto']));
    // With a search, and paged: the letter holds on every page.
    const page2 = await ok<chat.ChatUser[]>(
      get(alice, '/api/community/userList?limit=1&skip=1&initial=O&search=o'),
    );
    expect(page2.map((p) => initialOf(p.firstName))).toEqual(['O']);

    for (const bad of ['AB', '1', 'Ö', '%20', '']) {
      const res = await get(alice, `/api/community/userList?initial=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), bad).toEqual(['initial']);
    }
  });
});

describe('a muted channel', () => {
  it('still counts unread posts and tells the member live, marked muted', async () => {
    const baseUrl = await listen(t);
    const id = await channel(`Muted ${Math.random().toString(36).slice(2)}`, alice, [bob]);
    await ok(send(bob, '/api/community/channel/updateTime', { channelId: id }));
    const action = (action: 'mute' | 'unmute') =>
      ok<community.Channel>(send(bob, '/api/community/channel/action', { action, channelId: id }));
    expect((await action('mute')).membership?.isMuted).toBe(true);
    // Muting twice is harmless.
    expect((await action('mute')).membership?.isMuted).toBe(true);
    const socket = await openSocket(baseUrl, bob.token);
    const events = record(socket, [community.COMMUNITY_SOCKET_EVENTS.channelPosts]);
    const posts = () =>
      events
        .of<community.ChannelPostsEvent>(community.COMMUNITY_SOCKET_EVENTS.channelPosts)
        .flat()
        // Posts of earlier tests may still be in the window that was open when the socket came.
        .filter((e) => e.channelId === id);
    const first = await createPost(alice, id, 'While muted');
    await eventually(() =>
      expect(posts()).toEqual([
        expect.objectContaining({
          channelId: id,
          postId: first._id,
          unreadCount: null,
          lastPostAt: first.createdAt,
          muted: true,
        }),
      ]),
    );
    const muted = await ok<community.Channel>(get(bob, `/api/community/channel/get/${id}`));
    expect([muted.unreadCount, muted.membership?.isMuted]).toEqual([1, true]);

    events.clear();
    expect((await action('unmute')).membership?.isMuted).toBe(false);
    const second = await createPost(alice, id, 'After unmuting');
    await eventually(() =>
      expect(posts()).toEqual([
        expect.objectContaining({ postId: second._id, unreadCount: null, muted: false }),
      ]),
    );
    socket.close();
    // Only members have flags to set.
    const outsider = await send(dave, '/api/community/channel/action', {
      action: 'mute',
      channelId: id,
    });
    expect(outsider.statusCode).toBe(403);
  });
});

describe('posts by activity', () => {
  it('puts a post that was just answered first, and keeps every concurrent answer', async () => {
    const c = await channel('Activity', alice, [bob, carol]);
    const older = await createPost(bob, c, 'Older question');
    const newer = await createPost(carol, c, 'Newer question');
    const order = async () =>
      (
        await ok<community.Post[]>(get(alice, `/api/community/post/get?channelId=${c}&sort=active`))
      ).map((p) => p.title);
    expect(await order()).toEqual(['Newer question', 'Older question']);
    await Promise.all(
      [bob, carol, alice].map((who) =>
        ok(send(who, '/api/community/response/create', { postId: older._id, body: 'An answer' })),
      ),
    );
    expect(await order()).toEqual(['Older question', 'Newer question']);
    const answers = await ok<community.PostResponse[]>(
      get(alice, `/api/community/response/get?postId=${older._id}`),
    );
    expect(answers).toHaveLength(3);
    expect(newer._id).not.toBe(older._id);
  });
});

describe('a channel’s page of posts', () => {
  it('counts what its reader may see, on every page and past the end, pinned first', async () => {
    const c = await channel('Counted', carol, [alice, bob]);
    const titles = ['One', 'Two', 'Three', 'Four'];
    const made: Record<string, community.Post> = {};
    for (const title of titles)
      made[title] = await createPost(title === 'Four' ? alice : bob, c, title);
    // Hidden by the channel's admin: Four (Alice's) and Three (Bob's).
    const db = t.database.db;
    for (const title of ['Three', 'Four']) {
      await db.execute(
        sql`update community_posts set hidden_at = now(), hidden_reason = 'moderator' where id = ${made[title]!._id}`,
      );
    }
    await db.execute(sql`update community_posts set pinned_at = now() where id = ${made.One!._id}`);
    const page = async (who: Person, query: string) => {
      const res = await get(who, `/api/community/post/get?channelId=${c}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: community.Post[]; option: { count: number }[] };
      return { titles: body.data.map((p) => p.title), total: body.option[0]!.count };
    };
    // Each sees the posts not hidden and their own hidden one; the channel's admin and a site
    // admin see all four. One, pinned, comes first in either order.
    const expected: [Person, string[]][] = [
      [alice, ['One', 'Four', 'Two']],
      [bob, ['One', 'Three', 'Two']],
      [carol, ['One', 'Four', 'Three', 'Two']],
      [admin, ['One', 'Four', 'Three', 'Two']],
    ];
    for (const [who, seen] of expected) {
      for (const sort of ['newest', 'active']) {
        const all = await page(who, `sort=${sort}&limit=10`);
        expect(all, `${who.firstName} ${sort}`).toEqual({ titles: seen, total: seen.length });
        expect(await page(who, `sort=${sort}&limit=2&skip=2`)).toEqual({
          titles: seen.slice(2),
          total: seen.length,
        });
        expect(await page(who, `sort=${sort}&limit=2&skip=10`)).toEqual({
          titles: [],
          total: seen.length,
        });
      }
    }
  });
});
