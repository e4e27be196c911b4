import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { linkIn, startSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BAD_RESET_LINK } from './auth.service';

/** A raw message's text with quoted-printable soft line breaks undone. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const resetTokenFor = async (email: string) => {
  const link = linkIn((await smtp.lastTo(email)).raw, '/change-password/');
  return link.split('/change-password/')[1]!;
};

describe('forgot and reset password', () => {
  it('answers the same for unknown and known e-mails and e-mails only the known one', async () => {
    const u = await createUser(t.database.db);
    const known = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: u.email },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'ghost@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.lastTo(u.email);
    expect(smtp.received.some((m) => m.to.includes('ghost@example.test'))).toBe(false);
  });

  it('sets a new password with a single-use link and revokes every session', async () => {
    const u = await createUser(t.database.db);
    const { token: session } = await t.login(u.email, u.password);
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    const token = await resetTokenFor(u.email);

    const body = { token, password: 'N3w!Password', confirmPassword: 'N3w!Password' };
    const res = await t.request({ method: 'POST', url: '/api/reset-password', payload: body });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: session })).statusCode,
    ).toBe(401);
    await t.login(u.email, 'N3w!Password');

    const reuse = await t.request({ method: 'POST', url: '/api/reset-password', payload: body });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe(BAD_RESET_LINK);
  });

  it('sends one address at most three reset e-mails in a window', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/forgot-password',
            payload: { email: u.email },
          })
        ).statusCode,
      ).toBe(200);
    }
    await smtp.lastTo(u.email);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.filter((m) => m.to.includes(u.email))).toHaveLength(3);
  });

  it('refuses an expired link', async () => {
    const u = await createUser(t.database.db);
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    const token = await resetTokenFor(u.email);
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where purpose = 'reset-password'`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'N3w!Password', confirmPassword: 'N3w!Password' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks the confirmation', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'x', password: 'N3w!Password', confirmPassword: 'N3w!Passwordx' },
    });
    expect(res.json().fields).toEqual({ confirmPassword: 'Password confirmation does not match' });
  });
});

describe('PATCH /api/change-password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const u = await createUser(t.database.db);
    const a = await t.login(u.email, u.password);
    const b = await t.login(u.email, u.password);
    const c = await t.login(u.email, u.password);
    // b is in the session cache: the change must end it there too, not only in the database.
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: b.token })).statusCode,
    ).toBe(200);

    const wrong = await t.request({
      method: 'PATCH',
      url: '/api/change-password',
      token: a.token,
      payload: {
        currentPassword: 'nope',
        password: 'An0ther!Pass',
        confirmPassword: 'An0ther!Pass',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is incorrect.' });

    const mismatch = await t.request({
      method: 'PATCH',
      url: '/api/change-password',
      token: a.token,
      payload: { currentPassword: u.password, password: 'An0ther!Pass', confirmPassword: 'x' },
    });
    expect(mismatch.json().fields).toEqual({
      confirmPassword: 'The password confirmation does not match',
    });

    const ok = await t.request({
      method: 'PATCH',
      url: '/api/change-password',
      token: a.token,
      payload: {
        currentPassword: u.password,
        password: 'An0ther!Pass',
        confirmPassword: 'An0ther!Pass',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: a.token })).statusCode,
    ).toBe(200);
    for (const other of [b, c]) {
      expect(
        (await t.request({ method: 'GET', url: '/api/user/profile', token: other.token }))
          .statusCode,
      ).toBe(401);
    }
    // The session that made the change stays valid (the contract says so) and keeps working.
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: a.token })).statusCode,
    ).toBe(200);
    await t.login(u.email, 'An0ther!Pass');

    // The address is told, with when and what to do if it was not them.
    const notice = plain((await smtp.lastTo(u.email)).raw);
    expect(notice).toContain('Subject: Your password was changed');
    expect(notice).toMatch(/was changed on \w+day \d{1,2} \w+ \d{4}, \d{2}:\d{2} \(UK time\)/);
    expect(linkIn(notice, '/forgot-password')).toBe('http://portal.test/forgot-password');
  });

  it('tells the address after a reset by link too', async () => {
    const u = await createUser(t.database.db);
    await t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    const token = await resetTokenFor(u.email);
    const body = { token, password: 'N3w!Password', confirmPassword: 'N3w!Password' };
    expect(
      (await t.request({ method: 'POST', url: '/api/reset-password', payload: body })).statusCode,
    ).toBe(200);
    await expect
      .poll(async () => plain((await smtp.lastTo(u.email)).raw))
      .toContain('Subject: Your password was changed');
  });
});

describe('password checks while logged in', () => {
  it('are limited like log-ins, so a stolen token cannot guess the password', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const attempt = (currentPassword: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/change-password',
        token,
        payload: { currentPassword, password: 'An0ther!Pass', confirmPassword: 'An0ther!Pass' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`Guess!${i}`)).statusCode).toBe(400);
    expect((await attempt(u.password)).statusCode).toBe(429);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/user/${u.id}`,
      token,
      payload: { password: 'Guess!9' },
    });
    expect(del.statusCode).toBe(429);
  });
});
