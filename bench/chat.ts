// bench/chat: 1,000 authenticated Socket.IO clients in 50 rooms of 20 on PostgreSQL.
// (a) the highest message rate each target sustains with every delivery made, stepping the rate
// up: the real path (HTTP send -> stored -> fanned out) beside a bare Socket.IO broadcast;
// (b) p50/p99 send-to-receive latency of the real path at 500 messages/s (10,000 deliveries/s);
// (c) with REDIS_URL (default redis://127.0.0.1:6379) the same on two server processes, with
// the cross-process p50 and p99 beside two bare Socket.IO servers with the Redis adapter at the
// same rate (issue 50: p99 <= 2x, p50 <= 1.5x), and beside the same two storing each message in
// PostgreSQL (one INSERT) before they broadcast it: half the rooms send through each process
// (senderOf), half of each room's members are on the other, which hears the message through Redis.
// Prints figures and ratios; it is a benchmark, not a test.
//   node --import tsx bench/chat.ts        (BENCH_DATABASE_URL, REDIS_URL to override)
// Knobs: CHAT_BENCH_PARTS=bare,real,two picks parts; CHAT_BENCH_RATES=1000,2000 the steps of (a)
// (`none`: no steps, only the fixed rate); CHAT_BENCH_STEADY_RATE (500) and
// CHAT_BENCH_STEADY_SECONDS (5) the fixed rate of (b) and (c) and how long it is held;
// CHAT_BENCH_SEND=http sends over HTTP; CHAT_BENCH_NODE_ARGS=--cpu-prof profiles the servers.
// Only the cross-process p99 at 500 msg/s, on an idle machine:
//   CHAT_BENCH_PARTS=two CHAT_BENCH_RATES=none CHAT_BENCH_STEADY_SECONDS=30 node --import tsx bench/chat.ts
import { startAppServer } from './lib/app-server';
import { connectClients } from './lib/chat-clients';
import { prepareChatDatabase } from './lib/chat-database';
import { drive, maxRate, type RateRow } from './lib/chat-rates';
import { printSummary, table } from './lib/chat-report';
import { bareSender, closeHttpSender, httpSender, socketSender } from './lib/chat-senders';
import {
  CLIENTS,
  nodeArgs,
  parts,
  PER_ROOM,
  RATES,
  redisUrl,
  ROOMS,
  sendOver,
  STEADY_RATE,
  STEADY_SECONDS,
  STEP_SECONDS,
  WARMUP_RATE,
} from './lib/chat-settings';
import { cpuWindow, hostCpuTimes, stealSince } from './lib/proc-usage';
import { figuresWindow } from './lib/server-metrics';
import { fmt } from './lib/stats';
import { endChildren, runBenchmark, startChild, stop } from './lib/processes';

