import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { community } from '@portal/contract';
import { communityChannels, communityMemberships } from '../../db/schema';
import { createUser } from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { eventually, listen, openSocket, record } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 27: an anonymous post with an image must not name its author through the image's path
// (which used to be /uploads/community/<author's id>/...), nor through anything else in the
// raw text of any answer or socket event that can carry the post.

let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];

interface Person {
  id: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
}

async function person(firstName: string, lastName: string): Promise<Person> {
  const u = await createUser(t.database.db, { firstName, lastName });
  return { ...u, firstName, lastName, token: (await t.login(u.email, u.password)).token };
}

const get = (who: Person, url: string) => t.request({ method: 'GET', url, token: who.token });
const send = (who: Person, url: string, payload: object) =>
  t.request({ method: 'POST', url, token: who.token, payload });

async function data<T>(pending: ReturnType<typeof get>): Promise<T> {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#a37' } })
    .png()
    .toBuffer();

const uploadTo = async (who: Person, url: string) =>
  t.request({
    method: 'POST',
    url,
    token: who.token,
    ...multipartFile('file', 'picture.png', 'image/png', await png()),
  });

const UPLOAD_PATH = /\/uploads\/[^"\s<>)]+/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

let author: Person;
let avatarKeys: string[];
let everyone: Person[];

/** What in `text` could name the author: their id, names, e-mail, avatar, or a path naming anyone. */
function leaks(text: string): string[] {
  const found = [author.id, author.firstName, author.lastName, author.email, ...avatarKeys].filter(
    (s) => text.toLowerCase().includes(s.toLowerCase()),
  );
  for (const path of text.match(UPLOAD_PATH) ?? []) {
    // A path is one random name in a folder: no person's id, and no folder named by an id.
    if (everyone.some((p) => path.includes(p.id)) || /\/[0-9a-f-]{36}\//i.test(path)) {
      found.push(path);
    }
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

describe('an anonymous post with an image', () => {
  it('names its author in no answer or event that carries it, images included', async () => {
    author = await person('Ignatius', 'Pemberton-Smythe');
    const reader = await person('Rosalind', 'Reader');
    const moderator = await person('Morwenna', 'Moderator');
    everyone = [author, reader, moderator];

    // The author has a profile image, so its key is something to look for.
    const profile = await uploadTo(author, '/api/user/profile/image');
    expect(profile.statusCode, profile.body).toBe(200);
    const [avatar] = profile.json().data.media as { url: string; thumbUrl: string }[];
    avatarKeys = [avatar!.url, avatar!.thumbUrl].map((u) =>
      u.replace(/^\/uploads\//, '').replace(/(-\d+)?\.webp$/, ''),
    );

    const [c] = await t.database.db
      .insert(communityChannels)
      .values({
        name: 'Near misses',
        description: 'Learning from errors',
        kind: 'forum',
        visibility: 'open',
        allowAnonymous: true,
      })
      .returning({ id: communityChannels.id });
    const channelId = c!.id;
    await t.database.db.insert(communityMemberships).values([
      { channelId, userId: moderator.id, role: 'admin', status: 'active' },
      { channelId, userId: author.id, status: 'active' },
      { channelId, userId: reader.id, status: 'active' },
    ]);
    await data(send(reader, '/api/community/channel/action', { channelId, action: 'star' }));

    const readerSocket = await openSocket(baseUrl, reader.token);
    sockets.push(readerSocket);
    const events = record(readerSocket, Object.values(community.COMMUNITY_SOCKET_EVENTS));

    const image = await uploadTo(author, '/api/community/post/image');
    expect(image.statusCode, image.body).toBe(200);
    const imageUrl = (image.json().data as community.PostImage).imageUrl;
    const created = await send(author, '/api/community/post/create', {
      channelId,
      title: 'Wrong strength dispensed',
      body: '<p>Caught at the hand-out check.</p>',
      imageUrl,
      anonymous: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json().data as community.Post;
    expect(post.imageUrl).toBe(imageUrl);
    const wallImage = (await uploadTo(author, '/api/community/post/image')).json().data.imageUrl;
    const wall = await data<community.Post>(
      send(author, '/api/community/post/create', {
        title: 'Struggling this winter',
        body: '<p>Long shifts.</p>',
        imageUrl: wallImage,
        anonymous: true,
      }),
    );
    const own = await data<community.PostResponse>(
      send(author, '/api/community/response/create', { postId: post._id, body: 'More detail' }),
    );
    await eventually(() => expect(events.of('channelPosts').length).toBeGreaterThan(0));

    const answers = await Promise.all([
      get(reader, `/api/community/post/get?channelId=${channelId}`),
      get(reader, `/api/community/post/get?channelId=${channelId}&sort=active`),
      get(reader, `/api/community/post/get/${post._id}`),
      get(reader, `/api/community/post/get/${wall._id}`),
      get(reader, '/api/community/post/get?limit=100'),
      get(reader, '/api/community/post/get?type=user&limit=100'),
      get(reader, '/api/community/post/get?type=channel&limit=100'),
      get(reader, '/api/community/post/get?search=strength'),
      get(reader, `/api/community/post/get?authorId=${author.id}`),
      get(reader, `/api/community/response/get?postId=${post._id}`),
      get(reader, '/api/community/channel/get'),
      get(reader, `/api/community/channel/get/${channelId}`),
      get(reader, '/api/community/channel/getUserChannelList'),
      get(reader, '/api/community/channel/get?starred=true'),
      get(reader, '/api/community/channelStarred/get'),
      get(reader, '/api/community/chatStarred/get'),
      send(reader, '/api/community/channel/additionalInfo', { channelIds: [channelId] }),
      send(reader, '/api/community/response/action', { responseId: own._id, status: 'liked' }),
      send(reader, '/api/community/post/action', { postId: post._id, action: 'like' }),
      send(reader, '/api/community/post/action', { postId: wall._id, action: 'like' }),
      send(reader, '/api/community/post/action', { postId: post._id, action: 'report' }),
    ]);
    // The channel's admin (not a site admin) reviews the reported post without learning whose it is.
    answers.push(await get(moderator, '/api/community/moderation/get'));
    answers.push(await get(moderator, `/api/community/post/get/${post._id}`));

    for (const res of answers) {
      expect(res.statusCode, `${res.raw.req.url}: ${res.body}`).toBe(200);
      expect(leaks(res.body), `${res.raw.req.url}: ${res.body.slice(0, 400)}`).toEqual([]);
    }
    // The image itself is in those answers, at a path that names nobody.
    expect(answers[2]!.body).toContain(imageUrl);
    expect(imageUrl).toMatch(/^\/uploads\/community\/[0-9a-f-]{36}\.webp$/);
    expect(leaks(JSON.stringify(events.seen))).toEqual([]);
    expect(imageUrl.match(UUID)).toHaveLength(1);
  });
});
