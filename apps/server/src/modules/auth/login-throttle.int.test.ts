import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BAD_CREDENTIALS } from './auth.service';
import { DEFAULT_THROTTLE, loginKeys } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test guesses from addresses of its own: the per-address limit spans accounts.
const login = (email: string, password: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { email, password } });
const statuses = async (results: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(results)).map((r) => r.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('log-in throttle, per account and address', () => {
  it('refuses a sixth try from the guessing address, even with the right password', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      const res = await login(u.email, `Wrong!${i}`, '10.1.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(BAD_CREDENTIALS);
    }
    const blocked = await login(u.email, u.password, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many failed log-in attempts. Please try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);

    // The account is not locked: its owner, from an address with no failures, gets in.
    const owner = await login(u.email, u.password, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toEqual(expect.any(String));
    // And the guessing address may still log in to another account (its own limit is higher).
    const other = await createUser(t.database.db);
    expect((await login(other.email, other.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('holds under 30 parallel guesses from one address, and the owner still gets in', async () => {
    const u = await createUser(t.database.db);
    const codes = await statuses(
      Array.from({ length: 30 }, (_, i) => login(u.email, `Wrong!${i}`, '10.2.0.1')),
    );
    expect(count(codes, 400)).toBe(DEFAULT_THROTTLE.perPair);
    expect(count(codes, 429)).toBe(30 - DEFAULT_THROTTLE.perPair);
    expect((await login(u.email, u.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(u.email, u.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts failures, not successes: a log-in gives the pair a fresh start', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 4; i++) await login(u.email, 'Wrong!1', '10.3.0.1');
    expect((await login(u.email, u.password, '10.3.0.1')).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await login(u.email, 'Wrong!1', '10.3.0.1')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('log-in throttle, per address across accounts', () => {
  it('refuses an address after 20 failures on any accounts; others are not affected', async () => {
    const codes = await statuses(
      Array.from({ length: 20 }, (_, i) => login(`nobody${i}@example.test`, 'Wrong!1', '10.4.0.1')),
    );
    expect(codes).toEqual(Array<number>(20).fill(400));
    const u = await createUser(t.database.db);
    const blocked = await login(u.email, u.password, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(u.email, u.password, '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('log-in throttle, an account under attack from many addresses', () => {
  it('slows the guessing addresses down and lets the owner in from a clean one', async () => {
    const u = await createUser(t.database.db);
    // 30 addresses guess at once: each is new to the account, so each gets its try.
    const bots = Array.from({ length: 30 }, (_, i) => `10.5.1.${i + 1}`);
    const codes = await statuses(bots.map((ip) => login(u.email, 'Wrong!1', ip)));
    expect(codes).toEqual(Array<number>(30).fill(400));

    // The owner, from an address with no failures, is let through at once.
    expect((await login(u.email, u.password, '10.5.0.1')).statusCode).toBe(200);

    // A guessing address must now pause before each further try: slowed, not locked.
    const again = await login(u.email, 'Wrong!2', bots[0]!);
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_THROTTLE.maxPauseMs / 1000);
    expect(again.json().error).toMatch(/^Too many failed log-in attempts\. Please try again in/);

    // Once the pause has passed (moved back here rather than waited for) it may try again.
    const { pair } = loginKeys(bots[0]!, u.email);
    await t.database.db.execute(
      sql`update login_failures set last_at = last_at - interval '61 seconds' where key = ${pair}`,
    );
    expect((await login(u.email, 'Wrong!2', bots[0]!)).statusCode).toBe(400);
    // Its next try waits again: the pause applies between every two tries.
    expect((await login(u.email, 'Wrong!3', bots[0]!)).statusCode).toBe(429);
  });

  it('slows, never locks, an owner who mistyped during an attack', async () => {
    const u = await createUser(t.database.db);
    await statuses(
      Array.from({ length: 12 }, (_, i) => login(u.email, 'Wrong!1', `10.6.1.${i + 1}`)),
    );
    expect((await login(u.email, 'Typo!1', '10.6.0.1')).statusCode).toBe(400);
    const paused = await login(u.email, u.password, '10.6.0.1');
    expect(paused.statusCode).toBe(429);
    // 13 failures on the account: 2^(13-10) s.
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(8);
    const { pair } = loginKeys('10.6.0.1', u.email);
    await t.database.db.execute(
      sql`update login_failures set last_at = last_at - interval '8 seconds' where key = ${pair}`,
    );
    expect((await login(u.email, u.password, '10.6.0.1')).statusCode).toBe(200);
  });
});
