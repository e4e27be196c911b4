// Access from the contract: the access rules each descriptor declares (access, module,
// selfCertified, admin, consults) are enforced on every one of them, and the ownership table (ownership/)
// shows that user B can neither read nor change user A's objects through any route taking their id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MODULE_SLUGS, type EndpointWithSchemas } from '@portal/contract';
import { requestOf, type CallInput, type ValidCall } from './bad-inputs';
import { allEndpoints, endpointKey, idParameters } from './contract-descriptors';
import { createFixtureContext, validCalls, type FixtureContext } from './fixtures';
import { changedTables, watchDbState, type DbStateWatch } from './db-state';
import {
  ownershipTable,
  publicByDesign,
  selfReferences,
  type OwnedRoute,
  type OwnershipRow,
} from './ownership';
import { startSmtpServer } from './smtp';
import { createTestApp, type TestApp } from './test-app';

const endpoints = allEndpoints();
const byKey = new Map(endpoints.map((e) => [endpointKey(e), e]));
const userEndpoints = endpoints.filter((e) => e.access === 'user');
const moduleEndpoints = userEndpoints.filter((e) => e.module && e.module !== 'home');
const selfCertifiedEndpoints = userEndpoints.filter((e) => e.selfCertified);
const adminEndpoints = userEndpoints.filter((e) => e.admin);
const consultingEndpoints = userEndpoints.filter((e) => e.consults);

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: FixtureContext;
let db: DbStateWatch;
const stats = { requests: 0 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' } });
  ctx = await createFixtureContext(t, smtp);
  db = await watchDbState(t.database.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  if (process.env.CONTRACT_SUITE_STATS) {
    const entries = ownershipTable.reduce((n, r) => n + r.routes.length, 0);
    process.stdout.write(
      `contract-access: ${ownershipTable.length} ownership rows, ${entries} route entries, ${stats.requests} requests\n`,
    );
  }
});

/** Sends a call and reports the answer and which tables it changed. */
async function attempt(e: EndpointWithSchemas, call: ValidCall) {
  const before = await db.read();
  stats.requests++;
  const req = requestOf(e, call);
  const res = await t.request({
    method: req.method,
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    ...(req.token ? { token: req.token } : {}),
  });
  const changed = res.statusCode >= 400 ? changedTables(before, await db.read()) : [];
  if (res.statusCode < 400) await db.settle();
  let body: { code?: string } | undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, text: res.body, changed, url: req.url };
}

/** The fixture's (first) valid call of a descriptor. */
const validCall = async (e: EndpointWithSchemas) => (await validCalls(endpointKey(e), ctx))[0]!;

