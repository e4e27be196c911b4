// bench/chat's shape and knobs (bench/chat.ts and bench/README.md say what each does).
export const ROOMS = 50;
export const PER_ROOM = 20;
export const CLIENTS = ROOMS * PER_ROOM;
export const STEP_SECONDS = 3;
/** Rates stepped through; CHAT_BENCH_RATES=1000,2000 to look at a few. */
const RATES_TEXT =
  process.env.CHAT_BENCH_RATES ?? '250,500,750,1000,1500,2000,3000,4000,6000,8000,12000,16000';
export const RATES = RATES_TEXT === 'none' ? [] : RATES_TEXT.split(',').map(Number);
/** The fixed rate whose latency is reported (issue 32's 500 msg/s) and how long it is held. */
export const STEADY_RATE = Number(process.env.CHAT_BENCH_STEADY_RATE ?? 500);
export const STEADY_SECONDS = Number(process.env.CHAT_BENCH_STEADY_SECONDS ?? 5);
/** Warm-up (not reported: JIT, pools, query plans): 2 s, at no more than the fixed rate. */
export const WARMUP_RATE = Math.min(250, STEADY_RATE);
export const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Which parts to run (default all): bare, real, two. */
export const parts = new Set((process.env.CHAT_BENCH_PARTS ?? 'bare,real,two').split(','));
/** Extra node flags for the processes under test, e.g. `--cpu-prof` to see where time goes. */
export const nodeArgs = (process.env.CHAT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** How the real path sends: over the socket (as the web app does) or over HTTP. */
export const sendOver = process.env.CHAT_BENCH_SEND === 'http' ? 'http' : 'socket';
