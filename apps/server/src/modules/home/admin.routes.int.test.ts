import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import {
  adminEventBody,
  adminGuideCardBody,
  adminTestimonialBody,
  adminUsefulLinkBody,
} from '../../test/fixtures/home-admin';
import { adminSuite } from '../../test/admin-calls';
import { expectAdminImageUpload, samplePng } from '../../test/image-upload-checks';
import { multipartFile } from '../../test/multipart';

// Home's lists are shared between readers for a minute here: each change must drop them at once.
const suite = adminSuite({ env: { LIST_CACHE_MS: '60000' } });
const { as, admin, user, create } = suite;
const audit = suite.audit;

const now = () => new Date().toISOString();

/** The ids Home shows a user, searched by a term only the test's rows hold. */
const shown = async (url: string, search: string) =>
  (await user().get(`${url}?limit=100&search=${encodeURIComponent(search)}`))
    .json()
    .data.map((r: { _id: string }) => r._id);

describe('admin Home: access', () => {
  it.each(['useful-links', 'testimonials', 'guide-cards', 'events'])(
    '%s: 401 anonymous, 403 for a user who is not an admin',
    async (path) => {
      expect((await as(undefined).get(`/api/admin/${path}`)).statusCode).toBe(401);
      expect((await user().get(`/api/admin/${path}`)).statusCode).toBe(403);
    },
  );
});

