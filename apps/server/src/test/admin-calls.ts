import { eq } from 'drizzle-orm';
import { auditEntries } from '../db/schema';
import type { TestApp } from './test-app';

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
