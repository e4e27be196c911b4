// Fuzzing from the contract: every descriptor the contract exports gets bad input made from its
// own zod schemas (bad-inputs/), starting from a valid call (fixtures/) that must
// succeed first. Every answer must be a 4xx in the error envelope (or, for input the schemas
// accept, any answer but a 5xx), and a refused request must leave every table as it was.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, ErrorBodySchema, type EndpointWithSchemas } from '@portal/contract';
import {
  badVariants,
  requestOf,
  schemasAccept,
  type HttpRequest,
  type ValidCall,
  type Variant,
} from './bad-inputs';
import { allEndpoints, endpointKey } from './contract-descriptors';
import {
  createFixtureContext,
  backgroundWork,
  fixtures,
  repeatable,
  validCalls,
  type FixtureContext,
} from './fixtures';
import { changedTables, watchDbState, type DbStateWatch } from './db-state';
import { startSmtpServer } from './smtp';
import { listen, openSocket } from './socket-client';
import { createTestApp, type TestApp } from './test-app';

const endpoints = allEndpoints();

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: FixtureContext;
let db: DbStateWatch;
let baseUrl: string;
const sockets: Socket[] = [];
const stats = { requests: 0, socketRequests: 0, accepted: 0, refused: 0 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' } });
  baseUrl = await listen(t);
  ctx = await createFixtureContext(t, smtp);
  db = await watchDbState(t.database.db);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
  await smtp?.close();
  if (process.env.CONTRACT_SUITE_STATS) {
    process.stdout.write(
      `contract-fuzz: ${endpoints.length} descriptors, ${JSON.stringify(stats)}\n`,
    );
  }
});

// Each request comes from its own address, so log-in throttling per address (decision 9) never
// turns the later requests into 429s; per account it still may, and 429 is a fine answer.
let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

function send(req: HttpRequest) {
  stats.requests++;
  return t.request({
    method: req.method,
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    ...(req.token ? { token: req.token } : {}),
    remoteAddress: nextAddress(),
  });
}

const short = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);
const describeRequest = (r: HttpRequest) =>
  `${r.method} ${short(r.url)}${r.headers['content-type'] ? ` [${r.headers['content-type']}]` : ''}${
    typeof r.payload === 'string'
      ? ` ${short(r.payload)}`
      : r.payload
        ? ` <${r.payload.length} bytes>`
        : ''
  }`;

/** What is wrong with an answer to a bad variant; empty when it is right. */
function judge(e: EndpointWithSchemas, v: Variant, status: number, body: string): string[] {
  const problems: string[] = [];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    const parsed = ErrorBodySchema.safeParse(json);
    if (
      !parsed.success ||
      Object.keys(json as object).some((k) => !['error', 'code', 'fields'].includes(k))
    ) {
      problems.push(`answered ${status} outside the error envelope: ${short(body)}`);
    }
  } else if (v.expect === 'reject') {
    problems.push(`accepted (${status}) input the contract refuses`);
  } else if (!v.reroutes && !e.file && !envelopeSchema(e.response).safeParse(json).success) {
    problems.push(`answered ${status} outside the success envelope: ${short(body)}`);
  }
  return problems;
}

/** Runs every bad variant of one valid call; returns the problems found. */
async function fuzzCall(e: EndpointWithSchemas, key: string, index: number): Promise<string[]> {
  const problems: string[] = [];
  // Variants the schemas refuse first: they never reach a handler, so they need no fresh objects.
  const quietMs = backgroundWork[key]?.quietMs;
  const variantsOf = async () => {
    // Handlers write before they answer, except those with background work.
    if (quietMs) await db.settle(quietMs);
    const vs = badVariants(e, (await validCalls(key, ctx))[index]!);
    if (quietMs) await db.settle(quietMs);
    return [...vs.filter((v) => v.expect === 'reject'), ...vs.filter((v) => v.expect === 'any')];
  };
  let variants = await variantsOf();
  // An accepted write may have used up the fixture's objects (deleted the room, say): the next
  // variant that reaches a handler gets a fresh valid call to alter.
  let usedUp = false;
  // The contents before the next request: after a refusal, the same as before it.
  let before = await db.read();
  for (let i = 0; i < variants.length; i++) {
    if (usedUp && variants[i]!.expect === 'any') {
      const next = await variantsOf();
      if (next.length !== variants.length) throw new Error(`${key}: the fixture changed shape`);
      variants = next;
      usedUp = false;
      before = await db.read();
    }
    const v = variants[i]!;
    const res = await send(v.request);
    const found = judge(e, v, res.statusCode, res.body);
    if (res.statusCode >= 400) {
      stats.refused++;
      const after = await db.read();
      const changed = changedTables(before, after);
      if (changed.length)
        found.push(`was refused (${res.statusCode}) but changed ${changed.join(', ')}`);
      before = after;
    } else {
      stats.accepted++;
      if (e.method !== 'GET' && !repeatable.has(key)) usedUp = true;
      // Let a write's background work (an e-mail sent after the answer) end first.
      if (quietMs) await db.settle(quietMs);
      before = await db.read();
    }
    for (const p of found) problems.push(`${v.name}: ${p}\n    ${describeRequest(v.request)}`);
  }
  return problems;
}

