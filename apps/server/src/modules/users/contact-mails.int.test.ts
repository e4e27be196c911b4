import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { mailCount, mailRead } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_MAILS_PER_ADDRESS, CONTACT_MAILS_PER_IP } from './contact-mails';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createUser>>;
let admins: Person[];
let retired: Person;
let member: Person;
let adminToken: string;

const send = (body: Record<string, string>, remoteAddress = '203.0.113.1') =>
  t.request({
    method: 'POST',
    url: '/api/contactUs/create',
    remoteAddress,
    payload: {
      name: 'Sam Green',
      subject: 'Quote',
      message: 'Please send a quote for 3 pharmacies.',
      ...body,
    },
  });
const stored = async (email: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/user/contactUs/list?limit=50&search=${encodeURIComponent(email)}`,
    token: adminToken,
  });
  return res.json().option[0].count as number;
};
const settle = () => new Promise((r) => setTimeout(r, 400));

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://portal.test' } });
  admins = [
    await createUser(t.database.db, { role: 'admin' }),
    await createUser(t.database.db, { role: 'admin' }),
  ];
  const r = await createUser(t.database.db, { role: 'admin' });
  await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, r.id));
  retired = r;
  member = await createUser(t.database.db);
  adminToken = (await t.login(admins[0]!.email, admins[0]!.password)).token;
});
afterAll(() => t.close());

describe('contact us e-mails', () => {
  it('acknowledges the sender and tells every active admin, nobody else', async () => {
    const email = 'sam.green@example.test';
    const res = await send({
      email,
      phone: '07700 900123',
      subject: 'Quote <for> "us"',
      message: 'Line one & two.',
    });
    expect(res.statusCode).toBe(200);
    const ack = await mailRead(t.config.DATA_DIR, email, 'We have received your message');
    expect(ack.text).toContain('Dear Sam Green,');
    expect(ack.text).toContain('Subject: Quote <for> "us"');
    expect(ack.text).toContain('Message: Line one & two.');
    expect(ack.html).toContain('Quote &lt;for&gt; &quot;us&quot;');
    expect(ack.html).toContain('Line one &amp; two.');
    expect(ack.html).not.toContain('<for>');
    for (const admin of admins) {
      const notice = await mailRead(
        t.config.DATA_DIR,
        admin.email,
        'New contact message: Quote <for> "us"',
      );
      expect(notice.text).toContain('From: Sam Green');
      expect(notice.text).toContain(`E-mail: ${email}`);
      expect(notice.text).toContain('Phone: 07700 900123');
      expect(notice.text).toContain('Open the review queue: http://portal.test/admin/review');
      expect(notice.text).toMatch(/on \w+day \d+ \w+ \d{4}, \d\d:\d\d \(UK time\)/);
      expect(notice.html).toContain('<th align="left">E-mail</th>');
      expect(notice.html).toContain('href="http://portal.test/admin/review"');
    }
    await settle();
    expect(
      mailCount(t.config.DATA_DIR, retired.email, 'New contact message: Quote <for> "us"'),
    ).toBe(0);
    expect(
      mailCount(t.config.DATA_DIR, member.email, 'New contact message: Quote <for> "us"'),
    ).toBe(0);
  });

  it(`stores every message but e-mails one address at most ${CONTACT_MAILS_PER_ADDRESS} times`, async () => {
    const email = 'stranger@example.test';
    // From different addresses, so only the e-mail address's limit applies.
    for (let i = 0; i < CONTACT_MAILS_PER_ADDRESS + 2; i++) {
      expect((await send({ email }, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    await settle();
    await expect
      .poll(() => mailCount(t.config.DATA_DIR, email, 'We have received your message'))
      .toBe(CONTACT_MAILS_PER_ADDRESS);
    await settle();
    expect(mailCount(t.config.DATA_DIR, email, 'We have received your message')).toBe(
      CONTACT_MAILS_PER_ADDRESS,
    );
    expect(await stored(email)).toBe(CONTACT_MAILS_PER_ADDRESS + 2);
    // The address's case does not get round it.
    expect((await send({ email: 'Stranger@Example.test' }, '198.51.100.99')).statusCode).toBe(200);
    await settle();
    expect(
      mailCount(t.config.DATA_DIR, 'Stranger@Example.test', 'We have received your message'),
    ).toBe(0);
  });

  it(`sends nothing for one IP past ${CONTACT_MAILS_PER_IP} messages, whatever the addresses`, async () => {
    const ip = '192.0.2.7';
    const to = (i: number) => `visitor${i}@example.test`;
    for (let i = 0; i < CONTACT_MAILS_PER_IP + 2; i++) {
      expect((await send({ email: to(i) }, ip)).statusCode).toBe(200);
    }
    await settle();
    const acknowledged = () =>
      Array.from({ length: CONTACT_MAILS_PER_IP + 2 }, (_, i) =>
        mailCount(t.config.DATA_DIR, to(i), 'We have received your message'),
      );
    await expect.poll(() => acknowledged().filter(Boolean).length).toBe(CONTACT_MAILS_PER_IP);
    expect(acknowledged().slice(CONTACT_MAILS_PER_IP)).toEqual([0, 0]);
    expect(await stored(to(CONTACT_MAILS_PER_IP + 1))).toBe(1);
  });

  it('refuses a bad address with 400, storing and sending nothing', async () => {
    const res = await send({ email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    await settle();
    expect(await stored('not-an-address')).toBe(0);
    expect(mailCount(t.config.DATA_DIR, 'not-an-address', 'We have received your message')).toBe(0);
  });
});