describe('admin useful links', () => {
  it('keeps a draft off Home, shows it once published, and audits both with before and after', async () => {
    const link = await create('useful-links', adminUsefulLinkBody());
    expect(link.status).toBe('draft');
    expect(await shown('/api/link/get', link.title)).toEqual([]);

    const res = await admin().patch(`/api/admin/useful-links/${link._id}`, { publishedAt: now() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('published');
    expect(await shown('/api/link/get', link.title)).toEqual([link._id]);

    const rows = await audit(link._id);
    expect(rows.map((r) => `${r.entity}:${r.action}`)).toEqual([
      'useful-link:create',
      'useful-link:publish',
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ title: link.title, status: 'draft' });
    expect(rows[1]!.before).toMatchObject({ publishedAt: null });
    expect(rows[1]!.after).toMatchObject({ status: 'published' });
  });

  it('takes only pictures uploaded through Home’s own image endpoint', async () => {
    await expectAdminImageUpload(suite.t(), {
      url: '/api/admin/home/image',
      folder: 'home',
      admin: suite.tokens.admin,
      user: suite.tokens.user,
      attach: async (imageUrl) => {
        const res = await admin().post('/api/admin/testimonials', {
          ...adminTestimonialBody(),
          photoUrl: imageUrl,
        });
        return { statusCode: res.statusCode, imageUrl: res.json().data?.photoUrl };
      },
    });
  });

  it('goes after the others, clears its image when sent null, and is deleted with an audit row', async () => {
    const first = await create('useful-links', adminUsefulLinkBody());
    const upload = await suite.t().request({
      method: 'POST',
      url: '/api/admin/home/image',
      token: suite.tokens.admin,
      ...multipartFile('file', 'a.png', 'image/png', await samplePng()),
    });
    const second = await create('useful-links', {
      ...adminUsefulLinkBody(),
      imageUrl: upload.json().data.imageUrl,
    });
    expect(second.position).toBeGreaterThan(first.position);
    const cleared = await admin().patch(`/api/admin/useful-links/${second._id}`, {
      imageUrl: null,
    });
    expect(cleared.json().data.imageUrl).toBeNull();

    expect((await admin().del(`/api/admin/useful-links/${second._id}`)).statusCode).toBe(200);
    expect((await admin().get(`/api/admin/useful-links/${second._id}`)).statusCode).toBe(404);
    const rows = await audit(second._id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[2]!.before).toMatchObject({ _id: second._id });
  });

  it('refuses an empty title and an address that is not one (400, with the field’s message)', async () => {
    const res = await admin().post('/api/admin/useful-links', {
      ...adminUsefulLinkBody(),
      title: '',
      url: 'yellowcard',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: 'This field is required',
      url: 'Give the full address, https://…',
    });
  });

  it('lists drafts for the admin, searched and filtered by state', async () => {
    const link = await create('useful-links', adminUsefulLinkBody());
    const res = await admin().get(
      `/api/admin/useful-links?status=draft&search=${encodeURIComponent(link.title)}`,
    );
    expect(res.json().data.map((r: { _id: string }) => r._id)).toEqual([link._id]);
    expect(res.json().option[0].count).toBe(1);
  });
});

describe('admin testimonials', () => {
  it('keeps a draft off Home, and audits a change with before and after', async () => {
    const item = await create('testimonials', adminTestimonialBody());
    expect(await shown('/api/testimonial/get', item.name)).toEqual([]);
    await admin().patch(`/api/admin/testimonials/${item._id}`, { publishedAt: now() });
    expect(await shown('/api/testimonial/get', item.name)).toEqual([item._id]);

    const res = await admin().patch(`/api/admin/testimonials/${item._id}`, { rating: '4' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await audit(item._id);
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      before: { rating: 5 },
      after: { rating: 4 },
    });
  });

  it('shows a scheduled one on Home at its time, though Home’s list is shared meanwhile', async () => {
    const item = await create('testimonials', {
      ...adminTestimonialBody(),
      publishedAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect(await shown('/api/testimonial/get', item.name)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await shown('/api/testimonial/get', item.name)).toEqual([item._id]);
  });

  it('refuses a rating outside 1 to 5 (400)', async () => {
    const res = await admin().post('/api/admin/testimonials', {
      ...adminTestimonialBody(),
      rating: 6,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.rating).toBe('This field must be 5 or less');
  });
});

describe('admin guide cards', () => {
  it('keeps a draft out of the cards and refuses to complete it (404)', async () => {
    const card = await create('guide-cards', adminGuideCardBody());
    expect(await shown('/api/guideCard/get', card.title)).toEqual([]);
    expect((await user().post(`/api/guideCard/complete/${card._id}`, {})).statusCode).toBe(404);
  });

  it('moves a card up and down in one audited change, and refuses to move past the end', async () => {
    const a = await create('guide-cards', { ...adminGuideCardBody(), publishedAt: now() });
    const b = await create('guide-cards', { ...adminGuideCardBody(), publishedAt: now() });
    const order = async () =>
      (await admin().get('/api/admin/guide-cards?limit=100'))
        .json()
        .data.map((c: { _id: string }) => c._id);
    const before = await order();
    expect(before.slice(-2)).toEqual([a._id, b._id]);

    const res = await admin().post(`/api/admin/guide-cards/${b._id}/move`, { direction: 'up' });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data.map((c: { _id: string }) => c._id);
    expect(moved.slice(-2)).toEqual([b._id, a._id]);
    expect(await order()).toEqual(moved);
    // Home shows the new order too.
    const home = (await user().get('/api/guideCard/get?limit=100')).json().data;
    const ids = home.map((c: { _id: string }) => c._id);
    expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));

    const moves = (await audit(b._id)).filter((r) => r.action === 'move');
    expect(moves).toHaveLength(1);
    expect((moves[0]!.after as { position: number }).position).toBeLessThan(
      (moves[0]!.before as { position: number }).position,
    );
    expect((await audit(a._id)).map((r) => r.action)).toContain('move');

    const last = await admin().post(`/api/admin/guide-cards/${a._id}/move`, { direction: 'down' });
    expect(last.statusCode).toBe(400);
    const bad = await admin().post(`/api/admin/guide-cards/${a._id}/move`, { direction: 'left' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an action path outside the portal (400)', async () => {
    const res = await admin().post('/api/admin/guide-cards', {
      ...adminGuideCardBody(),
      actionPath: 'https://example.org',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.actionPath).toBe('Give a path inside the portal, such as /profile');
  });
});

describe('admin events', () => {
  it('keeps a draft off the lists, the calendar and its file; published, it shows in each', async () => {
    const event = await create('events', adminEventBody());
    expect(event).toMatchObject({
      status: 'draft',
      startsAt: '2031-03-12T19:00:00.000Z',
      endsAt: '2031-03-12T20:30:00.000Z',
      timeZone: 'Europe/London',
    });
    const calendar = async () =>
      JSON.stringify((await user().get('/api/event/calendar?month=2031-03')).json().data);
    expect(await shown('/api/event/get', event.title)).toEqual([]);
    expect(await shown('/api/event/upcoming/get', event.title)).toEqual([]);
    expect(await calendar()).not.toContain(event._id);
    expect((await user().get(`/api/event/ics/${event._id}`)).statusCode).toBe(404);

    await admin().patch(`/api/admin/events/${event._id}`, { publishedAt: now() });
    expect(await shown('/api/event/get', event.title)).toEqual([event._id]);
    // The calendar and the upcoming list are shared between readers (decision 121): dropped.
    expect(await shown('/api/event/upcoming/get', event.title)).toEqual([event._id]);
    expect(await calendar()).toContain(event._id);
    expect((await user().get(`/api/event/ics/${event._id}`)).statusCode).toBe(200);
  });

  it('shows a scheduled one on the shared calendar and upcoming list at its time', async () => {
    const event = await create('events', {
      ...adminEventBody(),
      title: 'Scheduled calendar evening',
      publishedAt: new Date(Date.now() + 1500).toISOString(),
    });
    const calendar = async () =>
      JSON.stringify((await user().get('/api/event/calendar?month=2031-03')).json().data);
    expect(await calendar()).not.toContain(event._id);
    expect(await shown('/api/event/upcoming/get', event.title)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await calendar()).toContain(event._id);
    expect(await shown('/api/event/upcoming/get', event.title)).toEqual([event._id]);
  });

  it('cleans the description, raises the calendar sequence on a change, and audits it', async () => {
    const event = await create('events', {
      ...adminEventBody(),
      description: '<p>Hi<script>alert(1)</script></p>',
    });
    expect(event.description).toBe('<p>Hi</p>');
    const res = await admin().patch(`/api/admin/events/${event._id}`, {
      endsAt: '2031-03-12T21:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await suite.t().database.db.select().from(events).where(eq(events.id, event._id));
    expect(row!.sequence).toBe(1);
    expect((await audit(event._id)).at(-1)).toMatchObject({
      action: 'update',
      before: { endsAt: '2031-03-12T20:30:00.000Z' },
      after: { endsAt: '2031-03-12T21:00:00.000Z' },
    });
  });

  it('refuses an end before the start, in one body or against the stored start (400)', async () => {
    const bad = await admin().post('/api/admin/events', {
      ...adminEventBody(),
      endsAt: '2031-03-12T18:00',
    });
    expect(bad.statusCode).toBe(400);
    const event = await create('events', adminEventBody());
    const res = await admin().patch(`/api/admin/events/${event._id}`, {
      endsAt: '2031-03-12T18:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.endsAt).toBe('The end must be after the start');
  });
});