async function mustSucceed(e: EndpointWithSchemas, call: ValidCall) {
  const req = requestOf(e, call);
  expect(schemasAccept(e, call), `the fixture of ${endpointKey(e)} breaks the contract`).toBe(true);
  const res = await send(req);
  expect(res.statusCode, `valid call ${describeRequest(req)} answered ${short(res.body)}`).toBe(
    200,
  );
  // A file endpoint answers with the file itself.
  if (!e.file) expect(envelopeSchema(e.response).safeParse(res.json()).success).toBe(true);
}

describe('contract fuzzing', () => {
  it('finds the descriptors of every domain', () => {
    const domains = new Set(endpoints.map((e) => e.path.split('/')[2]));
    expect(endpoints.length).toBeGreaterThanOrEqual(60);
    expect([...domains]).toEqual(
      expect.arrayContaining(['login', 'user', 'community', 'newsFeed']),
    );
  });

  it('has a fixture for every descriptor and none for a descriptor that is gone', () => {
    const keys = endpoints.map(endpointKey);
    expect(
      keys.filter((k) => !fixtures[k]),
      'descriptors without a fixture',
    ).toEqual([]);
    expect(
      Object.keys(fixtures).filter((k) => !keys.includes(k)),
      'fixtures of no descriptor',
    ).toEqual([]);
  });

  it.each(endpoints.map((e) => [endpointKey(e), e] as const))(
    '%s refuses bad input with a 4xx and changes nothing',
    async (key, e) => {
      const calls = await validCalls(key, ctx);
      const problems: string[] = [];
      for (let i = 0; i < calls.length; i++) {
        await mustSucceed(e, calls[i]!);
        problems.push(...(await fuzzCall(e, key, i)));
      }
      expect(problems, `${problems.length} problem(s)`).toEqual([]);
    },
    120_000,
  );
});

describe('contract fuzzing over the socket', () => {
  const socketEndpoints = endpoints.filter((e) => e.socketEvent && e.body);

  it('covers the socket-served descriptors', () => {
    expect(socketEndpoints.map(endpointKey)).toContain('POST /api/community/chat/action');
  });

  it.each(socketEndpoints.map((e) => [endpointKey(e), e] as const))(
    '%s over the socket refuses bad bodies like HTTP',
    async (key, e) => {
      const problems: string[] = [];
      const calls = await validCalls(key, ctx);
      for (let index = 0; index < calls.length; index++) {
        const call = calls[index]!;
        const socket = await openSocket(baseUrl, call.token!);
        sockets.push(socket);
        const ask = async (payload: unknown) => {
          stats.socketRequests++;
          return (await socket.timeout(5000).emitWithAck(e.socketEvent!, payload)) as {
            status: number;
            body: unknown;
          };
        };
        const ok = await ask(call.body);
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);

        // The JSON-body variants, sent as the socket payload they would parse to.
        const payloads: { name: string; expect: Variant['expect']; payload: unknown }[] = [];
        for (const v of badVariants(e, call)) {
          if (
            !v.name.startsWith('body') ||
            v.request.headers['content-type'] !== 'application/json'
          )
            continue;
          // Beyond what a Socket.IO client can send: its packet size and nesting limits.
          if (/nested|1 MiB/.test(v.name)) continue;
          let payload: unknown;
          try {
            payload = JSON.parse(String(v.request.payload));
          } catch {
            continue;
          }
          payloads.push({ name: v.name, expect: v.expect, payload });
        }
        payloads.push(
          { name: 'no payload', expect: 'reject', payload: undefined },
          { name: 'a Buffer', expect: 'reject', payload: Buffer.from('{}') },
        );
        for (const p of payloads) {
          const before = await db.read();
          const reply = await ask(p.payload);
          const found = judge(
            e,
            { name: p.name, expect: p.expect, request: undefined as never },
            reply.status,
            JSON.stringify(reply.body),
          );
          if (reply.status >= 400) {
            const changed = changedTables(before, await db.read());
            if (changed.length)
              found.push(`was refused (${reply.status}) but changed ${changed.join(', ')}`);
          } else {
            await db.settle();
          }
          for (const f of found)
            problems.push(
              `${p.name}: ${f}\n    ${short(JSON.stringify(p.payload) ?? 'undefined')}`,
            );
        }
        socket.close();
      }
      expect(problems, `${problems.length} problem(s)`).toEqual([]);
    },
    120_000,
  );
});
