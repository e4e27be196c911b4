import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEntries, roles } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, {
    role: 'admin',
    firstName: 'Grace',
    lastName: 'Whitfield',
  });
  adminId = admin.id;
  adminToken = (await t.login(admin.email, admin.password)).token;
});
afterAll(() => t.close());

const patch = (id: string, payload: object, token = adminToken) =>
  t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, token, payload });

async function roleId(slug: string) {
  const [row] = await t.database.db.select().from(roles).where(eq(roles.slug, slug));
  return row!.id;
}

async function auditOf(entityId: string) {
  return t.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, entityId));
}

describe('an admin and an account', () => {
  it('shows the account with its sign-up details, role and modules', async () => {
    const user = await createUser(t.database.db, {
      firstName: 'Oliver',
      role: 'pharmacy-technician',
      modules: ['home', 'media'],
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/admin/users/${user.id}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: user.id,
      firstName: 'Oliver',
      role: { slug: 'pharmacy-technician', name: 'Pharmacy Technician' },
      modules: ['home', 'media'],
      isAdmin: false,
      deactivatedAt: null,
      deleted: false,
    });
    const missing = await t.request({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      token: adminToken,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a module granted lets the user in on their next request, and is audited', async () => {
    const user = await createUser(t.database.db, {
      role: 'pharmacy-technician',
      modules: ['home', 'media'],
      selfCertified: true,
    });
    const token = (await t.login(user.email, user.password)).token;
    const catalogue = () => t.request({ method: 'GET', url: '/api/product/get', token });
    expect((await catalogue()).statusCode).toBe(403);

    const res = await patch(user.id, { modules: ['home', 'media', 'product'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.modules).toEqual(['home', 'media', 'product']);

    // The same session, no new log-in: the guard reads the changed modules.
    expect((await catalogue()).statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user/profile', token });
    expect(me.json().data.modules).toContain('product');

    const [row] = await auditOf(user.id);
    expect(row).toMatchObject({
      actorId: adminId,
      actorName: 'Grace Whitfield',
      entity: 'user',
      action: 'setModules',
      before: { modules: ['home', 'media'] },
      after: { modules: ['home', 'media', 'product'] },
    });
  });

  it('sets the role (audited before and after) and refuses an unknown one', async () => {
    const user = await createUser(t.database.db, { role: 'pharmacist' });
    const nurse = await roleId('nurse');
    const res = await patch(user.id, { roleId: nurse });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toMatchObject({ _id: nurse, slug: 'nurse' });
    const rows = await auditOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'setRole',
      before: { role: { slug: 'pharmacist' } },
      after: { role: { slug: 'nurse' } },
    });
    const bad = await patch(user.id, { roleId: '00000000-0000-4000-8000-000000000000' });
    expect(bad.statusCode).toBe(400);
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('resets self-certification: the products gate closes again', async () => {
    const user = await createUser(t.database.db, { selfCertified: true });
    const token = (await t.login(user.email, user.password)).token;
    expect((await t.request({ method: 'GET', url: '/api/product/get', token })).statusCode).toBe(
      200,
    );
    const res = await patch(user.id, { resetSelfCertification: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isSelfCertificated).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/product/get', token })).statusCode).toBe(
      403,
    );
    const [row] = await auditOf(user.id);
    expect(row).toMatchObject({
      action: 'resetSelfCertification',
      before: { isSelfCertificated: true },
      after: { isSelfCertificated: false, selfCertifiedAt: null },
    });
  });

  it('a deactivated account loses its sessions and cannot log in until reactivated', async () => {
    const user = await createUser(t.database.db);
    const token = (await t.login(user.email, user.password)).token;
    const res = await patch(user.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deactivatedAt).not.toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(
      401,
    );
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toMatch(/deactivated/);

    expect((await patch(user.id, { active: true })).statusCode).toBe(200);
    const again = await t.login(user.email, user.password);
    expect(again.token).toBeTruthy();
    expect((await auditOf(user.id)).map((r) => r.action).sort()).toEqual([
      'deactivate',
      'reactivate',
    ]);
  });

  it("refuses an admin's change of their own account, changing nothing", async () => {
    for (const body of [
      { active: false },
      { modules: ['home'] },
      { roleId: await roleId('nurse') },
    ]) {
      expect((await patch(adminId, body)).statusCode).toBe(400);
      expect((await patch(adminId.toUpperCase(), body)).statusCode).toBe(400);
    }
    expect(await auditOf(adminId)).toHaveLength(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: adminToken })).json().data
        .isAdmin,
    ).toBe(true);
  });

  it('a change that changes nothing writes no audit row; an empty body is refused', async () => {
    const user = await createUser(t.database.db, { modules: ['home', 'media'] });
    expect((await patch(user.id, { modules: ['media', 'home'] })).statusCode).toBe(200);
    expect(await auditOf(user.id)).toHaveLength(0);
    expect((await patch(user.id, {})).statusCode).toBe(400);
  });

  it('deleting an account through the admin call is audited', async () => {
    const user = await createUser(t.database.db);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/user/accountDelete/${user.id}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await auditOf(user.id);
    expect(row).toMatchObject({ action: 'delete', after: { deleted: true } });
  });
});

describe('the audit list', () => {
  it('lists changes newest first with filters and a count; nothing edits it', async () => {
    const user = await createUser(t.database.db, { modules: ['home'] });
    await patch(user.id, { modules: ['home', 'forum'] });
    await patch(user.id, { active: false });
    const list = (query: string) =>
      t.request({ method: 'GET', url: `/api/admin/audit?${query}`, token: adminToken });

    const byUser = await list(`entity=user&entityId=${user.id}`);
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json().option).toEqual([{ count: 2 }]);
    expect(byUser.json().data.map((e: { action: string }) => e.action)).toEqual([
      'deactivate',
      'setModules',
    ]);
    expect(byUser.json().data[1]).toMatchObject({
      actor: { _id: adminId, name: 'Grace Whitfield' },
      before: { modules: ['home'] },
      after: { modules: ['forum', 'home'] },
    });

    const byAction = await list(`action=deactivate&entityId=${user.id}`);
    expect(byAction.json().option).toEqual([{ count: 1 }]);
    const future = await list(`from=2999-01-01`);
    expect(future.json().data).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await list(`entityId=${user.id}&from=2020-01-01&to=${today}`);
    expect(inRange.json().option).toEqual([{ count: 2 }]);
    expect((await list('from=yesterday')).statusCode).toBe(400);

    for (const method of ['PATCH', 'DELETE', 'PUT', 'POST'] as const) {
      const res = await t.request({ method, url: '/api/admin/audit', token: adminToken });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
