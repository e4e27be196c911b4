import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '@portal/contract';
import { bookings, chatMessages, clinics, roles, users, workplaces } from '../db/schema';
import { createDiskStorage } from '../infra/storage';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';
import { DEMO_LIBRARY_ALL } from './education-library';
import { DEMO_AUTHORS } from './news-content';
import { FIRST_NAMES, townOfPostcode } from './people';
import { seedDemoData } from './seed';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-seed-'));
const files = createDiskStorage(join(dataDir, 'files'));
const uploads = createDiskStorage(join(dataDir, 'uploads'));

beforeAll(async () => {
  const database = await createTestDatabase();
  expect(await seedDemoData(database.db, { files, uploads })).toBe(true);
  t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('loads once, into an empty database only', async () => {
    expect(await seedDemoData(t.database.db, { files, uploads })).toBe(false);
    const [{ n }] = (await t.database.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(n).toBe(DEMO_ACCOUNTS.length + 40);
    expect((await t.database.db.select({ n: count() }).from(clinics))[0]!.n).toBeGreaterThan(5);
    expect((await t.database.db.select({ n: count() }).from(chatMessages))[0]!.n).toBeGreaterThan(
      20,
    );
  });

  it('gives two professionals different modules and an admin, all able to log in', async () => {
    const pharmacist = await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const technician = await t.login(DEMO_ACCOUNTS[1]!.email, DEMO_PASSWORD);
    const admin = await t.login(DEMO_ACCOUNTS[2]!.email, DEMO_PASSWORD);
    expect(pharmacist.user.modules).toContain('product');
    expect(pharmacist.user.isSelfCertificated).toBe(true);
    expect(technician.user.modules).not.toContain('product');
    expect(technician.user.isSelfCertificated).toBe(false);
    expect(admin.user.isAdmin).toBe(true);
  });

  it('starts the demo accounts with chats but nothing unread', async () => {
    const { token } = await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const rooms = (
      await t.request({ method: 'GET', url: '/api/community/roomList', token })
    ).json();
    expect(rooms.option[0].count).toBe(5);
    expect(rooms.data.every((r: { unreadCount: number }) => r.unreadCount === 0)).toBe(true);
    const chats = (
      await t.request({ method: 'GET', url: '/api/community/chat/userList', token })
    ).json();
    expect(chats.data.length).toBeGreaterThan(0);
    expect(chats.data.every((c: { unreadCount: number }) => c.unreadCount === 0)).toBe(true);
  });

  it('fills every block of Home, with upcoming events and documents that download', async () => {
    const { token } = await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const get = (url: string) => t.request({ method: 'GET', url, token });
    const cards = (await get('/api/guideCard/get')).json().data;
    // The first marked done; the second, self-certification, done by a self-certified user.
    expect(cards.map((c: { state: string }) => c.state)).toEqual([
      'completed',
      'completed',
      'new',
      'new',
      'new',
    ]);
    expect((await get('/api/event/upcoming/get')).json().option[0].count).toBeGreaterThan(8);
    expect((await get('/api/event/get')).json().option[0].count).toBeGreaterThan(18);
    expect((await get('/api/link/get')).json().option[0].count).toBe(10);
    expect((await get('/api/testimonial/get')).json().option[0].count).toBe(6);
    // Home's documents are the one library's files (decision 82).
    const docs = (await get('/api/library/document/get')).json();
    expect(docs.option[0].count).toBe(DEMO_LIBRARY_ALL.filter((i) => i.kind === 'file').length);
    const file = await get(`/api/library/document/download/${docs.data[0]._id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(docs.data[0].sizeBytes);
  });

  it("gives every article a cover served from the uploads, as an editor's image is", async () => {
    const { token } = await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const feed = (await t.request({ method: 'GET', url: '/api/newsFeed/get', token })).json();
    const covers = (feed.data as { imageUrl: string | null }[]).map((a) => a.imageUrl);
    expect(covers.length).toBeGreaterThan(5);
    for (const url of covers) expect(url).toMatch(/^\/uploads\/demo\/news\/[0-9a-f-]{36}\.svg$/);
    const cover = await t.app.inject({ method: 'GET', url: covers[0]! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(cover.body).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
  });

  it('fills the community: channels, a pending request, anonymous and unread posts', async () => {
    const login = async (n: number) =>
      (await t.login(DEMO_ACCOUNTS[n]!.email, DEMO_PASSWORD)).token;
    const [amelia, oliver] = [await login(0), await login(1)];
    const get = (url: string, token: string) =>
      t.request({ method: 'GET', url, token }).then((r) => r.json());
    type Channel = {
      _id: string;
      name: string;
      kind: string;
      visibility: string;
      allowAnonymous: boolean;
      isAdmin: boolean;
      unreadCount: number;
      pendingRequestCount: number;
      membership: { status: string } | null;
    };
    const channels: Channel[] = (await get('/api/community/channel/get?limit=100', amelia)).data;
    expect(channels.length).toBeGreaterThanOrEqual(8);
    expect(channels.some((c) => c.visibility === 'private')).toBe(true);
    expect(channels.some((c) => c.kind === 'education')).toBe(true);
    const byName = (name: string) => channels.find((c) => c.name === name)!;
    const governance = byName('Controlled Drugs Governance');
    expect([governance.visibility, governance.isAdmin, governance.pendingRequestCount]).toEqual([
      'private',
      true,
      1,
    ]);
    const oliversView = await get(`/api/community/channel/get/${governance._id}`, oliver);
    expect(oliversView.data.membership.status).toBe('pending');
    expect(byName('Pharmacy First').unreadCount).toBe(2);
    expect(
      channels.filter((c) => c.name !== 'Pharmacy First').every((c) => c.unreadCount === 0),
    ).toBe(true);

    const wellbeing = byName('Wellbeing & Peer Support');
    expect(wellbeing.allowAnonymous).toBe(true);
    const posts = (await get(`/api/community/post/get?channelId=${wellbeing._id}`, amelia)).data;
    const anonymous = posts.find((p: { anonymous: boolean }) => p.anonymous);
    expect(anonymous.author).toMatchObject({ _id: null, firstName: 'Anonymous' });
    expect((await get('/api/community/post/get?type=user', amelia)).option[0].count).toBe(5);
    const starred = (await get('/api/community/channelStarred/get', amelia)).data;
    expect(starred.filter((s: { type: string }) => s.type === 'channel')).toHaveLength(2);
  });

  it('gives people titles that fit them: Dr for doctors only, Mr for men, Mrs/Ms/Miss for women', async () => {
    const people = await t.database.db
      .select({ firstName: users.firstName, title: users.title, role: roles.slug })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId));
    const gender = new Map(FIRST_NAMES.map((n) => [n.name, n.gender]));
    gender.set('Grace', 'female');
    const misfits = people.filter(({ firstName, title, role }) => {
      if (role === 'doctor') return title !== 'Dr';
      if (title === 'Dr') return true;
      const g = gender.get(firstName);
      return g === 'male' ? title !== 'Mr' : !['Mrs', 'Ms', 'Miss'].includes(title ?? '');
    });
    expect(misfits).toEqual([]);
    expect(people.some((p) => p.role === 'doctor')).toBe(true);
    // Article authors too: a pharmacist (MRPharmS) is not a Dr here.
    expect(DEMO_AUTHORS.filter((a) => a.startsWith('Dr ') && /Pharm/.test(a))).toEqual([]);
  });

  it('places every clinic and work place in the town of its postcode, named after that town', async () => {
    const db = t.database.db;
    const places = [
      ...(await db
        .select({ name: clinics.name, town: clinics.town, postcode: clinics.postcode })
        .from(clinics)),
      ...(await db
        .select({ name: workplaces.name, town: workplaces.town, postcode: workplaces.postcode })
        .from(workplaces)),
    ];
    expect(places.length).toBeGreaterThan(80);
    const clinicTowns = new Map(
      (await db.select().from(clinics)).map((c) => [c.name, c.town] as const),
    );
    const misfits = places.filter(({ name, town, postcode }) => {
      if (townOfPostcode(postcode ?? '') !== town) return true;
      // "Boots, Leeds" names its town; a clinic's name stands for the clinic's own town.
      const named = name.includes(', ') ? name.split(', ').at(-1) : clinicTowns.get(name);
      return named !== town;
    });
    expect(misfits).toEqual([]);
  });

  it('gives the first demo account bookings in every status, as doctor and as patient', async () => {
    const amelia = await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const asDoctor = await t.request({
      method: 'GET',
      url: '/api/booking/get?as=doctor&limit=100',
      token: amelia.token,
    });
    expect(asDoctor.statusCode, asDoctor.body).toBe(200);
    const statuses = new Set(asDoctor.json().data.map((b: { status: string }) => b.status));
    expect([...statuses].sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    const asPatient = await t.request({
      method: 'GET',
      url: '/api/booking/get?as=patient',
      token: amelia.token,
    });
    expect(asPatient.json().data.length).toBeGreaterThan(0);
    const all = await t.database.db.select({ id: bookings.id }).from(bookings);
    expect(all.length).toBe(asDoctor.json().data.length + asPatient.json().data.length);
  });

  it('gives the demo doctors a Completed sandbox account, and paid bookings their payment', async () => {
    const amelia = await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const account = await t.request({
      method: 'GET',
      url: '/api/payment/getAccount',
      token: amelia.token,
    });
    expect(account.json().data).toMatchObject({ provider: 'sandbox', status: 'Completed' });
    expect(account.json().data.bankAccount.last4).toMatch(/^\d{4}$/);
    const list = await t.request({
      method: 'GET',
      url: '/api/booking/get?as=doctor&limit=100',
      token: amelia.token,
    });
    const paid = list
      .json()
      .data.filter((b: { payment: { status: string } | null }) => b.payment !== null);
    expect(paid.length).toBeGreaterThan(0);
    const held = paid.find(
      (b: { status: string; payment: { status: string } }) => b.status === 'Pending Approval',
    );
    if (held) expect(held.payment.status).toBe('held');
    for (const b of paid as { status: string; payment: { status: string } }[]) {
      if (b.status === 'Approved' || b.status === 'Completed')
        expect(b.payment.status).toBe('captured');
      if (b.status.startsWith('Rejected')) expect(b.payment.status).toBe('released');
    }
  });
});
