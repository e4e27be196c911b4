import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createAuthService } from './auth.service';
import { createUserTokens } from './user-tokens';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { SessionAuthority } from '../../http/session';
import { pageSession, SESSION_COOKIE } from '../../http/session-cookie';

const SESSION_HOURS = 12;
const NEW_PASSWORD = 'N3w!Password';

let t: TestApp;
let proxied: TestApp;
// Its own auth service on the same database: what the page handler will hand to pageSession.
let auth: SessionAuthority;

beforeAll(async () => {
  t = await createTestApp({
    env: { SESSION_TTL_HOURS: String(SESSION_HOURS) },
    // A page handler's stand-in: answers what pageSession makes of the request's cookie.
    extend: (app) => {
      app.get('/page-session-probe', async (request) => {
        const session = await pageSession(request, auth);
        return { token: session?.token ?? null, userId: session?.user._id ?? null };
      });
    },
  });
  auth = createAuthService({
    db: t.database.db,
    config: t.config,
    mailer: { send: async () => {}, close: () => {} },
  });
  proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

/** The Set-Cookie line of the session cookie in an answer, if it has one. */
function sessionSetCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** The line clears the cookie: an empty value that expires at once. */
function expectCleared(line: string | undefined) {
  expect(line).toBeDefined();
  expect(line).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  expect(line).toMatch(/; Max-Age=0(;|$)/);
  expect(line).toMatch(/; Expires=Thu, 01 Jan 1970 00:00:00 GMT(;|$)/);
  expect(line).toMatch(/; Path=\/(;|$)/);
}

const withCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

async function logIn(app: TestApp, email: string, password: string, headers = {}) {
  return app.request({ method: 'POST', url: '/api/login', payload: { email, password }, headers });
}

async function pageSessionOf(token: string | undefined) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/page-session-probe',
    headers: token ? withCookie(token) : {},
  });
  return res.json<{ token: string | null; userId: string | null }>();
}

describe('the session cookie at log-in', () => {
  it('carries the token, HttpOnly, SameSite=Lax, on every path, as long as the session lives', async () => {
    const u = await createUser(t.database.db);
    const res = await logIn(t, u.email, u.password);
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data;
    const line = sessionSetCookie(res);
    expect(line).toBe(
      `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_HOURS * 3600}; Path=/; HttpOnly; SameSite=Lax`,
    );
    // Over plain http a Secure cookie would never come back.
    expect(line).not.toMatch(/Secure/i);
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    const u = await createUser(proxied.database.db);
    const res = await logIn(proxied, u.email, u.password, { 'x-forwarded-proto': 'https' });
    const { token } = res.json().data;
    expect(sessionSetCookie(res)).toBe(
      `${SESSION_COOKIE}=${token}; Max-Age=${30 * 24 * 3600}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('believes no forwarded protocol without TRUST_PROXY', async () => {
    const u = await createUser(t.database.db);
    const res = await logIn(t, u.email, u.password, { 'x-forwarded-proto': 'https' });
    expect(sessionSetCookie(res)).toBeDefined();
    expect(sessionSetCookie(res)).not.toMatch(/Secure/i);
  });

  it('is not set when the log-in starts no session (sign-up unfinished) or fails', async () => {
    const u = await createUser(t.database.db);
    await t.database.db.update(users).set({ registrationStep: 'verify' }).where(eq(users.id, u.id));
    const unfinished = await logIn(t, u.email, u.password);
    expect(unfinished.statusCode).toBe(200);
    expect(unfinished.json().data.registerToken).toBeDefined();
    expect(sessionSetCookie(unfinished)).toBeUndefined();

    const wrong = await logIn(t, u.email, 'Wrong!Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(sessionSetCookie(wrong)).toBeUndefined();
  });

  it('is set by the e-mail confirmation that finishes sign-up and starts a session', async () => {
    const u = await createUser(t.database.db);
    const verifyToken = await createUserTokens(t.database.db).issue(
      u.id,
      'verify-email',
      new Date(),
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: verifyToken },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data;
    expect(sessionSetCookie(res)).toBe(
      `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_HOURS * 3600}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });
});

