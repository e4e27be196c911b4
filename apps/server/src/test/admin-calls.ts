import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditEntries } from '../db/schema';
import { createUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

/** JSON calls as one bearer (or no one): what the admin suites send. */
export const callsAs = (t: TestApp, token: string | undefined) => ({
  get: (url: string) => t.request({ method: 'GET', url, token }),
  post: (url: string, payload: unknown) =>
    t.request({ method: 'POST', url, token, payload: payload as object }),
  patch: (url: string, payload: unknown) =>
    t.request({ method: 'PATCH', url, token, payload: payload as object }),
  del: (url: string) => t.request({ method: 'DELETE', url, token }),
});

/** The audit rows of one changed object, oldest first. */
export const auditRowsOf = (t: TestApp, entityId: string) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.entityId, entityId))
    .orderBy(auditEntries.createdAt);

/**
 * The set-up the admin route suites share: one app for the file, with a self-certified member
 * and an admin logged in; calls as either, or as anyone; `create` posts a kind's body to
 * `/api/admin/<path>` and expects a 200. Call it at the top of the file: it adds the file's
 * `beforeAll` and `afterAll`. The app and tokens are read once the set-up has run.
 */
export function adminSuite(
  options: {
    /** The admin's name, when a suite checks the audit's actor. */
    adminName?: { firstName: string; lastName: string };
    /** Data the suite needs before any call (the demo's products, say), given the member's id. */
    prepare?: (app: TestApp, memberId: string) => Promise<void>;
    /** The server's settings beside the tests' own (a cache kept long, to prove its drops). */
    env?: Record<string, string>;
  } = {},
) {
  let app: TestApp | undefined;
  const tokens = { user: '', admin: '' };
  beforeAll(async () => {
    app = await createTestApp(options.env ? { env: options.env } : {});
    const u = await createUser(app.database.db, { selfCertified: true });
    const a = await createUser(app.database.db, {
      ...options.adminName,
      role: 'admin',
      selfCertified: true,
    });
    await options.prepare?.(app, u.id);
    tokens.user = (await app.login(u.email, u.password)).token;
    tokens.admin = (await app.login(a.email, a.password)).token;
  });
  afterAll(() => app?.close());
  const t = () => {
    if (!app) throw new Error('adminSuite: the app is made in beforeAll');
    return app;
  };
  const as = (token: string | undefined) => callsAs(t(), token);
  const admin = () => as(tokens.admin);
  return {
    t,
    tokens,
    as,
    admin,
    user: () => as(tokens.user),
    audit: (entityId: string) => auditRowsOf(t(), entityId),
    async create(path: string, body: unknown) {
      const res = await admin().post(`/api/admin/${path}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
