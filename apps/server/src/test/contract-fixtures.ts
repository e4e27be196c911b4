// A valid call for every contract descriptor, keyed "METHOD path". The contract suites
// (contract-fuzz, contract-access) prove each one succeeds, then alter it. A new descriptor
// without an entry here fails those suites until it gets one.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ModuleSlug } from '@portal/contract';
import type { RoleSlug } from '../db/reference-data';
import {
  communityChannels,
  communityMemberships,
  events,
  guideCards,
  libraryDocuments,
  manufacturers,
  newsArticles,
  newsCategories,
  productPacks,
  products,
  sessions,
} from '../db/schema';
import { createDiskStorage } from '../infra/storage';
import type { ValidCall } from './bad-inputs';
import { createClinic, createUser } from './factories';
import { multipartFile } from './multipart';
import { linkIn, type startSmtpServer } from './smtp';
import type { TestApp } from './test-app';

export interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response data, read field by field
type Json = any;
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What fixtures (and the ownership table) build their calls from. */
export interface FixtureContext {
  t: TestApp;
  smtp: Smtp;
  /** The usual caller: every module, self-certified, not an admin. */
  me: Person;
  /** Someone to share rooms and conversations with. */
  friend: Person;
  admin: Person;
  ref: {
    roleId: string;
    specialityId: string;
    clinicId: string;
    categoryId: string;
    articleId: string;
    guideCardId: string;
    eventId: string;
    documentId: string;
    manufacturerId: string;
    productId: string;
  };
  /** A small PNG. */
  png: Buffer;
  /** A new logged-in person. */
  person(opts?: {
    modules?: readonly ModuleSlug[];
    selfCertified?: boolean;
    role?: RoleSlug;
  }): Promise<Person>;
  /** Calls the API as `who` (or no one); throws unless the answer is 200. Returns `data`. */
  api(who: Person | undefined, method: Method, url: string, payload?: unknown): Promise<Json>;
  make: ReturnType<typeof makers>;
}

const suffix = () => randomBytes(4).toString('hex');
const uniqueEmail = (what: string) => `${what}-${suffix()}@example.test`;
export const NEW_PASSWORD = 'N3w!Passw0rd';

