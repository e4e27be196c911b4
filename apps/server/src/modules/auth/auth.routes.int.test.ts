import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BAD_CREDENTIALS } from './auth.service';

let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.database.db, {
    modules: ['home', 'media'],
    firstName: 'Priya',
    lastName: 'Shah',
  });
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('returns a token and the current user', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Logged in successfully.');
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.user).toMatchObject({
      _id: user.id,
      firstName: 'Priya',
      lastName: 'Shah',
      roleName: 'Pharmacist',
      roles: { name: 'Pharmacist' },
      modules: ['home', 'media'],
      isSelfCertificated: false,
      isAdmin: false,
      // A pharmacist consults (decision 142).
      offersAppointments: true,
      media: [],
    });
    expect(data.user).not.toHaveProperty('passwordHash');
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Wrong!Pass1' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.test', password: 'Wrong!Pass1' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: BAD_CREDENTIALS, code: 'BAD_REQUEST' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('validates the body with the spec messages', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'This field must be a valid email',
      password: 'This field is required',
    });
  });
});

describe('sessions', () => {
  it('serves the profile to a valid token and 401 after logout', async () => {
    const { token } = await t.login(user.email, user.password);
    const profile = await t.request({ method: 'GET', url: '/api/user/profile', token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data._id).toBe(user.id);

    const out = await t.request({ method: 'POST', url: '/api/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null, message: 'You have been logged out.' });

    const after = await t.request({ method: 'GET', url: '/api/user/profile', token });
    expect(after.statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(401);
  });

  it('revokes only the session that logs out', async () => {
    const a = await t.login(user.email, user.password);
    const b = await t.login(user.email, user.password);
    await t.request({ method: 'POST', url: '/api/logout', token: a.token });
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: b.token })).statusCode,
    ).toBe(200);
  });

  it('rejects an expired session', async () => {
    const short = await createTestApp({ env: { SESSION_TTL_HOURS: '1' }, database: t.database });
    try {
      const { token } = await short.login(user.email, user.password);
      const { sql } = await import('drizzle-orm');
      await t.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute'`,
      );
      expect(
        (await short.request({ method: 'GET', url: '/api/user/profile', token })).statusCode,
      ).toBe(401);
    } finally {
      await short.app.close();
    }
  });
});

describe('GET /api/role/getName', () => {
  it('lists the roles one can sign up with, without Admin', async () => {
    const res = await t.request({ method: 'GET', url: '/api/role/getName' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Doctor', 'Nurse', 'Patient', 'Pharmacist', 'Pharmacy Technician']);
  });
});
