// A virtual user of bench/load.ts: it logs in with its password, keeps its chat socket open, and
// then, after each think time, does one activity of the mix (load-mix.ts) with the calls the web
// app makes for it (load-activities.ts). Every call is timed by its call type (method and route).
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@portal/contract';
import type { LoadAccount, LoadWorld } from './load-accounts';
import { ACTIVITIES, type ActingUser } from './load-activities';
import { callServer } from './load-http';
import { LOAD_MIX, type LoadActivity } from './load-mix';
import type { LoadRecorder } from './load-recorder';

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

export class VirtualUser implements ActingUser {
  private token = '';
  socket: Socket | undefined;
  private stopped = false;

  constructor(
    readonly account: LoadAccount,
    private readonly baseUrl: string,
    readonly world: LoadWorld,
    readonly rec: LoadRecorder,
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

  async call<T>(method: string, route: string, path: string, body?: unknown) {
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
    await ACTIVITIES[activity](this);
  }
}
