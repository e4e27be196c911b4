// What a virtual user of bench/load.ts does in each activity of the mix (load-mix.ts): the calls
// the web app makes for it, each timed by its call type (method and route).
import { randomUUID } from 'node:crypto';
import { londonToday } from '@portal/contract';
import type { Socket } from 'socket.io-client';
import type { LoadAccount, LoadWorld } from './load-accounts';
import type { LoadActivity } from './load-mix';
import type { LoadRecorder } from './load-recorder';

/** The user an activity acts as: its account, its socket and its timed calls. */
export interface ActingUser {
  readonly account: LoadAccount;
  readonly world: LoadWorld;
  readonly rec: LoadRecorder;
  readonly socket: Socket | undefined;
  /** One call of type `method route`, timed; its `data`, or undefined when it failed. */
  call<T>(method: string, route: string, path: string, body?: unknown): Promise<T | undefined>;
}

const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

interface Listed {
  _id: string;
}

const PRODUCT_FILTERS = [
  'form=flower&stock=in-stock&stock=low-stock&thcMin=10&sort=price-asc',
  'form=oil&sort=name',
  'search=og&sort=price-desc',
  'thcMin=18&stock=in-stock',
];

async function home(u: ActingUser) {
  const month = londonToday().slice(0, 7);
  await Promise.all([
    u.call('GET', '/api/guideCard/get', '/api/guideCard/get?limit=20'),
    u.call('GET', '/api/event/calendar', `/api/event/calendar?month=${month}`),
    u.call('GET', '/api/event/upcoming/get', '/api/event/upcoming/get?limit=3'),
    u.call('GET', '/api/library/document/get', '/api/library/document/get?limit=4'),
    u.call('GET', '/api/link/get', '/api/link/get?limit=6'),
    u.call('GET', '/api/newsFeed/get', '/api/newsFeed/get?recommended=true&limit=4'),
    u.call('GET', '/api/testimonial/get', '/api/testimonial/get?limit=4'),
  ]);
}

async function feedArticle(
  u: ActingUser,
): Promise<(Listed & { isBookmarked: boolean }) | undefined> {
  const feed = await u.call<(Listed & { isBookmarked: boolean })[]>(
    'GET',
    '/api/newsFeed/get',
    '/api/newsFeed/get?limit=10',
  );
  return pick(feed ?? []);
}

async function readArticle(u: ActingUser) {
  const id = (await feedArticle(u))?._id;
  if (!id) return;
  await Promise.all([
    u.call('GET', '/api/newsFeed/get/:id', `/api/newsFeed/get/${id}`),
    u.call('GET', '/api/newsFeed/comment/get', `/api/newsFeed/comment/get?newsFeedId=${id}`),
  ]);
}

/** As the bookmark button sends it: the state wanted, the opposite of the one shown. */
async function bookmark(u: ActingUser) {
  const article = await feedArticle(u);
  if (article)
    await u.call('POST', '/api/newsFeed/bookmark', '/api/newsFeed/bookmark', {
      newsFeedId: article._id,
      bookmark: !article.isBookmarked,
    });
}

async function comment(u: ActingUser) {
  const id = (await feedArticle(u))?._id;
  if (!id) return;
  await u.call('POST', '/api/newsFeed/comment/create', '/api/newsFeed/comment/create', {
    newsFeedId: id,
    comment: 'A useful summary for the dispensary team, thank you.',
  });
}

async function readChat(u: ActingUser) {
  await u.call('GET', '/api/community/roomList', '/api/community/roomList');
  const { roomId } = u.account;
  await u.call(
    'GET',
    '/api/community/chat/chatList',
    `/api/community/chat/chatList?roomId=${roomId}&limit=30`,
  );
}

/** As the web app sends while its socket is up: the `chatAction` request, acknowledged. */
async function sendChat(u: ActingUser) {
  const socket = u.socket;
  if (!socket) return;
  const clientId = randomUUID();
  const started = performance.now();
  try {
    const reply = await socket.timeout(10_000).emitWithAck('chatAction', {
      action: 'send',
      clientId,
      roomId: u.account.roomId,
      message: `Is the 2pm delivery in yet?|${started}`,
    });
    u.rec.record('socket chatAction send', performance.now() - started);
    if ((reply as { status: number }).status !== 200) {
      u.rec.errors.push(`socket send: ${JSON.stringify(reply).slice(0, 200)}`);
    } else u.rec.sentChat.push(clientId);
  } catch (err) {
    u.rec.errors.push(`socket send: ${(err as Error).message}`);
  }
}