async function main() {
  console.log(
    `bench/chat: ${CLIENTS} clients in ${ROOMS} rooms of ${PER_ROOM}, steps of ${STEP_SECONDS} s at ${RATES.join(', ') || 'no rates'} msg/s; fixed rate ${STEADY_RATE} msg/s for ${STEADY_SECONDS} s`,
  );
  const db = await prepareChatDatabase();
  /** Starts one server process on a free port; with Redis when `redis`. */
  const startServer = (redis: boolean) =>
    startAppServer(
      { DATABASE_URL: db.url, ...(redis ? { REDIS_URL: redisUrl } : {}) },
      { nodeArgs },
    );
  /** Warm-up, the fixed rate (500 msg/s for 5 s unless set), then the steps. */
  const measureReal = async (urls: string[], pids: number[]) => {
    const clients = await connectClients(urls, db.tokens, db.rooms);
    const send =
      sendOver === 'http'
        ? httpSender(urls, db.tokens, urls.length, db.rooms)
        : socketSender(clients.sockets, urls.length, db.rooms);
    await drive(send, clients.stats, WARMUP_RATE, 2, urls.length);
    const window = cpuWindow(pids);
    const own = await figuresWindow(urls);
    const steady = await drive(send, clients.stats, STEADY_RATE, STEADY_SECONDS, urls.length);
    const steadyCpu = window();
    const figures = await own.end();
    console.log(
      `  the servers' own figures at ${STEADY_RATE} msg/s (/metrics): event-loop delay p99 ${fmt(figures.lagP99Ms)} ms, max ${fmt(figures.lagMaxMs)} ms; GC ${(figures.gcShare * 100).toFixed(1)}% of the busiest one's time`,
    );
    const max = await maxRate(send, clients.stats, urls.length);
    clients.sockets.forEach((s) => s.close());
    return { steady, steadyCpu, max };
  };

  try {
    // Bare Socket.IO broadcast.
    let bareMax = { best: 0, rows: [] as RateRow[] };
    const steal: Record<string, string> = {};
    if (parts.has('bare')) {
      const cpu = hostCpuTimes();
      const bare = await startChild(['bench/targets/bare-socket.ts'], {}, { nodeArgs });
      const bareClients = await connectClients([`http://127.0.0.1:${bare.port}`], null, db.rooms);
      const bareSend = bareSender(bareClients.sockets, 1, db.rooms);
      await drive(bareSend, bareClients.stats, 250, 2, 1);
      bareMax = await maxRate(bareSend, bareClients.stats, 1);
      bareClients.sockets.forEach((s) => s.close());
      await stop(bare.child, 'the bare server');
      steal.bare = stealSince(cpu);
      table('bare Socket.IO broadcast', bareMax.rows, steal.bare);
    }

    let realMax = { best: 0, rows: [] as RateRow[] };
    let twoMax = { best: 0, rows: [] as RateRow[] };
    let at500: RateRow | undefined;
    let two500: RateRow | undefined;
    let bareTwo500: RateRow | undefined;
    let storeTwo500: RateRow | undefined;
    let bareTwoCpu: ReturnType<ReturnType<typeof cpuWindow>> | undefined;
    let twoCpu: ReturnType<ReturnType<typeof cpuWindow>> | undefined;
    if (parts.has('real')) {
      const cpu = hostCpuTimes();
      const one = await startServer(false);
      ({ steady: at500, max: realMax } = await measureReal([one.url], [one.child.pid!]));
      await stop(one.child, 'the server');
      steal.real = stealSince(cpu);
      table(
        `real path, one process (${sendOver} send, stored in PostgreSQL, fanned out)`,
        realMax.rows,
        steal.real,
      );
      table(
        `real path at ${STEADY_RATE} msg/s for ${STEADY_SECONDS} s (${STEADY_RATE * PER_ROOM} deliveries/s)`,
        [at500],
      );
    }
    if (parts.has('two')) {
      // The baselines first: two bare servers with the Redis adapter, the same clients on the
      // same processes, the same senders, at the same rate (issue 50); then the same two storing
      // each message in PostgreSQL before they broadcast it.
      const barePair = async (env: Record<string, string>, title: string) => {
        const cpu = hostCpuTimes();
        const servers = await Promise.all(
          [0, 1].map(() =>
            startChild(
              ['bench/targets/bare-socket.ts'],
              { REDIS_URL: redisUrl, ...env },
              { nodeArgs },
            ),
          ),
        );
        const urls = servers.map((b) => `http://127.0.0.1:${b.port}`);
        const clients = await connectClients(urls, null, db.rooms);
        const send = bareSender(clients.sockets, 2, db.rooms);
        await drive(send, clients.stats, WARMUP_RATE, 2, 2);
        const window = cpuWindow(servers.map((b) => b.child.pid!));
        const row = await drive(send, clients.stats, STEADY_RATE, STEADY_SECONDS, 2);
        const used = window();
        clients.sockets.forEach((s) => s.close());
        await Promise.all(servers.map((b, i) => stop(b.child, `bare server ${i + 1}`)));
        table(`${title}, at ${STEADY_RATE} msg/s for ${STEADY_SECONDS} s`, [row], stealSince(cpu));
        return { row, used };
      };
      ({ row: bareTwo500, used: bareTwoCpu } = await barePair(
        {},
        'bare Socket.IO, two processes with the Redis adapter',
      ));
      ({ row: storeTwo500 } = await barePair(
        { STORE_URL: db.url },
        'the same, each message stored in PostgreSQL (one INSERT) before it is broadcast',
      ));

      const cpu = hostCpuTimes();
      const pair = await Promise.all([startServer(true), startServer(true)]);
      ({
        steady: two500,
        steadyCpu: twoCpu,
        max: twoMax,
      } = await measureReal(
        pair.map((p) => p.url),
        pair.map((p) => p.child.pid!),
      ));
      steal.two = stealSince(cpu);
      table('real path, two processes with the Redis adapter', twoMax.rows, steal.two);
      table(`two processes at ${STEADY_RATE} msg/s for ${STEADY_SECONDS} s`, [two500]);
    }

    printSummary({
      steal,
      bareMax,
      realMax,
      twoMax,
      at500,
      two500,
      bareTwo500,
      storeTwo500,
      bareTwoCpu,
      twoCpu,
    });
  } finally {
    await endChildren();
    await db.drop();
    await closeHttpSender();
  }
}

runBenchmark(main);
