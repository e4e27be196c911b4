// What a virtual user of bench/load.ts does: it logs in with its password, keeps its chat socket
// open, and then, after each think time, does one activity of the mix (load-mix.ts) with the
// calls the web app makes for it. Every call is timed by its call type (method and route).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DateTime } from 'luxon';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@portal/contract';
import { callServer } from './load-http';
import { LOAD_MIX, type LoadActivity } from './load-mix';

/** One of the accounts made for the run. */
export interface LoadAccount {
  id: string;
  email: string;
  certified: boolean;
  doctor: boolean;
  roomId: string;
}

/** What every user needs to know up front: the password and the bench doctors' booking types. */
export interface LoadWorld {
  password: string;
  bookingTypeIds: string[];
}

/** Timings by call type, errors, and what the server acknowledged (checked in the database after). */
export class LoadRecorder {
  readonly latencies = new Map<string, number[]>();
  readonly errors: string[] = [];
  /** A slot booked or a request approved by someone else first (409): an answer, not an error. */
  conflicts = 0;
  deliveries = 0;
  readonly sentChat: string[] = [];
  readonly bookings: string[] = [];
  /** Each second of the step, the slowest call that ended in it: a stall shows as a burst. */
  readonly slowestBySecond: number[] = [];
  private started = performance.now();

  record(type: string, ms: number) {
    const list = this.latencies.get(type);
    if (list) list.push(ms);
    else this.latencies.set(type, [ms]);
    const second = Math.floor((performance.now() - this.started) / 1000);
    this.slowestBySecond[second] = Math.max(this.slowestBySecond[second] ?? 0, ms);
  }

  /** Starts a new step's figures; what was acknowledged is kept for the final check. */
  reset() {
    this.latencies.clear();
    this.errors.length = 0;
    this.conflicts = 0;
    this.deliveries = 0;
    this.slowestBySecond.length = 0;
    this.started = performance.now();
  }
}

const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];
const weighted = Object.entries(LOAD_MIX) as [LoadActivity, number][];
const totalWeight = weighted.reduce((s, [, w]) => s + w, 0);
function nextActivity(): LoadActivity {
  let r = Math.random() * totalWeight;
  for (const [activity, weight] of weighted) {
    r -= weight;
    if (r < 0) return activity;
  }
  return weighted[0]![0];
}

interface Listed {
  _id: string;
}

const PRODUCT_FILTERS = [
  'form=flower&stock=in-stock&stock=low-stock&thcMin=10&sort=price-asc',
  'form=oil&sort=name',
  'search=og&sort=price-desc',
  'thcMin=18&stock=in-stock',
];

export class VirtualUser {
  private token = '';
  private socket: Socket | undefined;
  private stopped = false;

  constructor(
    private readonly account: LoadAccount,
    private readonly baseUrl: string,
    private readonly world: LoadWorld,
    private readonly rec: LoadRecorder,
    private readonly thinkMs: number,
    /** The loopback address its HTTP calls come from (`sourceAddress` in load-http.ts). */
    private readonly localAddress = '127.0.0.1',
  ) {}

  private markJoined = () => undefined as void;
  /** Settles once the user has logged in and opened the socket, or failed to. */
  readonly joined = new Promise<void>((resolve) => (this.markJoined = resolve));

  /** Logs in, opens the socket, then acts until stopped; resolves when the last call is done. */
  async run(): Promise<void> {
    const loggedIn = await this.login().finally(this.markJoined);
    if (!loggedIn) return;
    while (!this.stopped) {
      // Exponential think time: people do not act on a clock.
      await sleep(-Math.log(1 - Math.random()) * this.thinkMs);
      if (this.stopped) break;
      await this.act(nextActivity());
    }
    this.socket?.close();
  }

  stop() {
    this.stopped = true;
  }

  private async call<T>(method: string, route: string, path: string, body?: unknown) {
    const type = `${method} ${route}`;
    const started = performance.now();
    try {
      const { status, text } = await callServer(this.baseUrl, this.localAddress, {
        method,
        path,
        token: this.token,
        body,
      });
      this.rec.record(type, performance.now() - started);
      if (status === 409 && route.startsWith('/api/booking/')) {
        this.rec.conflicts++;
        return undefined;
      }
      if (status >= 300) {
        this.rec.errors.push(`${status} ${method} ${path}: ${text.slice(0, 200)}`);
        return undefined;
      }
      return (JSON.parse(text) as { data: T }).data;
    } catch (err) {
      this.rec.errors.push(`${type}: ${(err as Error).message}`);
      return undefined;
    }
  }

