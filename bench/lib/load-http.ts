// How bench/load's virtual users reach the server over HTTP: as browsers of many practices
// would, from many source addresses, through undici's own request (not its fetch, whose streams
// cost the generator, which shares the machine, CPU that the calls it times would take on as
// delay), asking for compressed answers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { APP_VERSION } from '@portal/contract';

/**
 * One HTTP agent per source address. Users come from many addresses, as pharmacies do: a
 * server that sees every log-in from one address would count them all against that address's
 * limit of log-in attempts in flight and lock it out under load (decision 29).
 */
const agents = new Map<string, Agent>();
function agentFor(localAddress: string) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ connections: 64, pipelining: 1, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}
export const closeHttpAgent = () => Promise.all([...agents.values()].map((a) => a.close()));

/** An answer's body as text, decompressed as its content-encoding says. */
async function bodyText(res: Dispatcher.ResponseData): Promise<string> {
  const raw = Buffer.from(await res.body.arrayBuffer());
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Users per source address: a practice's team behind one router. */
const USERS_PER_ADDRESS = 10;
/** The loopback address (127.0.0.0/8 is all local on Linux) that user `i` connects from. */
export function sourceAddress(i: number): string {
  const k = Math.floor(i / USERS_PER_ADDRESS);
  return `127.0.${1 + Math.floor(k / 250)}.${1 + (k % 250)}`;
}

/** One call as the web app makes it; the answer's status and its body as text. */
export async function callServer(
  baseUrl: string,
  localAddress: string,
  call: { method: string; path: string; token: string; body?: unknown },
): Promise<{ status: number; text: string }> {
  const res = await request(`${baseUrl}${call.path}`, {
    method: call.method as Dispatcher.HttpMethod,
    dispatcher: agentFor(localAddress),
    headers: {
      panel: 'doctor',
      appversion: APP_VERSION,
      // As a browser asks: answers over 1 KB come compressed (and are decompressed here).
      'accept-encoding': 'br, gzip',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  return { status: res.statusCode, text: await bodyText(res) };
}