describe('the API and the cookie', () => {
  it('does not take the cookie for the bearer token: 401, and the cookie is cleared', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const res = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      headers: withCookie(token),
    });
    expect(res.statusCode).toBe(401);
    expectCleared(sessionSetCookie(res));
  });

  it('clears the cookie on any 401, such as an expired bearer token', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      token: 'no-such-session',
      headers: withCookie('no-such-session'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Your session has expired. Please log in again.');
    expectCleared(sessionSetCookie(res));
  });

  it('sends no Set-Cookie with a 401 to a caller that has no cookie', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user/profile', token: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the cookie alone on answers that are not about the session', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const ok = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      token,
      headers: withCookie(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeUndefined();
    const forbidden = await t.request({
      method: 'GET',
      url: '/api/user/admin/list',
      token,
      headers: withCookie(token),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(sessionSetCookie(forbidden)).toBeUndefined();
  });
});

describe('answers that end a session clear the cookie', () => {
  it('log-out', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const res = await t.request({
      method: 'POST',
      url: '/api/logout',
      token,
      headers: withCookie(token),
    });
    expect(res.statusCode).toBe(200);
    expectCleared(sessionSetCookie(res));
  });

  it('a password change: a cookie of an ended session goes, the caller’s own stays', async () => {
    const u = await createUser(t.database.db);
    const caller = await t.login(u.email, u.password);
    const other = await t.login(u.email, u.password);
    const change = (cookie: string, currentPassword: string, password: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/change-password',
        token: caller.token,
        headers: withCookie(cookie),
        payload: { currentPassword, password, confirmPassword: password },
      });

    const keeps = await change(caller.token, u.password, NEW_PASSWORD);
    expect(keeps.statusCode).toBe(200);
    expect(sessionSetCookie(keeps)).toBeUndefined();
    expect((await pageSessionOf(caller.token)).userId).toBe(u.id);

    // The first change ended `other`; its cookie, still in some browser, is cleared here.
    const clears = await change(other.token, NEW_PASSWORD, 'Th1rd!Password');
    expect(clears.statusCode).toBe(200);
    expectCleared(sessionSetCookie(clears));
  });

  it('a password reset, when the cookie is of the account whose sessions it ended', async () => {
    const u = await createUser(t.database.db);
    const bystander = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const theirs = await t.login(bystander.email, bystander.password);
    const tokens = createUserTokens(t.database.db);
    const reset = async (cookie: string) =>
      t.request({
        method: 'POST',
        url: '/api/reset-password',
        headers: withCookie(cookie),
        payload: {
          token: await tokens.issue(u.id, 'reset-password', new Date()),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });

    const ended = await reset(token);
    expect(ended.statusCode).toBe(200);
    expectCleared(sessionSetCookie(ended));

    const other = await reset(theirs.token);
    expect(other.statusCode).toBe(200);
    expect(sessionSetCookie(other)).toBeUndefined();
  });

  it('account deletion', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/user/${u.id}`,
      token,
      headers: withCookie(token),
      payload: { password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expectCleared(sessionSetCookie(res));
  });
});

describe('pageSession', () => {
  it('gives the user and token of a live cookie, and null once the session is revoked', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    expect(await pageSessionOf(token)).toEqual({ token, userId: u.id });

    await t.request({ method: 'POST', url: '/api/logout', token });
    expect(await pageSessionOf(token)).toEqual({ token: null, userId: null });
  });

  it('gives null without a cookie and for an unknown token', async () => {
    expect(await pageSessionOf(undefined)).toEqual({ token: null, userId: null });
    expect(await pageSessionOf('not-a-session')).toEqual({ token: null, userId: null });
  });

  it('gives null once the session has expired', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const later = createAuthService({
      db: t.database.db,
      config: t.config,
      mailer: { send: async () => {}, close: () => {} },
      now: () => new Date(Date.now() + (SESSION_HOURS * 3600 + 1) * 1000),
    });
    const probe = await t.app.inject({
      method: 'GET',
      url: '/page-session-probe',
      headers: withCookie(token),
    });
    expect(probe.json().userId).toBe(u.id);
    const fake = { cookies: { [SESSION_COOKIE]: token } } as unknown as Parameters<
      typeof pageSession
    >[0];
    expect(await pageSession(fake, later)).toBeNull();
  });
});