  private async login(): Promise<boolean> {
    const session = await this.call<{ token: string }>('POST', '/api/login', '/api/login', {
      email: this.account.email,
      password: this.world.password,
    });
    if (!session) return false;
    this.token = session.token;
    const started = performance.now();
    const socket = connect(this.baseUrl, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      query: { token: this.token },
      reconnection: false,
    });
    socket.on('updateChat', (e: { message: string; senderId?: string }) => {
      const sentAt = Number(e.message.split('|')[1]);
      if (Number.isFinite(sentAt)) this.rec.record('socket delivery', performance.now() - sentAt);
      this.rec.deliveries++;
    });
    try {
      await new Promise<void>((res, rej) => {
        socket.once('ready', () => res());
        socket.once('connect_error', rej);
      });
      this.rec.record('socket connect', performance.now() - started);
      this.socket = socket;
      // A chat user whose connection drops under load has lost the chat: an error of the step.
      socket.on('disconnect', (reason) => {
        if (!this.stopped) this.rec.errors.push(`socket closed: ${reason}`);
      });
      return true;
    } catch (err) {
      this.rec.errors.push(`socket connect: ${(err as Error).message}`);
      socket.close();
      return false;
    }
  }

  private async act(activity: LoadActivity): Promise<void> {
    const { certified, doctor } = this.account;
    if ((activity === 'products' || activity === 'book') && !certified) activity = 'readArticle';
    if (activity === 'approve' && !doctor) activity = 'readArticle';
    await this[activity]();
  }

  private async home() {
    const month = DateTime.now().setZone('Europe/London').toFormat('yyyy-MM');
    await Promise.all([
      this.call('GET', '/api/guideCard/get', '/api/guideCard/get?limit=20'),
      this.call('GET', '/api/event/calendar', `/api/event/calendar?month=${month}`),
      this.call('GET', '/api/event/upcoming/get', '/api/event/upcoming/get?limit=3'),
      this.call('GET', '/api/library/document/get', '/api/library/document/get?limit=4'),
      this.call('GET', '/api/link/get', '/api/link/get?limit=6'),
      this.call('GET', '/api/newsFeed/get', '/api/newsFeed/get?recommended=true&limit=4'),
      this.call('GET', '/api/testimonial/get', '/api/testimonial/get?limit=4'),
    ]);
  }

  private async feedArticle(): Promise<(Listed & { isBookmarked: boolean }) | undefined> {
    const feed = await this.call<(Listed & { isBookmarked: boolean })[]>(
      'GET',
      '/api/newsFeed/get',
      '/api/newsFeed/get?limit=10',
    );
    return pick(feed ?? []);
  }

  private async readArticle() {
    const id = (await this.feedArticle())?._id;
    if (!id) return;
    await Promise.all([
      this.call('GET', '/api/newsFeed/get/:id', `/api/newsFeed/get/${id}`),
      this.call('GET', '/api/newsFeed/comment/get', `/api/newsFeed/comment/get?newsFeedId=${id}`),
    ]);
  }

  /** As the bookmark button sends it: the state wanted, the opposite of the one shown. */
  private async bookmark() {
    const article = await this.feedArticle();
    if (article)
      await this.call('POST', '/api/newsFeed/bookmark', '/api/newsFeed/bookmark', {
        newsFeedId: article._id,
        bookmark: !article.isBookmarked,
      });
  }

  private async comment() {
    const id = (await this.feedArticle())?._id;
    if (!id) return;
    await this.call('POST', '/api/newsFeed/comment/create', '/api/newsFeed/comment/create', {
      newsFeedId: id,
      comment: 'A useful summary for the dispensary team, thank you.',
    });
  }

  private async readChat() {
    await this.call('GET', '/api/community/roomList', '/api/community/roomList');
    const { roomId } = this.account;
    await this.call(
      'GET',
      '/api/community/chat/chatList',
      `/api/community/chat/chatList?roomId=${roomId}&limit=30`,
    );
  }

  /** As the web app sends while its socket is up: the `chatAction` request, acknowledged. */
  private async sendChat() {
    const socket = this.socket;
    if (!socket) return;
    const clientId = randomUUID();
    const started = performance.now();
    try {
      const reply = await socket.timeout(10_000).emitWithAck('chatAction', {
        action: 'send',
        clientId,
        roomId: this.account.roomId,
        message: `Is the 2pm delivery in yet?|${started}`,
      });
      this.rec.record('socket chatAction send', performance.now() - started);
      if ((reply as { status: number }).status !== 200) {
        this.rec.errors.push(`socket send: ${JSON.stringify(reply).slice(0, 200)}`);
      } else this.rec.sentChat.push(clientId);
    } catch (err) {
      this.rec.errors.push(`socket send: ${(err as Error).message}`);
    }
  }

  private async products() {
    const list = await this.call<Listed[]>(
      'GET',
      '/api/product/get',
      `/api/product/get?${pick(PRODUCT_FILTERS)}&limit=20`,
    );
    const id = pick(list ?? [])?._id;
    if (id) await this.call('GET', '/api/product/get/:id', `/api/product/get/${id}`);
  }

  private async education() {
    const [webinars] = await Promise.all([
      this.call<Listed[]>('GET', '/api/webinar/get', '/api/webinar/get?limit=10'),
      this.call('GET', '/api/keyPublication/get', '/api/keyPublication/get?limit=10'),
    ]);
    const id = pick(webinars ?? [])?._id;
    if (id) await this.call('GET', '/api/webinar/get/:id', `/api/webinar/get/${id}`);
  }

  private async channelPosts(): Promise<{ channelId?: string; postId?: string }> {
    const channels = await this.call<Listed[]>(
      'GET',
      '/api/community/channel/get',
      '/api/community/channel/get?limit=10',
    );
    const channelId = pick(channels ?? [])?._id;
    if (!channelId) return {};
    // As the channel's page does on opening: its posts, and the channel marked read.
    const [posts] = await Promise.all([
      this.call<Listed[]>(
        'GET',
        '/api/community/post/get',
        `/api/community/post/get?channelId=${channelId}&limit=10`,
      ),
      this.call('POST', '/api/community/channel/updateTime', '/api/community/channel/updateTime', {
        channelId,
      }),
    ]);
    return { channelId, postId: pick(posts ?? [])?._id };
  }

  private async readChannel() {
    const { postId } = await this.channelPosts();
    if (!postId) return;
    await Promise.all([
      this.call('GET', '/api/community/post/get/:id', `/api/community/post/get/${postId}`),
      this.call(
        'GET',
        '/api/community/response/get',
        `/api/community/response/get?postId=${postId}&limit=10`,
      ),
    ]);
  }

  private async post() {
    const { channelId } = await this.channelPosts();
    if (!channelId) return;
    await this.call('POST', '/api/community/post/create', '/api/community/post/create', {
      channelId,
      title: 'Storage of cannabis oils over a bank holiday',
      body: '<p>How do other pharmacies handle controlled storage when the shop is closed for three days?</p>',
    });
  }

  private async respond() {
    const { postId } = await this.channelPosts();
    if (!postId) return;
    await this.call('POST', '/api/community/response/create', '/api/community/response/create', {
      postId,
      body: '<p>We log each check in the register and keep the key with the responsible pharmacist.</p>',
    });
  }

  private async book() {
    const typeId = pick(this.world.bookingTypeIds);
    if (!typeId) return;
    const today = DateTime.now().setZone('Europe/London');
    const from = today.plus({ days: 1 }).toISODate();
    const to = today.plus({ days: 14 }).toISODate();
    const slots = await this.call<{ startsAt: string }[]>(
      'GET',
      '/api/booking/slots',
      `/api/booking/slots?bookingTypeId=${typeId}&from=${from}&to=${to}`,
    );
    const slot = pick(slots ?? []);
    if (!slot) return;
    const booking = await this.call<Listed>('POST', '/api/booking/create', '/api/booking/create', {
      bookingTypeId: typeId,
      startsAt: slot.startsAt,
    });
    if (booking) this.rec.bookings.push(booking._id);
  }

  private async approve() {
    const pending = await this.call<Listed[]>(
      'GET',
      '/api/booking/get',
      `/api/booking/get?as=doctor&status=${encodeURIComponent('Pending Approval')}&limit=10`,
    );
    const id = pending?.[0]?._id;
    if (id)
      await this.call('PATCH', '/api/booking/approved', '/api/booking/approved', { bookingId: id });
  }
}
