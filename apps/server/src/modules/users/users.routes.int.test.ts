import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/selfCertification', () => {
  it('sets isSelfCertificated for the caller only', async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    const tokenA = (await t.login(a.email, a.password)).token;
    const tokenB = (await t.login(b.email, b.password)).token;

    const res = await t.request({
      method: 'POST',
      url: '/api/user/selfCertification',
      token: tokenA,
      payload: { registrationNumber: '2034567', confirm: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: a.id, isSelfCertificated: true });

    const profileB = await t.request({ method: 'GET', url: '/api/user/profile', token: tokenB });
    expect(profileB.json().data.isSelfCertificated).toBe(false);
  });

  it.each([
    [
      { registrationNumber: '12345', confirm: true },
      'registrationNumber',
      'This field must be a numeric of 7 characters',
    ],
    [
      { registrationNumber: 'abcdefg', confirm: true },
      'registrationNumber',
      'This field must be a numeric of 7 characters',
    ],
    [{ registrationNumber: '', confirm: true }, 'registrationNumber', 'This field is required'],
    [{ registrationNumber: '2034567', confirm: false }, 'confirm', 'This field is required'],
  ])('rejects %j', async (payload, field, message) => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const res = await t.request({
      method: 'POST',
      url: '/api/user/selfCertification',
      token,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('needs a session', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/selfCertification',
      payload: { registrationNumber: '2034567', confirm: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('access', () => {
  const id = randomUUID();
  const calls: [string, string, object?][] = [
    ['GET', '/api/user/profile'],
    ['PATCH', '/api/user/profile', { firstName: 'Ann' }],
    ['POST', '/api/user/profile/image'],
    ['POST', `/api/media/${id}`],
    ['DELETE', `/api/user/${id}`, { password: 'Test!Pass123' }],
    ['POST', '/api/user/selfCertification', { registrationNumber: '2034567', confirm: true }],
    ['POST', '/api/workplace/create', { name: 'Boots' }],
    ['PUT', `/api/workplace/edit/${id}`, { name: 'Boots' }],
    ['GET', '/api/workplace/get'],
    ['GET', `/api/workplace/get/${id}`],
    ['DELETE', `/api/workplace/delete/${id}`],
    ['GET', '/api/user/admin/list'],
    ['GET', '/api/user/contactUs/list'],
    ['PATCH', `/api/user/accountDelete/${id}`],
  ];
  const adminOnly = calls.filter(([, url]) =>
    /admin\/list|contactUs\/list|accountDelete/.test(url),
  );

  it.each(calls)('%s %s needs a session (401)', async (method, url, payload) => {
    const res = await t.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });

  it.each(adminOnly)('%s %s is for admins only (403)', async (method, url, payload) => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const res = await t.request({
      method: method as 'GET',
      url,
      token,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
