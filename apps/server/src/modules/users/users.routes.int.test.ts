import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