/** Objects the fixtures and the ownership table need, made through the API. */
function makers(ctx: Omit<FixtureContext, 'make'>) {
  const make = {
    async room(owner: Person, members: Person[] = []): Promise<{ id: string }> {
      const room = await ctx.api(owner, 'POST', '/api/community/createRoom', {
        name: `Room ${suffix()}`,
        userIds: members.map((m) => m.id),
      });
      return { id: room._id };
    },
    async roomMessage(sender: Person, roomId: string): Promise<{ id: string }> {
      const r = await ctx.api(sender, 'POST', '/api/community/chat/action', {
        action: 'send',
        clientId: `c-${suffix()}-${suffix()}`,
        roomId,
        message: 'Hello room',
      });
      return { id: r.message._id };
    },
    /** A direct message; its conversation id is the SPEC's virtualRoomId. */
    async directMessage(from: Person, to: Person): Promise<{ id: string; conversationId: string }> {
      const r = await ctx.api(from, 'POST', '/api/community/chat/action', {
        action: 'send',
        clientId: `c-${suffix()}-${suffix()}`,
        receiverId: to.id,
        message: 'Hello you',
      });
      return { id: r.message._id, conversationId: r.message.virtualRoomId };
    },
    /**
     * A community channel (channels are made by tooling, not by a call): `owner` is its admin,
     * `members` active members, `pending` people asking to join (their membership ids returned).
     */
    async channel(
      owner: Person,
      opts: {
        visibility?: 'open' | 'private';
        allowAnonymous?: boolean;
        members?: Person[];
        /** Admins besides the owner. */
        admins?: Person[];
        pending?: Person[];
      } = {},
    ): Promise<{ id: string; requestIds: string[] }> {
      const db = ctx.t.database.db;
      const [channel] = await db
        .insert(communityChannels)
        .values({
          name: `Channel ${suffix()}`,
          description: 'Fuzzing the forums',
          kind: 'forum',
          visibility: opts.visibility ?? 'private',
          allowAnonymous: opts.allowAnonymous ?? true,
        })
        .returning({ id: communityChannels.id });
      const id = channel!.id;
      const rows = [
        { channelId: id, userId: owner.id, role: 'admin' as const, status: 'active' as const },
        ...(opts.admins ?? []).map((m) => ({
          channelId: id,
          userId: m.id,
          role: 'admin' as const,
          status: 'active' as const,
        })),
        ...(opts.members ?? []).map((m) => ({
          channelId: id,
          userId: m.id,
          role: 'member' as const,
          status: 'active' as const,
        })),
      ];
      await db.insert(communityMemberships).values(rows);
      const requestIds: string[] = [];
      for (const p of opts.pending ?? []) {
        const [m] = await db
          .insert(communityMemberships)
          .values({ channelId: id, userId: p.id, status: 'pending' })
          .returning({ id: communityMemberships.id });
        requestIds.push(m!.id);
      }
      return { id, requestIds };
    },
    async post(
      author: Person,
      channelId?: string,
      opts: { anonymous?: boolean } = {},
    ): Promise<{ id: string }> {
      const p = await ctx.api(author, 'POST', '/api/community/post/create', {
        ...(channelId ? { channelId } : {}),
        title: 'Switching a patient from co-codamol',
        body: '<p>What do you advise for the taper?</p>',
        anonymous: opts.anonymous ?? false,
      });
      return { id: p._id };
    },
    async response(author: Person, postId: string): Promise<{ id: string }> {
      const r = await ctx.api(author, 'POST', '/api/community/response/create', {
        postId,
        body: '<p>Reduce by one tablet a week.</p>',
      });
      return { id: r._id };
    },
    async workplace(owner: Person): Promise<{ id: string }> {
      const w = await ctx.api(owner, 'POST', '/api/workplace/create', workplaceBody());
      return { id: w._id };
    },
    async avatar(owner: Person): Promise<{ id: string }> {
      const { payload, headers } = multipartFile('file', 'me.png', 'image/png', ctx.png);
      const res = await ctx.t.request({
        method: 'POST',
        url: '/api/user/profile/image',
        token: owner.token,
        headers,
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return { id: res.json().data.media[0]._id };
    },
    /** A community post image of `owner`'s, as `community/post/image` answers it. */
    async postImage(owner: Person): Promise<{ url: string }> {
      const { payload, headers } = multipartFile('file', 'leaflet.png', 'image/png', ctx.png);
      const res = await ctx.t.request({
        method: 'POST',
        url: '/api/community/post/image',
        token: owner.token,
        headers,
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return { url: res.json().data.imageUrl };
    },
    async comment(author: Person, articleId = ctx.ref.articleId): Promise<{ id: string }> {
      const c = await ctx.api(author, 'POST', '/api/newsFeed/comment/create', {
        newsFeedId: articleId,
        comment: 'A fair point, well made.',
      });
      return { id: c._id };
    },
    async declaration(author: Person): Promise<{ id: string }> {
      const d = await ctx.api(
        author,
        'POST',
        '/api/product/declarationForm/create',
        declarationBody(ctx.ref.productId),
      );
      return { id: d._id };
    },
    /** Sign-up step 1 with a new address. */
    async signUpAccount(): Promise<{ email: string; registerToken: string }> {
      const email = uniqueEmail('signup');
      const state = await ctx.api(undefined, 'POST', '/api/register', {
        step: 'account',
        title: 'Dr',
        firstName: 'Fuzz',
        lastName: 'Tester',
        email,
        password: 'Str0ng!Pass',
        confirmPassword: 'Str0ng!Pass',
      });
      return { email, registerToken: state.registerToken };
    },
    professionalBody(registerToken: string) {
      return {
        step: 'professional',
        registerToken,
        roleId: ctx.ref.roleId,
        specialityId: ctx.ref.specialityId,
        clinicIds: [ctx.ref.clinicId],
        registrationNumber: '2012345',
        contactNumber: '07700 900123',
        postcode: 'LS1 4AP',
      };
    },
    /** Sign-up up to the e-mailed verification link. */
    async signUpToVerify(): Promise<{ email: string; registerToken: string; verifyToken: string }> {
      const { email, registerToken } = await make.signUpAccount();
      await ctx.api(undefined, 'POST', '/api/register', make.professionalBody(registerToken));
      const link = linkIn((await ctx.smtp.lastTo(email)).raw, '/signup-link?token=');
      return { email, registerToken, verifyToken: new URL(link).searchParams.get('token')! };
    },
    /** A password-reset token of a new person, from the e-mailed link. */
    async resetToken(): Promise<string> {
      const p = await ctx.person();
      await ctx.api(undefined, 'POST', '/api/forgot-password', { email: p.email });
      const link = linkIn((await ctx.smtp.lastTo(p.email)).raw, '/change-password/');
      return decodeURIComponent(new URL(link).pathname.split('/').pop()!);
    },
  };
  return make;
}

export function workplaceBody() {
  return {
    name: 'Leeds General Pharmacy',
    position: 'Pharmacist',
    town: 'Leeds',
    postcode: 'LS1 4AP',
    startDate: '2020-01-06',
    endDate: '2023-07-31',
  };
}

/** Builds the people, reference data and helpers of the contract suites. */
export async function createFixtureContext(t: TestApp, smtp: Smtp): Promise<FixtureContext> {
  const db = t.database.db;
  const person: FixtureContext['person'] = async (opts = {}) => {
    const u = await createUser(db, {
      ...(opts.modules ? { modules: opts.modules } : {}),
      selfCertified: opts.selfCertified ?? true,
      ...(opts.role ? { role: opts.role } : {}),
    });
    // A session as log-in makes one, without the argon2 check that would cost ~50 ms a person.
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      userId: u.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { ...u, token };
  };
  const api: FixtureContext['api'] = async (who, method, url, payload) => {
    const res = await t.request({
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    if (res.statusCode !== 200) {
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    }
    return res.json().data;
  };

  const roles = await api(undefined, 'GET', '/api/role/getName');
  const specialities = await api(undefined, 'GET', '/api/speciality');
  const [category] = await db
    .insert(newsCategories)
    .values({ name: `Fuzz ${suffix()}`, slug: `fuzz-${suffix()}`, description: 'Fuzzing' })
    .returning({ id: newsCategories.id });
  const [article] = await db
    .insert(newsArticles)
    .values({
      categoryId: category!.id,
      title: 'Fuzzing the contract',
      summary: 'Every descriptor, every bad input.',
      body: '<p>Body.</p>',
      authorName: 'Test Editor',
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning({ id: newsArticles.id });
  const home = await homeContent(t);
  const catalogue = await productsContent(t);

  const [me, friend] = await peopleWithCaseSensitiveOrder(person);
  const base = {
    t,
    smtp,
    me,
    friend,
    admin: await person({ role: 'admin' }),
    ref: {
      roleId: roles.find((r: { slug: string }) => r.slug === 'doctor')._id,
      specialityId: specialities[0]._id,
      clinicId: await createClinic(db),
      categoryId: category!.id,
      articleId: article!.id,
      ...home,
      ...catalogue,
    },
    png: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
    person,
    api,
  };
  return { ...base, make: makers(base) };
}

/**
 * Two people such that the second one's id, written in upper case, sorts on the other side of
 * the first one's than it does in lower case. Ids are uuids whatever their case; a server that
 * orders or compares them as text then meets a case it gets wrong every run, not now and then.
 */
async function peopleWithCaseSensitiveOrder(
  person: () => Promise<Person>,
): Promise<[Person, Person]> {
  const flips = (a: Person, b: Person) => a.id < b.id !== a.id < b.id.toUpperCase();
  const seen: Person[] = [];
  for (;;) {
    const p = await person();
    for (const q of seen) {
      if (flips(q, p)) return [q, p];
      if (flips(p, q)) return [p, q];
    }
    seen.push(p);
  }
}

/** Home's editorial content: a guide card, an event and a library document with its file. */
async function homeContent(t: TestApp) {
  const db = t.database.db;
  const [card] = await db
    .insert(guideCards)
    .values({
      title: 'Your profile',
      text: 'Add a photo',
      actionLabel: 'Open',
      actionPath: '/profile',
      position: 1,
    })
    .returning({ id: guideCards.id });
  const [event] = await db
    .insert(events)
    .values({
      title: 'Pain management webinar',
      type: 'webinar',
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      organiser: 'Pharma Portal',
      description: '<p>Online.</p>',
    })
    .returning({ id: events.id });
  const storageKey = `documents/${randomUUID()}-guide.pdf`;
  const bytes = Buffer.from('%PDF-1.4\n%fuzz\n');
  // The private file storage the app serves documents from (app.ts: DATA_DIR/files).
  await createDiskStorage(join(t.config.DATA_DIR, 'files')).put(storageKey, bytes);
  const [document] = await db
    .insert(libraryDocuments)
    .values({
      title: 'Antibiotic guide',
      description: 'A guide',
      category: 'Guides',
      fileName: 'guide.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      storageKey,
    })
    .returning({ id: libraryDocuments.id });
  return { guideCardId: card!.id, eventId: event!.id, documentId: document!.id };
}

/** A licensed producer and one of its products, with a pack. */
async function productsContent(t: TestApp) {
  const db = t.database.db;
  const [manufacturer] = await db
    .insert(manufacturers)
    .values({ name: `Fuzz Farms ${suffix()}`, country: 'Canada', description: 'A producer' })
    .returning({ id: manufacturers.id });
  const [product] = await db
    .insert(products)
    .values({
      manufacturerId: manufacturer!.id,
      name: 'Fuzz Oil 10:10',
      form: 'oil',
      strainType: 'hybrid',
      thcValue: 10,
      thcUnit: 'mg-per-ml',
      cbdValue: 10,
      cbdUnit: 'mg-per-ml',
      band: 'balanced',
      terpenes: [{ name: 'myrcene', share: 60 }],
      dominantTerpene: 'myrcene',
      countryOfOrigin: 'Canada',
      stockStatus: 'in-stock',
      priceFromPence: 12_000,
      summary: 'A balanced oil.',
      description: '<p>Oil.</p>',
    })
    .returning({ id: products.id });
  await db
    .insert(productPacks)
    .values({ productId: product!.id, size: 30, unit: 'ml', pricePence: 12_000 });
  return { manufacturerId: manufacturer!.id, productId: product!.id };
}

export function declarationBody(productId: string) {
  return {
    productId,
    prescriberName: 'Dr Ada Lovelace',
    registrationNumber: '1234567',
    quantity: 2,
    indication: 'Chronic neuropathic pain',
    patientReference: 'PT-2041',
    statementConfirmed: true,
    signature: 'A. Lovelace',
    date: new Date().toISOString().slice(0, 10),
  };
}

/** A valid call of one descriptor (several for a body that is a union: one per branch). */
export type Fixture = (ctx: FixtureContext) => Promise<ValidCall | ValidCall[]>;

const list = { limit: '10', skip: '0', search: 'a' };
const starred = { limit: '50', title: 'a' };
const as = (p: Person) => ({ token: p.token, callerId: p.id });

export const fixtures: Record<string, Fixture> = {
  // Auth
  'POST /api/login': async (ctx) => {
    const p = await ctx.person();
    return { body: { email: p.email, password: p.password } };
  },
  'POST /api/logout': async (ctx) => as(await ctx.person()),
  'GET /api/role/getName': async () => ({}),
  'GET /api/speciality': async () => ({}),
  'GET /api/clinic/public/clinicList': async () => ({}),
  'POST /api/register': async (ctx) => {
    const account = {
      step: 'account',
      title: 'Dr',
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: uniqueEmail('register'),
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
    };
    const { registerToken } = await ctx.make.signUpAccount();
    return [{ body: account }, { body: ctx.make.professionalBody(registerToken) }];
  },
  'POST /api/getCurrentRegisterStep': async (ctx) => ({
    body: { registerToken: (await ctx.make.signUpAccount()).registerToken },
  }),
  'POST /api/resend-verification': async (ctx) => ({
    body: { registerToken: (await ctx.make.signUpToVerify()).registerToken },
  }),
  'POST /api/verify-email': async (ctx) => ({
    body: { token: (await ctx.make.signUpToVerify()).verifyToken },
  }),
  'POST /api/forgot-password': async (ctx) => ({ body: { email: (await ctx.person()).email } }),
  'POST /api/reset-password': async (ctx) => ({
    body: {
      token: await ctx.make.resetToken(),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    },
  }),
  'PATCH /api/change-password': async (ctx) => {
    const p = await ctx.person();
    return {
      ...as(p),
      body: { currentPassword: p.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    };
  },

  // Users
  'GET /api/user/profile': async (ctx) => as(ctx.me),
  'PATCH /api/user/profile': async (ctx) => ({
    ...as(await ctx.person()),
    body: {
      title: 'Dr',
      firstName: 'Eilidh',
      lastName: 'Baird',
      biography: 'Pain pharmacist in Glasgow.',
      contactNumber: '0141 496 0000',
      postcode: 'G12 8QQ',
      specialityId: ctx.ref.specialityId,
    },
  }),
  'POST /api/user/profile/image': async (ctx) => ({
    ...as(await ctx.person()),
    raw: multipartFile('file', 'me.png', 'image/png', ctx.png),
  }),
  'POST /api/media/:id': async (ctx) => {
    const p = await ctx.person();
    return { ...as(p), params: { id: (await ctx.make.avatar(p)).id } };
  },
  'DELETE /api/user/:userId': async (ctx) => {
    const p = await ctx.person();
    return { ...as(p), params: { userId: p.id }, body: { password: p.password } };
  },
  'POST /api/user/selfCertification': async (ctx) => ({
    ...as(await ctx.person({ selfCertified: false })),
    body: { registrationNumber: '2012345', confirm: true },
  }),
  'POST /api/workplace/create': async (ctx) => ({ ...as(ctx.me), body: workplaceBody() }),
  'PUT /api/workplace/edit/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.workplace(ctx.me)).id },
    body: { ...workplaceBody(), name: 'St James Pharmacy' },
  }),
  'GET /api/workplace/get': async (ctx) => ({ ...as(ctx.me), query: { userId: ctx.me.id } }),
  'GET /api/workplace/get/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.workplace(ctx.me)).id },
  }),
  'DELETE /api/workplace/delete/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.workplace(ctx.me)).id },
  }),
  'GET /api/user/admin/list': async (ctx) => ({ ...as(ctx.admin), query: list }),
  'GET /api/user/contactUs/list': async (ctx) => ({ ...as(ctx.admin), query: list }),
  'POST /api/contactUs/create': async () => ({
    body: {
      name: 'Sam Patel',
      email: 'sam.patel@example.test',
      phone: '07700 900123',
      subject: 'A quote',
      message: 'Please send a quote for ten licences.',
    },
  }),
  'PATCH /api/user/accountDelete/:id': async (ctx) => ({
    // An admin of its own: a self-reference variant that got through would end the shared one.
    ...as(await ctx.person({ role: 'admin' })),
    params: { id: (await ctx.person()).id },
  }),

  // Chat
  'POST /api/community/createRoom': async (ctx) => ({
    ...as(ctx.me),
    body: { name: 'Pharmacists of Leeds', userIds: [ctx.friend.id] },
  }),
  'GET /api/community/getRoom': async (ctx) => ({
    ...as(ctx.me),
    query: { roomId: (await ctx.make.room(ctx.me, [ctx.friend])).id },
  }),
  'GET /api/community/roomList': async (ctx) => ({ ...as(ctx.me), query: list }),
  'GET /api/community/roomWiseUserList/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.room(ctx.me, [ctx.friend])).id },
  }),
  'POST /api/community/leaveRoom': async (ctx) => ({
    ...as(ctx.friend),
    body: { roomId: (await ctx.make.room(ctx.me, [ctx.friend])).id },
  }),
  'POST /api/community/addUserToRoom': async (ctx) => ({
    ...as(ctx.me),
    body: { roomId: (await ctx.make.room(ctx.me)).id, userIds: [(await ctx.person()).id] },
  }),
  'POST /api/community/removeUserFromRoom': async (ctx) => ({
    ...as(ctx.me),
    body: { roomId: (await ctx.make.room(ctx.me, [ctx.friend])).id, userId: ctx.friend.id },
  }),
  'POST /api/community/blockUser': async (ctx) => ({
    ...as(ctx.me),
    body: { roomId: (await ctx.make.room(ctx.me, [ctx.friend])).id, userId: ctx.friend.id },
  }),
  'POST /api/community/unblockUser': async (ctx) => {
    const room = await ctx.make.room(ctx.me, [ctx.friend]);
    const body = { roomId: room.id, userId: ctx.friend.id };
    await ctx.api(ctx.me, 'POST', '/api/community/blockUser', body);
    return { ...as(ctx.me), body };
  },
  'POST /api/community/deleteRoom/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.room(ctx.me, [ctx.friend])).id },
  }),
  'POST /api/community/editRoom/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.room(ctx.me, [ctx.friend])).id },
    body: { name: 'Renamed room' },
  }),
  'GET /api/community/chat/userList': async (ctx) => ({ ...as(ctx.me), query: list }),
  'GET /api/community/chat/chatList': async (ctx) => {
    const room = await ctx.make.room(ctx.me, [ctx.friend]);
    await ctx.make.roomMessage(ctx.me, room.id);
    const dm = await ctx.make.directMessage(ctx.me, ctx.friend);
    await ctx.make.directMessage(ctx.friend, ctx.me);
    const calls: ValidCall[] = [
      { ...as(ctx.me), query: { roomId: room.id, limit: '30' } },
      { ...as(ctx.me), query: { receiverId: ctx.friend.id, before: dm.id, limit: '30' } },
    ];
    return calls;
  },
  'POST /api/community/chat/action': async (ctx) => {
    const room = await ctx.make.room(ctx.me, [ctx.friend]);
    const mine = await ctx.make.roomMessage(ctx.me, room.id);
    const send = { action: 'send', clientId: `client-${randomUUID()}`, message: 'Hi there' };
    return [
      { ...as(ctx.me), body: { ...send, roomId: room.id } },
      {
        ...as(ctx.me),
        body: { ...send, clientId: `client-${randomUUID()}`, receiverId: ctx.friend.id },
      },
      { ...as(ctx.friend), body: { action: 'read', roomId: room.id } },
      { ...as(ctx.me), body: { action: 'read', receiverId: ctx.friend.id } },
      { ...as(ctx.me), body: { action: 'deleteMessage', messageId: mine.id } },
    ];
  },
  'POST /api/community/chat/delete': async (ctx) => ({
    ...as(ctx.me),
    body: { id: (await ctx.make.directMessage(ctx.me, ctx.friend)).conversationId },
  }),
  'GET /api/community/userList': async (ctx) => [
    { ...as(ctx.me), query: list },
    { ...as(ctx.me), query: { ...list, initial: 'A' } },
  ],
  'GET /api/community/chatStarred/get': async (ctx) => ({ ...as(ctx.me), query: starred }),
  'GET /api/community/channelStarred/get': async (ctx) => ({ ...as(ctx.me), query: starred }),
  'GET /api/community/userStarred/get': async (ctx) => ({ ...as(ctx.me), query: starred }),
  'POST /api/community/user/action': async (ctx) => ({
    ...as(ctx.me),
    body: { type: 'room', id: (await ctx.make.room(ctx.me)).id, starred: true },
  }),
  'GET /api/community/notifications': async (ctx) => as(ctx.me),
  'POST /api/community/notifications/action': async (ctx) => ({
    ...as(ctx.me),
    body: { type: 'room', id: (await ctx.make.room(ctx.me)).id, off: true },
  }),

  // Community channels
  'GET /api/community/channel/get': async (ctx) => ({
    ...as(ctx.me),
    query: { ...list, search: 'fuzz', kind: 'forum', visibility: 'open', starred: 'false' },
  }),
  'GET /api/community/channel/get/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.channel(ctx.me)).id },
  }),
  'GET /api/community/channel/getUserChannelList': async (ctx) => ({ ...as(ctx.me), query: list }),
  'GET /api/community/channel/userList/:community': async (ctx) => ({
    ...as(ctx.me),
    params: { community: (await ctx.make.channel(ctx.me, { pending: [ctx.friend] })).id },
    query: { ...list, status: 'pending' },
  }),
  'GET /api/community/channel/getUserDetails': async (ctx) => ({
    ...as(ctx.me),
    query: { userId: ctx.friend.id },
  }),
  'GET /api/community/channel/adminList': async (ctx) => ({ ...as(ctx.me), query: list }),
  'POST /api/community/channel/action': async (ctx) => {
    const channel = await ctx.make.channel(ctx.me, { pending: [ctx.friend] });
    return [
      { ...as(ctx.me), body: { action: 'approve', channelId: channel.id, userId: ctx.friend.id } },
      { ...as(ctx.me), body: { action: 'star', channelId: channel.id } },
    ];
  },
  'POST /api/community/channel/sendJoinRequest': async (ctx) => ({
    ...as(ctx.me),
    body: { channelId: (await ctx.make.channel(ctx.friend, { visibility: 'open' })).id },
  }),
  'POST /api/community/channel/leave': async (ctx) => ({
    ...as(ctx.me),
    body: { channelId: (await ctx.make.channel(ctx.friend, { members: [ctx.me] })).id },
  }),
  'POST /api/community/channel/additionalInfo': async (ctx) => ({
    ...as(ctx.me),
    body: { channelIds: [(await ctx.make.channel(ctx.me)).id] },
  }),
  'POST /api/community/channel/updateTime': async (ctx) => ({
    ...as(ctx.me),
    body: { channelId: (await ctx.make.channel(ctx.me)).id },
  }),
  'POST /api/community/channel/settings': async (ctx) => ({
    ...as(ctx.me),
    body: {
      channelId: (await ctx.make.channel(ctx.me)).id,
      allowAnonymous: false,
      description: 'Medicines queries',
    },
  }),
  'POST /api/community/post/create': async (ctx) => ({
    ...as(ctx.me),
    body: {
      channelId: (await ctx.make.channel(ctx.me)).id,
      title: 'Valproate and pregnancy prevention',
      body: '<p>How do you document the annual review?</p>',
      imageUrl: (await ctx.make.postImage(ctx.me)).url,
      anonymous: true,
    },
  }),
  'POST /api/community/post/image': async (ctx) => ({
    ...as(ctx.me),
    raw: multipartFile('file', 'leaflet.png', 'image/png', ctx.png),
  }),
  'POST /api/community/post/action': async (ctx) => {
    const channel = await ctx.make.channel(ctx.me, { members: [ctx.friend] });
    const theirs = await ctx.make.post(ctx.friend, channel.id);
    return [
      { ...as(ctx.me), body: { postId: theirs.id, action: 'like' } },
      { ...as(ctx.me), body: { postId: theirs.id, action: 'pin' } },
    ];
  },
  'PUT /api/community/post/edit/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.post(ctx.me)).id },
    body: { title: 'Edited title', body: '<p>Edited.</p>', imageUrl: null },
  }),
  'GET /api/community/post/get': async (ctx) => ({
    ...as(ctx.me),
    query: {
      ...list,
      search: 'taper',
      channelId: (await ctx.make.channel(ctx.me)).id,
      authorId: ctx.friend.id,
      type: 'channel',
      sort: 'active',
    },
  }),
  'GET /api/community/post/get/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.post(ctx.friend)).id },
  }),
  'DELETE /api/community/post/delete/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.post(ctx.me)).id },
  }),
  'POST /api/community/response/create': async (ctx) => {
    const post = await ctx.make.post(ctx.friend);
    const first = await ctx.make.response(ctx.friend, post.id);
    return {
      ...as(ctx.me),
      body: {
        postId: post.id,
        parentId: first.id,
        body: '<p>Agreed, and check renal function.</p>',
      },
    };
  },
  'GET /api/community/response/get': async (ctx) => ({
    ...as(ctx.me),
    query: { postId: (await ctx.make.post(ctx.friend)).id, limit: '10', skip: '0' },
  }),
  'POST /api/community/response/action': async (ctx) => {
    const post = await ctx.make.post(ctx.me);
    const theirs = await ctx.make.response(ctx.friend, post.id);
    return [
      { ...as(ctx.me), body: { responseId: theirs.id, status: 'accepted' } },
      { ...as(ctx.me), body: { responseId: theirs.id, status: 'liked' } },
    ];
  },
  'DELETE /api/community/response/delete/:id': async (ctx) => {
    const post = await ctx.make.post(ctx.friend);
    return { ...as(ctx.me), params: { id: (await ctx.make.response(ctx.me, post.id)).id } };
  },
  'GET /api/community/moderation/get': async (ctx) => ({
    ...as(ctx.me),
    query: {
      limit: '10',
      skip: '0',
      channelId: (await ctx.make.channel(ctx.me, { pending: [ctx.friend] })).id,
      type: 'joinRequest',
    },
  }),
  'POST /api/community/moderation/action': async (ctx) => {
    const channel = await ctx.make.channel(ctx.me, { pending: [ctx.friend] });
    return {
      ...as(ctx.me),
      body: { type: 'joinRequest', id: channel.requestIds[0], decision: 'approve' },
    };
  },
  'GET /api/community/moderation/log': async (ctx) => ({
    ...as(ctx.admin),
    query: { limit: '10', skip: '0', channelId: (await ctx.make.channel(ctx.me)).id },
  }),

  // Home
  'GET /api/guideCard/get': async (ctx) => ({ ...as(ctx.me), query: list }),
  'POST /api/guideCard/complete/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: ctx.ref.guideCardId },
  }),
  'PUT /api/guideCard/skip': async (ctx) => as(await ctx.person()),
  'GET /api/event/upcoming/get': async (ctx) => ({ ...as(ctx.me), query: list }),
  'GET /api/event/get': async (ctx) => ({
    ...as(ctx.me),
    query: { ...list, search: 'pain', type: 'webinar', from: '2020-01-01', to: '2035-12-31' },
  }),
  'GET /api/event/calendar': async (ctx) => ({
    ...as(ctx.me),
    query: { month: new Date().toISOString().slice(0, 7) },
  }),
  'GET /api/event/ics/:id': async (ctx) => ({ ...as(ctx.me), params: { id: ctx.ref.eventId } }),
  'GET /api/library/document/get': async (ctx) => ({
    ...as(ctx.me),
    query: { ...list, search: 'guide', category: 'Guides' },
  }),
  'GET /api/library/document/download/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: ctx.ref.documentId },
  }),
  'GET /api/link/get': async (ctx) => ({ ...as(ctx.me), query: list }),
  'GET /api/testimonial/get': async (ctx) => ({ ...as(ctx.me), query: list }),

  // Products
  'GET /api/product/get': async (ctx) => ({
    ...as(ctx.me),
    query: {
      ...list,
      search: 'fuzz',
      manufacturerId: [ctx.ref.manufacturerId],
      form: ['oil', 'flower'],
      strainType: ['hybrid'],
      band: ['balanced'],
      stock: ['in-stock', 'low-stock'],
      terpene: 'myrcene',
      thcMin: '0',
      thcMax: '100',
      cbdMin: '0',
      cbdMax: '100',
      priceMin: '0',
      priceMax: '100000',
      sort: 'price-asc',
    },
  }),
  'GET /api/product/get/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: ctx.ref.productId },
  }),
  'GET /api/manufacturer/get': async (ctx) => ({
    ...as(ctx.me),
    query: { ...list, search: 'fuzz' },
  }),
  'GET /api/manufacturer/name': async (ctx) => as(ctx.me),
  'POST /api/product/declarationForm/create': async (ctx) => ({
    ...as(ctx.me),
    body: declarationBody(ctx.ref.productId),
  }),
  'GET /api/product/declarationForm/get': async (ctx) => ({
    ...as(ctx.me),
    query: { ...list, search: '', productId: ctx.ref.productId },
  }),
  'GET /api/product/declarationPdf/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.declaration(ctx.me)).id },
  }),

  // News
  'GET /api/newsCategory/get': async (ctx) => as(ctx.me),
  'POST /api/newsCategory/list': async (ctx) => ({
    ...as(ctx.me),
    body: { limit: 10, skip: 0, search: 'fuzz' },
  }),
  'GET /api/newsCategory/newsfeed-category/list': async (ctx) => as(ctx.me),
  'GET /api/newsFeed/get': async (ctx) => ({
    ...as(ctx.me),
    query: { ...list, categoryId: ctx.ref.categoryId, bookmark: 'false' },
  }),
  'GET /api/newsFeed/get/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: ctx.ref.articleId },
    query: { viewIncrease: 'true' },
  }),
  'POST /api/newsFeed/bookmark': async (ctx) => ({
    ...as(ctx.me),
    body: { newsFeedId: ctx.ref.articleId, bookmark: true },
  }),
  'GET /api/newsFeed/comment/get': async (ctx) => ({
    ...as(ctx.me),
    query: { newsFeedId: ctx.ref.articleId, limit: '10', skip: '0' },
  }),
  'GET /api/newsFeed/comment/get/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.comment(ctx.friend)).id },
  }),
  'POST /api/newsFeed/comment/create': async (ctx) => ({
    ...as(ctx.me),
    body: { newsFeedId: ctx.ref.articleId, comment: 'Useful, thank you.' },
  }),
  'PUT /api/newsFeed/comment/edit/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.comment(ctx.me)).id },
    body: { comment: 'Edited, with thanks.' },
  }),
  'POST /api/newsFeed/comment/action': async (ctx) => {
    const theirs = await ctx.make.comment(ctx.friend);
    return [
      { ...as(ctx.me), body: { responseId: theirs.id, status: 'like' } },
      { ...as(ctx.admin), body: { responseId: theirs.id, status: 'hide' } },
    ];
  },
  'DELETE /api/newsFeed/comment/delete/:id': async (ctx) => ({
    ...as(ctx.me),
    params: { id: (await ctx.make.comment(ctx.me)).id },
  }),
};

