import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { mailedTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let adminId: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, { role: 'admin', firstName: 'Grace' });
  const user = await createUser(t.database.db, { firstName: 'Rhys', lastName: 'Morgan' });
  adminId = admin.id;
  adminToken = (await t.login(admin.email, admin.password)).token;
  userToken = (await t.login(user.email, user.password)).token;
});
afterAll(() => t.close());

describe('admin lists', () => {
  it('gives admins the user list with search and count, and others 403', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/user/admin/list?limit=10&search=rhys',
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().option).toEqual([{ count: 1 }]);
    expect(res.json().data[0]).toMatchObject({
      firstName: 'Rhys',
      lastName: 'Morgan',
      deleted: false,
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/user/admin/list', token: userToken }))
        .statusCode,
    ).toBe(403);
  });

  it('collects contact messages for admins only', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/contactUs/create',
      payload: {
        name: 'Sam Green',
        email: 'sam@example.test',
        subject: 'Quote',
        message: 'Please send a quote for 3 pharmacies.',
        phone: '',
      },
    });
    expect(sent.statusCode).toBe(200);
    const list = await t.request({
      method: 'GET',
      url: '/api/user/contactUs/list',
      token: adminToken,
    });
    expect(list.json().data[0]).toMatchObject({ name: 'Sam Green', phone: null, subject: 'Quote' });
    expect(
      (await t.request({ method: 'GET', url: '/api/user/contactUs/list', token: userToken }))
        .statusCode,
    ).toBe(403);
  });

  it('lets an admin delete another account, not their own, and nobody else', async () => {
    const victim = await createUser(t.database.db);
    const victimToken = (await t.login(victim.email, victim.password)).token;
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/user/accountDelete/${victim.id}`,
          token: userToken,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/user/accountDelete/${adminId}`,
          token: adminToken,
        })
      ).statusCode,
    ).toBe(400);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/user/accountDelete/${victim.id}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: victimToken })).statusCode,
    ).toBe(401);
    // Its address is told.
    await mailedTo(t.config.DATA_DIR, victim.email, 'Your account was deleted');
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: '/api/user/accountDelete/00000000-0000-4000-8000-000000000000',
          token: adminToken,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reads an id in upper case as the same id', async () => {
    // The admin's own id in capitals is still their own: refused, and they stay logged in.
    const own = await t.request({
      method: 'PATCH',
      url: `/api/user/accountDelete/${adminId.toUpperCase()}`,
      token: adminToken,
    });
    expect(own.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: adminToken })).statusCode,
    ).toBe(200);

    // Another account deleted by its capitalised id loses its sessions at once.
    const victim = await createUser(t.database.db);
    const victimToken = (await t.login(victim.email, victim.password)).token;
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: victimToken })).statusCode,
    ).toBe(200);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/user/accountDelete/${victim.id.toUpperCase()}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: victimToken })).statusCode,
    ).toBe(401);
    // Its address is told.
    await mailedTo(t.config.DATA_DIR, victim.email, 'Your account was deleted');
  });
});