async function expectRefused(
  e: EndpointWithSchemas,
  call: ValidCall,
  status: number,
  code: string,
): Promise<void> {
  const r = await attempt(e, call);
  expect(r.status, `${e.method} ${r.url}: ${r.text}`).toBe(status);
  expect(ErrorBodySchema.safeParse(r.body).success, r.text).toBe(true);
  expect(r.body?.code).toBe(code);
  expect(r.changed, 'tables changed by the refused call').toEqual([]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The call with every uuid in it upper-cased. */
function upperCaseIds(input: CallInput): CallInput {
  const walk = (v: unknown): unknown =>
    typeof v === 'string' && UUID.test(v)
      ? v.toUpperCase()
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return walk(input) as CallInput;
}

const cases = (list: EndpointWithSchemas[]) => list.map((e) => [endpointKey(e), e] as const);

describe('access rules of every descriptor', () => {
  it('finds user, module and admin endpoints in the contract', () => {
    expect(userEndpoints.length).toBeGreaterThan(40);
    expect(moduleEndpoints.length).toBeGreaterThan(20);
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(3);
    expect(consultingEndpoints.map(endpointKey)).toContain('POST /api/bookingType/create');
  });

  it.each(cases(userEndpoints))('%s needs a session: 401 without one', async (_key, e) => {
    const { token: _token, ...call } = await validCall(e);
    await expectRefused(e, call, 401, 'UNAUTHORIZED');
    for (const token of ['not-a-session-token', 'x'.repeat(100 * 1024), `${ctx.me.token}%00`]) {
      await expectRefused(e, { ...call, token }, 401, 'UNAUTHORIZED');
    }
  });

  it.each(cases(moduleEndpoints))('%s needs its module: 403 without it', async (_key, e) => {
    const without = await ctx.person({
      modules: MODULE_SLUGS.filter((m) => m !== e.module),
      ...(e.admin ? { role: 'admin' as const } : {}),
    });
    await expectRefused(e, { ...(await validCall(e)), token: without.token }, 403, 'FORBIDDEN');
  });

  if (selfCertifiedEndpoints.length) {
    it.each(cases(selfCertifiedEndpoints))(
      '%s needs self-certification: 403 without it',
      async (_key, e) => {
        const uncertified = await ctx.person({
          selfCertified: false,
          ...(e.admin ? { role: 'admin' as const } : {}),
        });
        await expectRefused(
          e,
          { ...(await validCall(e)), token: uncertified.token },
          403,
          'SELF_CERTIFICATION_REQUIRED',
        );
      },
    );
  } else {
    it('has no selfCertified descriptor yet (Products will add them)', async () => {
      // The rule itself is proven on a test route in http/platform.int.test.ts.
      expect(selfCertifiedEndpoints).toEqual([]);
    });
  }

  it.each(cases(consultingEndpoints))(
    '%s is for those who consult: 403 for a pharmacy technician and a patient',
    async (_key, e) => {
      for (const role of ['pharmacy-technician', 'patient'] as const) {
        const other = await ctx.person({ role });
        await expectRefused(e, { ...(await validCall(e)), token: other.token }, 403, 'FORBIDDEN');
      }
    },
  );

  it.each(cases(adminEndpoints))('%s is for admins: 403 for anyone else', async (_key, e) => {
    const notAdmin = await ctx.person();
    await expectRefused(e, { ...(await validCall(e)), token: notAdmin.token }, 403, 'FORBIDDEN');
  });
});

// ---------------------------------------------------------------------------------------------

describe('self-references', () => {
  it.each(selfReferences.map((r) => [`${r.route}: ${r.label}`, r] as const))(
    '%s is refused and changes nothing, whatever the case of the id',
    async (_name, ref) => {
      const e = byKey.get(ref.route)!;
      const self = await ctx.person(ref.caller === 'admin' ? { role: 'admin' } : {});
      const input = await ref.call(self, ctx);
      for (const variant of [input, upperCaseIds(input)]) {
        const r = await attempt(e, { ...variant, token: self.token });
        expect(
          r.status,
          `${e.method} ${r.url} ${JSON.stringify(variant.body ?? '')}: ${r.text}`,
        ).toBeGreaterThanOrEqual(400);
        expect(r.status, r.text).toBeLessThan(500);
        expect(r.changed, 'tables changed by the refused call').toEqual([]);
      }
      // The caller is still there and still logged in.
      expect(
        (await attempt(byKey.get('GET /api/user/profile')!, { token: self.token })).status,
      ).toBe(200);
    },
  );
});

const entries = ownershipTable.flatMap((row) =>
  row.routes.map(
    (route) =>
      [`${row.kind}: ${route.route}${route.label ? ` (${route.label})` : ''}`, row, route] as const,
  ),
);

describe('ownership', () => {
  it('puts every route with an id parameter in a row or in publicByDesign', () => {
    const covered = new Set([
      ...ownershipTable.flatMap((row) =>
        row.routes.flatMap((r) => r.ids.map((id) => `${r.route} ${id}`)),
      ),
      ...publicByDesign.flatMap((p) => p.ids.map((id) => `${p.route} ${id}`)),
    ]);
    const uncovered = endpoints.flatMap((e) =>
      idParameters(e)
        .map((id) => `${endpointKey(e)} ${id}`)
        .filter((k) => !covered.has(k)),
    );
    expect(
      uncovered,
      'add these to a row of apps/server/src/test/ownership/ (or to publicByDesign, with the reason)',
    ).toEqual([]);
  });

  it('names only routes and id parameters the contract has', () => {
    const named = [
      ...ownershipTable.flatMap((row) => row.routes.map((r) => ({ route: r.route, ids: r.ids }))),
      ...publicByDesign,
    ];
    const stale = named.flatMap(({ route, ids }) => {
      const e = byKey.get(route);
      if (!e) return [`${route}: no such descriptor`];
      const real = idParameters(e);
      return ids.filter((id) => !real.includes(id)).map((id) => `${route}: no id parameter ${id}`);
    });
    expect(stale).toEqual([]);
  });

  it.each(entries)(
    '%s: user B is refused and A’s object is unchanged',
    async (_name, row: OwnershipRow<unknown>, entry: OwnedRoute<unknown>) => {
      const e = byKey.get(entry.route)!;
      const a = await ctx.person();
      const b = await ctx.person();
      const o = await row.create(ctx, a, b);
      const seenBefore = await row.view(ctx, a, o);

      const input: CallInput = await entry.call(o, b, ctx, 'intruder');
      const statuses = [403, 404, ...(entry.refusedWith?.statuses ?? [])];
      // The ids as given, then in upper case: the same uuids to the database, other strings to
      // a check that compares them as text.
      for (const variant of [input, upperCaseIds(input)]) {
        const r = await attempt(e, { ...variant, token: b.token });
        expect(statuses, `${e.method} ${r.url} by B answered ${r.status}: ${r.text}`).toContain(
          r.status,
        );
        expect(ErrorBodySchema.safeParse(r.body).success, r.text).toBe(true);
        expect(r.changed, `B's ${entry.access} changed tables`).toEqual([]);
      }
      expect(await row.view(ctx, a, o), `A's ${row.kind} as A sees it`).toEqual(seenBefore);

      // The control: the same call by someone allowed succeeds, so B's refusal is about B.
      const allowed = entry.allowed === 'admin' ? ctx.admin : a;
      const fresh = await row.create(ctx, a, b);
      const control = await attempt(e, {
        ...(await entry.call(fresh, allowed, ctx, 'allowed')),
        token: allowed.token,
      });
      expect(
        control.status,
        `the same call by the ${entry.allowed ?? 'owner'}: ${control.text}`,
      ).toBe(200);
    },
  );
});