/**
 * Descriptors whose valid call can be made again and again with the same input (creates,
 * idempotent updates, reads sent as POST): after an accepted variant the fuzz suite keeps
 * altering the same call. Any other descriptor gets a fresh valid call after an accepted write,
 * as its objects may be used up (deleted, a token spent); new descriptors are safe by default.
 */
export const repeatable: ReadonlySet<string> = new Set([
  'POST /api/login',
  'POST /api/getCurrentRegisterStep',
  'POST /api/forgot-password',
  'PATCH /api/user/profile',
  'POST /api/user/profile/image',
  'POST /api/workplace/create',
  'PUT /api/workplace/edit/:id',
  'POST /api/contactUs/create',
  'POST /api/community/createRoom',
  'POST /api/community/editRoom/:id',
  'POST /api/community/user/action',
  'POST /api/community/notifications/action',
  'POST /api/community/post/image',
  'POST /api/guideCard/complete/:id',
  'PUT /api/guideCard/skip',
  'POST /api/newsCategory/list',
  'POST /api/newsFeed/bookmark',
  'POST /api/newsFeed/comment/create',
  'PUT /api/newsFeed/comment/edit/:id',
  'POST /api/newsFeed/comment/action',
  'POST /api/product/declarationForm/create',
]);

/**
 * Descriptors whose handler goes on writing after it has answered, and how long the suites wait
 * for the database to stay quiet after an accepted call, so that the late write is not taken
 * for a change made by the next (refused) request.
 */
export const backgroundWork: Readonly<Record<string, { quietMs: number; reason: string }>> = {
  'POST /api/forgot-password': {
    quietMs: 150,
    reason: 'answers at once; the throttle count, the token and the e-mail follow',
  },
};

/** The fixture of a descriptor, or an error saying what to add. */
export function fixtureFor(key: string): Fixture {
  const f = fixtures[key];
  if (!f) {
    throw new Error(
      `No fixture for ${key}: add a valid call for it to apps/server/src/test/contract-fixtures.ts (fixtures).`,
    );
  }
  return f;
}

/** The valid calls of a fixture, always as a list. */
export async function validCalls(key: string, ctx: FixtureContext): Promise<ValidCall[]> {
  const calls = await fixtureFor(key)(ctx);
  return Array.isArray(calls) ? calls : [calls];
}