async function products(u: ActingUser) {
  const list = await u.call<Listed[]>(
    'GET',
    '/api/product/get',
    `/api/product/get?${pick(PRODUCT_FILTERS)}&limit=20`,
  );
  const id = pick(list ?? [])?._id;
  if (id) await u.call('GET', '/api/product/get/:id', `/api/product/get/${id}`);
}

async function education(u: ActingUser) {
  const [webinars] = await Promise.all([
    u.call<Listed[]>('GET', '/api/webinar/get', '/api/webinar/get?limit=10'),
    u.call('GET', '/api/keyPublication/get', '/api/keyPublication/get?limit=10'),
  ]);
  const id = pick(webinars ?? [])?._id;
  if (id) await u.call('GET', '/api/webinar/get/:id', `/api/webinar/get/${id}`);
}

async function channelPosts(u: ActingUser): Promise<{ channelId?: string; postId?: string }> {
  const channels = await u.call<Listed[]>(
    'GET',
    '/api/community/channel/get',
    '/api/community/channel/get?limit=10',
  );
  const channelId = pick(channels ?? [])?._id;
  if (!channelId) return {};
  // As the channel's page does on opening: its posts, and the channel marked read.
  const [posts] = await Promise.all([
    u.call<Listed[]>(
      'GET',
      '/api/community/post/get',
      `/api/community/post/get?channelId=${channelId}&limit=10`,
    ),
    u.call('POST', '/api/community/channel/updateTime', '/api/community/channel/updateTime', {
      channelId,
    }),
  ]);
  return { channelId, postId: pick(posts ?? [])?._id };
}

async function readChannel(u: ActingUser) {
  const { postId } = await channelPosts(u);
  if (!postId) return;
  await Promise.all([
    u.call('GET', '/api/community/post/get/:id', `/api/community/post/get/${postId}`),
    u.call(
      'GET',
      '/api/community/response/get',
      `/api/community/response/get?postId=${postId}&limit=10`,
    ),
  ]);
}

async function post(u: ActingUser) {
  const { channelId } = await channelPosts(u);
  if (!channelId) return;
  await u.call('POST', '/api/community/post/create', '/api/community/post/create', {
    channelId,
    title: 'Storage of cannabis oils over a bank holiday',
    body: '<p>How do other pharmacies handle controlled storage when the shop is closed for three days?</p>',
  });
}

async function respond(u: ActingUser) {
  const { postId } = await channelPosts(u);
  if (!postId) return;
  await u.call('POST', '/api/community/response/create', '/api/community/response/create', {
    postId,
    body: '<p>We log each check in the register and keep the key with the responsible pharmacist.</p>',
  });
}

async function book(u: ActingUser) {
  const typeId = pick(u.world.bookingTypeIds);
  if (!typeId) return;
  const from = londonToday(Date.now(), 1);
  const to = londonToday(Date.now(), 14);
  const slots = await u.call<{ startsAt: string }[]>(
    'GET',
    '/api/booking/slots',
    `/api/booking/slots?bookingTypeId=${typeId}&from=${from}&to=${to}`,
  );
  const slot = pick(slots ?? []);
  if (!slot) return;
  const booking = await u.call<Listed>('POST', '/api/booking/create', '/api/booking/create', {
    bookingTypeId: typeId,
    startsAt: slot.startsAt,
  });
  if (booking) u.rec.bookings.push(booking._id);
}

async function approve(u: ActingUser) {
  const pending = await u.call<Listed[]>(
    'GET',
    '/api/booking/get',
    `/api/booking/get?as=doctor&status=${encodeURIComponent('Pending Approval')}&limit=10`,
  );
  const id = pending?.[0]?._id;
  if (id)
    await u.call('PATCH', '/api/booking/approved', '/api/booking/approved', { bookingId: id });
}

export const ACTIVITIES: Record<LoadActivity, (u: ActingUser) => Promise<void>> = {
  home,
  readArticle,
  bookmark,
  comment,
  readChat,
  sendChat,
  products,
  education,
  readChannel,
  post,
  respond,
  book,
  approve,
};
