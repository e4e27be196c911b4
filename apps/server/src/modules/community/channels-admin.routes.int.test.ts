import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { community } from '@portal/contract';
import { auditEntries, communityMemberships } from '../../db/schema';
import { createUser } from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// Site admins run the channels (issue 48): create, edit, archive and restore them, appoint and
// remove their admins; an archived channel is in no member's list and takes no post or response.

let t: TestApp;
const who = { admin: '', member: '', other: '' };
const ids = { admin: '', member: '', other: '' };
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createUser(db, { role: 'admin', firstName: 'Grace', lastName: 'Whitfield' });
  const member = await createUser(db, { firstName: 'Amira', lastName: 'Khan' });
  const other = await createUser(db, { firstName: 'Tom', lastName: 'Reid' });
  ids.admin = admin.id;
  ids.member = member.id;
  ids.other = other.id;
  who.admin = (await t.login(admin.email, admin.password)).token;
  who.member = (await t.login(member.email, member.password)).token;
  who.other = (await t.login(other.email, other.password)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) =>
  call(method, url, who.admin, payload);

async function data<T>(pending: ReturnType<typeof call>): Promise<T> {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const BASE = '/api/admin/community-channels';

const create = (body: Partial<community.ChannelForm> = {}) =>
  data<community.AdminChannel>(
    asAdmin('POST', BASE, {
      name: `Channel ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Dispensing questions',
      kind: 'forum',
      visibility: 'open',
      ...body,
    }),
  );

const memberList = async (token: string, query = '') =>
  (
    await data<community.Channel[]>(
      call('GET', `/api/community/channel/get?limit=100${query}`, token),
    )
  ).map((c) => c._id);

const join = (token: string, channelId: string) =>
  call('POST', '/api/community/channel/sendJoinRequest', token, { channelId });

const writePost = (token: string, channelId: string) =>
  call('POST', '/api/community/post/create', token, {
    channelId,
    title: 'Methotrexate weekly dosing',
    body: '<p>How do you flag it at hand-out?</p>',
    anonymous: false,
  });

describe('creating and editing', () => {
  it('an admin creates a channel that members then find in its section', async () => {
    const forum = await create({ name: 'Repeat dispensing', allowAnonymous: true });
    expect(forum).toMatchObject({
      name: 'Repeat dispensing',
      kind: 'forum',
      visibility: 'open',
      allowAnonymous: true,
      imageUrl: null,
      archivedAt: null,
      memberCount: 0,
      adminCount: 0,
    });
    const edu = await create({ name: 'CPD forum', kind: 'education', visibility: 'private' });
    expect(await memberList(who.member, '&kind=forum')).toContain(forum._id);
    expect(await memberList(who.member, '&kind=forum')).not.toContain(edu._id);
    expect(await memberList(who.member, '&kind=education')).toContain(edu._id);

    const [audit] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, forum._id));
    expect(audit).toMatchObject({ entity: 'communityChannel', action: 'create' });
  });

  it('edits every field; a field left out stays', async () => {
    const c = await create();
    const changed = await data<community.AdminChannel>(
      asAdmin('PATCH', `${BASE}/${c._id}`, {
        name: `${c.name} renamed`,
        visibility: 'private',
        kind: 'education',
        allowAnonymous: true,
      }),
    );
    expect(changed).toMatchObject({
      name: `${c.name} renamed`,
      description: 'Dispensing questions',
      visibility: 'private',
      kind: 'education',
      allowAnonymous: true,
    });
    const read = await data<community.Channel>(
      call('GET', `/api/community/channel/get/${c._id}`, who.member),
    );
    expect(read).toMatchObject({ visibility: 'private', kind: 'education', allowAnonymous: true });
  });

  it('refuses a blank name, a taken name (any case) and an unknown field with 400', async () => {
    const c = await create({ name: 'Controlled drugs' });
    const blank = await asAdmin('POST', BASE, { name: ' ', kind: 'forum', visibility: 'open' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe('This field is required');
    const taken = await asAdmin('POST', BASE, {
      name: 'CONTROLLED DRUGS',
      kind: 'forum',
      visibility: 'open',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.name).toBe(community.CHANNEL_NAME_TAKEN);
    const other = await create();
    const rename = await asAdmin('PATCH', `${BASE}/${other._id}`, { name: 'controlled drugs' });
    expect(rename.statusCode).toBe(400);
    const kind = await asAdmin('PATCH', `${BASE}/${c._id}`, { kind: 'chat' });
    expect(kind.statusCode).toBe(400);
    const extra = await asAdmin('PATCH', `${BASE}/${c._id}`, { memberCount: 9 });
    expect(extra.statusCode).toBe(400);
  });

  it('takes a picture uploaded for channels, and refuses another url', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const up = await t.request({
      method: 'POST',
      url: `${BASE}/image`,
      token: who.admin,
      ...multipartFile('file', 'logo.png', 'image/png', png),
    });
    expect(up.statusCode, up.body).toBe(200);
    const imageUrl = up.json().data.imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\/channels\/[0-9a-f-]+\.webp$/);
    const c = await create({ imageUrl });
    expect(c.imageUrl).toBe(imageUrl);
    const seen = await data<community.Channel>(
      call('GET', `/api/community/channel/get/${c._id}`, who.member),
    );
    expect(seen.imageUrl).toBe(imageUrl);

    const forged = await asAdmin('PATCH', `${BASE}/${c._id}`, {
      imageUrl: '/uploads/channels/0000.webp',
    });
    expect(forged.statusCode).toBe(400);
    const removed = await data<community.AdminChannel>(
      asAdmin('PATCH', `${BASE}/${c._id}`, { imageUrl: null }),
    );
    expect(removed.imageUrl).toBeNull();
    const memberUpload = await t.request({
      method: 'POST',
      url: `${BASE}/image`,
      token: who.member,
      ...multipartFile('file', 'logo.png', 'image/png', png),
    });
    expect(memberUpload.statusCode).toBe(403);
  });
});

describe('archiving', () => {
  it('takes the channel out of members’ lists and refuses posts and responses; restoring brings it back', async () => {
    const c = await create({ name: 'Archived soon' });
    expect((await join(who.member, c._id)).statusCode).toBe(200);
    const before = await writePost(who.member, c._id);
    expect(before.statusCode, before.body).toBe(200);
    const postId = before.json().data._id as string;
    expect(await memberList(who.member)).toContain(c._id);

    const archived = await data<community.AdminChannel>(
      asAdmin('POST', `${BASE}/${c._id}/archive`),
    );
    expect(archived.archivedAt).not.toBeNull();

    expect(await memberList(who.member)).not.toContain(c._id);
    expect(await memberList(who.admin)).not.toContain(c._id);
    const mine = await data<community.Channel[]>(
      call('GET', '/api/community/channel/getUserChannelList?limit=100', who.member),
    );
    expect(mine.map((x) => x._id)).not.toContain(c._id);
    const feed = await data<community.Post[]>(
      call('GET', '/api/community/post/get?limit=100', who.member),
    );
    expect(feed.map((p) => p._id)).not.toContain(postId);
    expect((await call('GET', `/api/community/channel/get/${c._id}`, who.member)).statusCode).toBe(
      404,
    );

    const refused = await writePost(who.member, c._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'This channel is archived: nothing more can be posted in it.',
    );
    // Not even a site admin posts or responds there.
    expect((await writePost(who.admin, c._id)).statusCode).toBe(403);
    const response = await call('POST', '/api/community/response/create', who.admin, {
      postId,
      body: '<p>Late reply</p>',
    });
    expect(response.statusCode).toBe(403);

    // The admin list hides it unless asked, then marks it.
    const active = await data<community.AdminChannel[]>(asAdmin('GET', `${BASE}?limit=100`));
    expect(active.map((x) => x._id)).not.toContain(c._id);
    const all = await data<community.AdminChannel[]>(
      asAdmin('GET', `${BASE}?limit=100&archived=true&search=Archived soon`),
    );
    expect(all).toEqual([expect.objectContaining({ _id: c._id, archivedAt: archived.archivedAt })]);

    const restored = await data<community.AdminChannel>(
      asAdmin('POST', `${BASE}/${c._id}/restore`),
    );
    expect(restored.archivedAt).toBeNull();
    expect(await memberList(who.member)).toContain(c._id);
    expect((await writePost(who.member, c._id)).statusCode).toBe(200);

    const actions = (
      await t.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, c._id))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual(['archive', 'create', 'restore']);
  });

  it('archiving twice changes nothing the second time', async () => {
    const c = await create();
    const first = await data<community.AdminChannel>(asAdmin('POST', `${BASE}/${c._id}/archive`));
    const second = await data<community.AdminChannel>(asAdmin('POST', `${BASE}/${c._id}/archive`));
    expect(second.archivedAt).toBe(first.archivedAt);
  });
});

describe('channel admins', () => {
  it('an appointed admin moderates the channel; removed, they stay a member', async () => {
    const c = await create({ visibility: 'private' });
    expect((await join(who.other, c._id)).statusCode).toBe(200);
    const admins = await data<community.ChannelAdmin[]>(
      asAdmin('POST', `${BASE}/${c._id}/admins`, { userId: ids.member }),
    );
    expect(admins.map((a) => a._id)).toEqual([ids.member]);
    expect(admins[0]).toMatchObject({ firstName: 'Amira', lastName: 'Khan' });

    const asMember = await data<community.Channel>(
      call('GET', `/api/community/channel/get/${c._id}`, who.member),
    );
    expect(asMember).toMatchObject({ isAdmin: true, pendingRequestCount: 1 });
    const approve = await call('POST', '/api/community/channel/action', who.member, {
      action: 'approve',
      channelId: c._id,
      userId: ids.other,
    });
    expect(approve.statusCode, approve.body).toBe(200);

    // Appointing again changes nothing.
    expect(
      await data<community.ChannelAdmin[]>(
        asAdmin('POST', `${BASE}/${c._id}/admins`, { userId: ids.member }),
      ),
    ).toHaveLength(1);
    expect(
      (await data<community.AdminChannel>(asAdmin('GET', `${BASE}/${c._id}`))).adminCount,
    ).toBe(1);

    const after = await data<community.ChannelAdmin[]>(
      asAdmin('DELETE', `${BASE}/${c._id}/admins/${ids.member}`),
    );
    expect(after).toEqual([]);
    const [m] = await t.database.db
      .select()
      .from(communityMemberships)
      .where(eq(communityMemberships.userId, ids.member));
    expect(m).toMatchObject({ role: 'member', status: 'active' });
    expect(
      (await call('GET', `/api/community/channel/get/${c._id}`, who.member)).json().data.isAdmin,
    ).toBe(false);
    expect((await asAdmin('DELETE', `${BASE}/${c._id}/admins/${ids.member}`)).statusCode).toBe(404);
  });

  it('appointing someone who does not exist is a 400 naming the field', async () => {
    const c = await create();
    const res = await asAdmin('POST', `${BASE}/${c._id}/admins`, { userId: MISSING });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.userId).toBe('There is no such person.');
    const bad = await asAdmin('POST', `${BASE}/${c._id}/admins`, { userId: 'nobody' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('access', () => {
  const routes = (id: string): [Method, string, object?][] => [
    ['GET', BASE],
    ['GET', `${BASE}/${id}`],
    ['POST', BASE, { name: 'Not mine', kind: 'forum', visibility: 'open' }],
    ['PATCH', `${BASE}/${id}`, { name: 'Taken over' }],
    ['POST', `${BASE}/${id}/archive`],
    ['POST', `${BASE}/${id}/restore`],
    ['GET', `${BASE}/${id}/admins`],
    ['POST', `${BASE}/${id}/admins`, { userId: MISSING }],
    ['DELETE', `${BASE}/${id}/admins/${MISSING}`],
  ];

  it('answers 401 without a session and 403 to a member, even a channel admin', async () => {
    const c = await create({ name: 'Guarded' });
    await data(asAdmin('POST', `${BASE}/${c._id}/admins`, { userId: ids.member }));
    for (const [method, url, body] of routes(c._id)) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, who.member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const still = await data<community.AdminChannel>(asAdmin('GET', `${BASE}/${c._id}`));
    expect(still).toMatchObject({ name: 'Guarded', archivedAt: null, adminCount: 1 });
  });

  it('answers 404 for a channel that does not exist', async () => {
    for (const [method, url, body] of routes(MISSING).slice(1)) {
      if (method === 'POST' && url === BASE) continue;
      expect((await asAdmin(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
