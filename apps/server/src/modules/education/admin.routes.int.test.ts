import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import {
  adminFaqBody,
  adminKeyPublicationBody,
  adminWebinarBody,
} from '../../test/fixtures/education-admin';
import { expectAdminImageUpload } from '../../test/image-upload-checks';
import { adminSuite } from '../../test/admin-calls';

const suite = adminSuite();
const { as, admin, user, create } = suite;

const now = () => new Date().toISOString();

const actions = async (entityId: string) =>
  (await suite.audit(entityId)).map((a) => `${a.entity}:${a.action}`);

describe('admin Education: access', () => {
  it.each(['faq-entries', 'webinars', 'key-publications'])(
    '%s: 401 anonymous, 403 for a user who is not an admin',
    async (path) => {
      expect((await as(undefined).get(`/api/admin/${path}`)).statusCode).toBe(401);
      expect((await user().get(`/api/admin/${path}`)).statusCode).toBe(403);
    },
  );
});

describe('admin FAQ entries', () => {
  it('keeps a draft out of the FAQ, shows it once published, in a topic made for it', async () => {
    const topic = `Topic ${randomUUID().slice(0, 6)}`;
    const entry = await create('faq-entries', { ...adminFaqBody(), topic });
    expect(entry.status).toBe('draft');
    const faq = async () =>
      (await user().get(`/api/faq/get?search=${encodeURIComponent(entry.question)}`)).json().data;
    expect(await faq()).toEqual([]);
    const res = await admin().patch(`/api/admin/faq-entries/${entry._id}`, { publishedAt: now() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await faq()).toEqual([
      { topic, questions: [{ _id: entry._id, question: entry.question, answer: entry.answer }] },
    ]);
    expect(await actions(entry._id)).toEqual(['faq:create', 'faq:publish']);
  });

  it('refuses an empty question (400, the spec’s message), and deletes with an audit row', async () => {
    const bad = await admin().post('/api/admin/faq-entries', { ...adminFaqBody(), question: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.question).toBe('This field is required');
    const entry = await create('faq-entries', adminFaqBody());
    expect((await admin().del(`/api/admin/faq-entries/${entry._id}`)).statusCode).toBe(200);
    expect((await admin().get(`/api/admin/faq-entries/${entry._id}`)).statusCode).toBe(404);
    expect(await actions(entry._id)).toEqual(['faq:create', 'faq:delete']);
  });
});

describe('admin webinars', () => {
  it('takes London wall-clock times, cleans the description, and keeps a draft private', async () => {
    const w = await create('webinars', {
      ...adminWebinarBody(),
      startsAt: '2031-07-01T19:00',
      endsAt: '2031-07-01T20:30',
      description: '<p onclick="x()">Dosing<script>alert(1)</script></p>',
    });
    // British Summer Time: an hour ahead of UTC.
    expect(w.startsAt).toBe('2031-07-01T18:00:00.000Z');
    expect(w.endsAt).toBe('2031-07-01T19:30:00.000Z');
    expect(w.timeZone).toBe('Europe/London');
    expect(w.description).not.toMatch(/script|onclick/);
    expect((await user().get(`/api/webinar/get/${w._id}`)).statusCode).toBe(404);
    const upcoming = (await user().get('/api/webinar/get?limit=100')).json().data;
    expect(upcoming.map((x: { _id: string }) => x._id)).not.toContain(w._id);

    await admin().patch(`/api/admin/webinars/${w._id}`, { publishedAt: now() });
    const shown = (await user().get(`/api/webinar/get/${w._id}`)).json().data;
    expect(shown.startsAt).toBe('2031-07-01T18:00:00.000Z');
  });

  it('takes an image uploaded for webinars, checked as an avatar is, and no other url', async () => {
    const w = await create('webinars', adminWebinarBody());
    await expectAdminImageUpload(suite.t(), {
      url: '/api/admin/webinars/image',
      folder: 'webinars',
      admin: suite.tokens.admin,
      user: suite.tokens.user,
      attach: async (imageUrl) => {
        const res = await admin().patch(`/api/admin/webinars/${w._id}`, { imageUrl });
        return { statusCode: res.statusCode, imageUrl: res.json().data?.imageUrl };
      },
    });
  });

  it('refuses an end before the start and fewer seats than registrations (400)', async () => {
    const bad = await admin().post('/api/admin/webinars', {
      ...adminWebinarBody(),
      endsAt: '2031-03-12T18:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The end must be after the start');
    const w = await create('webinars', { ...adminWebinarBody(), publishedAt: now() });
    expect((await user().post(`/api/webinar/register/${w._id}`, undefined)).statusCode).toBe(200);
    const seats = await admin().patch(`/api/admin/webinars/${w._id}`, { capacity: 0 });
    expect(seats.statusCode).toBe(400);
    const late = await admin().patch(`/api/admin/webinars/${w._id}`, {
      endsAt: '2031-03-12T18:59',
    });
    expect(late.statusCode).toBe(400);
  });

  it('refuses to delete a webinar people registered for (409), and unpublishes it instead', async () => {
    const w = await create('webinars', { ...adminWebinarBody(), publishedAt: now() });
    expect((await user().post(`/api/webinar/register/${w._id}`, undefined)).statusCode).toBe(200);
    const refused = await admin().del(`/api/admin/webinars/${w._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('1 person has registered');
    const res = await admin().patch(`/api/admin/webinars/${w._id}`, { publishedAt: null });
    expect(res.json().data.status).toBe('draft');
    expect(res.json().data.registeredCount).toBe(1);
    expect((await user().get(`/api/webinar/get/${w._id}`)).statusCode).toBe(404);

    const empty = await create('webinars', adminWebinarBody());
    expect((await admin().del(`/api/admin/webinars/${empty._id}`)).statusCode).toBe(200);
    expect(await actions(w._id)).toEqual(['webinar:create', 'webinar:unpublish']);
    expect(await actions(empty._id)).toEqual(['webinar:create', 'webinar:delete']);
  });
});

describe('admin key publications', () => {
  it('keeps a draft out of the list and by id; publishing shows it at once; audited', async () => {
    const p = await create('key-publications', adminKeyPublicationBody());
    const listed = async () =>
      (
        await user().get(`/api/keyPublication/get?limit=100&search=${encodeURIComponent(p.title)}`)
      ).json().data;
    expect(await listed()).toEqual([]);
    expect((await user().get(`/api/keyPublication/get/${p._id}`)).statusCode).toBe(404);
    await admin().patch(`/api/admin/key-publications/${p._id}`, { publishedAt: now() });
    expect((await listed()).map((x: { _id: string }) => x._id)).toEqual([p._id]);
    await admin().patch(`/api/admin/key-publications/${p._id}`, { year: 2023 });
    const rows = await suite
      .t()
      .database.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, p._id))
      .orderBy(auditEntries.createdAt);
    expect(rows.map((r) => r.action)).toEqual(['create', 'publish', 'update']);
    expect((rows[2]!.before as { year: number }).year).toBe(2024);
    expect((rows[2]!.after as { year: number }).year).toBe(2023);
  });

  it('refuses a DOI that is not one (400)', async () => {
    const res = await admin().post('/api/admin/key-publications', {
      ...adminKeyPublicationBody(),
      doi: 'https://doi.org/x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.doi).toBe('Give the DOI, e.g. 10.1136/bmj.n71');
  });
});
