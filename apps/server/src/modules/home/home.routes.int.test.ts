import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guideCards,
  newsArticles,
  newsCategories,
  testimonials,
  usefulLinks,
} from '../../db/schema';
import { renderPdf } from '../../infra/pdf';
import { createUser } from '../../test/factories';
import { testLibrary } from '../../test/factories-library';
import { createTestApp, type TestApp } from '../../test/test-app';
import { monthOf } from './events.calendar';
import { createHomeService, type HomeService } from './home.service';

let t: TestApp;
let service: HomeService;
let library: ReturnType<typeof testLibrary>;
let tokenA: string;
let tokenB: string;

const get = (url: string, token = tokenA) => t.request({ method: 'GET', url, token });

beforeAll(async () => {
  // The fixtures are written through a second Home service, around the app's own, so the app's
  // shared lists (decision 121) would not hear of them: here every read reads. The admin suite
  // and the cluster test prove the lists are shared and dropped.
  t = await createTestApp({ env: { LIST_CACHE_MS: '0' } });
  // The one library (decision 82), over the storage the app serves its files from.
  library = testLibrary(t);
  service = createHomeService({ db: t.database.db, library, publicUrl: t.config.publicUrl });
  const a = await createUser(t.database.db, { firstName: 'Ada' });
  const b = await createUser(t.database.db, { firstName: 'Bo' });
  tokenA = (await t.login(a.email, a.password)).token;
  tokenB = (await t.login(b.email, b.password)).token;
});
afterAll(() => t.close());

describe('access', () => {
  const id = randomUUID();
  const calls: [string, string][] = [
    ['GET', '/api/guideCard/get'],
    ['POST', `/api/guideCard/complete/${id}`],
    ['PUT', '/api/guideCard/skip'],
    ['GET', '/api/event/upcoming/get'],
    ['GET', '/api/event/get'],
    ['GET', '/api/event/calendar?month=2026-11'],
    ['GET', `/api/event/ics/${id}`],
    ['GET', '/api/library/document/get'],
    ['GET', `/api/library/document/download/${id}`],
    ['GET', '/api/link/get'],
    ['GET', '/api/testimonial/get'],
  ];
  it.each(calls)('%s %s needs a session (401)', async (method, url) => {
    expect((await t.request({ method: method as 'GET', url })).statusCode).toBe(401);
  });

  it('is open to a user with no module but Home', async () => {
    const u = await createUser(t.database.db, { modules: ['home'] });
    const { token } = await t.login(u.email, u.password);
    expect((await get('/api/event/upcoming/get', token)).statusCode).toBe(200);
    expect((await get('/api/guideCard/get', token)).statusCode).toBe(200);
  });
});

describe('guide cards', () => {
  let cardIds: string[];
  beforeAll(async () => {
    const rows = await t.database.db
      .insert(guideCards)
      .values(
        ['Profile', 'Products', 'News'].map((title, i) => ({
          title,
          text: `About ${title}`,
          actionLabel: 'Open',
          actionPath: '/profile',
          position: i + 1,
        })),
      )
      .returning({ id: guideCards.id });
    cardIds = rows.map((r) => r.id);
  });
  const states = async (token: string) =>
    (await get('/api/guideCard/get', token)).json().data.map((c: { state: string }) => c.state);

  it('lists cards in order, each new; completing is per user and idempotent', async () => {
    expect(await states(tokenA)).toEqual(['new', 'new', 'new']);
    const done = await t.request({
      method: 'POST',
      url: `/api/guideCard/complete/${cardIds[1]}`,
      token: tokenA,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ _id: cardIds[1], state: 'completed' });
    const again = await t.request({
      method: 'POST',
      url: `/api/guideCard/complete/${cardIds[1]}`,
      token: tokenA,
    });
    expect(again.json().data.state).toBe('completed');
    expect(await states(tokenA)).toEqual(['new', 'completed', 'new']);
    // B's cards are untouched by A's progress.
    expect(await states(tokenB)).toEqual(['new', 'new', 'new']);
  });

  it('skipping the intro marks the cards not yet done as skipped, for the caller only', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/guideCard/skip', token: tokenA });
    expect(res.statusCode).toBe(200);
    expect(await states(tokenA)).toEqual(['skipped', 'completed', 'skipped']);
    expect(await states(tokenB)).toEqual(['new', 'new', 'new']);
    // A card can still be completed from the list page after skipping.
    await t.request({
      method: 'POST',
      url: `/api/guideCard/complete/${cardIds[0]}`,
      token: tokenA,
    });
    expect(await states(tokenA)).toEqual(['completed', 'completed', 'skipped']);
  });

  it('answers 404 for an unknown card and 400 for a malformed id', async () => {
    const post = (id: string) =>
      t.request({ method: 'POST', url: `/api/guideCard/complete/${id}`, token: tokenA });
    expect((await post(randomUUID())).statusCode).toBe(404);
    expect((await post('not-a-uuid')).statusCode).toBe(400);
  });

  it('searches and pages with the total', async () => {
    const found = (await get('/api/guideCard/get?search=prod')).json();
    expect(found.data.map((c: { title: string }) => c.title)).toEqual(['Products']);
    expect(found.option).toEqual([{ count: 1 }]);
    const page = (await get('/api/guideCard/get?limit=1&skip=1')).json();
    expect(page.data.map((c: { title: string }) => c.title)).toEqual(['Products']);
    expect(page.option).toEqual([{ count: 3 }]);
  });

  it('reports a card whose action the user has already done as completed', async () => {
    const [card] = await t.database.db
      .insert(guideCards)
      .values({
        title: 'Self-certify to see products',
        text: 'Confirm your GPhC registration once.',
        actionLabel: 'Go to products',
        actionPath: '/products',
        position: 4,
        doneWhen: 'self-certified',
      })
      .returning({ id: guideCards.id });
    const certified = await createUser(t.database.db, { selfCertified: true });
    const { token } = await t.login(certified.email, certified.password);
    // Done for the self-certified user without "Mark as done", also when the intro is skipped.
    expect(await states(token)).toEqual(['new', 'new', 'new', 'completed']);
    await t.request({ method: 'PUT', url: '/api/guideCard/skip', token });
    expect(await states(token)).toEqual(['skipped', 'skipped', 'skipped', 'completed']);
    // Still to do for someone who is not self-certified.
    expect(await states(tokenB)).toEqual(['new', 'new', 'new', 'new']);
    // Marking it done changes nothing for the one who has done it.
    const done = await t.request({
      method: 'POST',
      url: `/api/guideCard/complete/${card!.id}`,
      token,
    });
    expect(done.json().data).toMatchObject({ _id: card!.id, state: 'completed' });
  });
});

describe('events', () => {
  const at = (iso: string) => new Date(iso);
  let ids: Record<string, string>;
  beforeAll(async () => {
    const make = (title: string, start: string, end: string, extra = {}) =>
      service.events.create({
        title,
        type: 'webinar',
        startsAt: at(start),
        endsAt: at(end),
        organiser: 'RPS',
        description: '<p>Hello <script>alert(1)</script><strong>pharmacists</strong></p>',
        onlineUrl: 'https://events.portal.test/join/1',
        ...extra,
      });
    ids = {
      // 21:00–01:00 GMT on 10–11 November 2026: across midnight.
      lateNight: await make('Late night', '2026-11-10T21:00:00Z', '2026-11-11T01:00:00Z'),
      // 29 March 2026: the clocks go forward at 01:00 UTC. 23:30 UTC that day is 00:30 BST on
      // the 30th.
      springForward: await make('Spring', '2026-03-29T23:30:00Z', '2026-03-30T00:30:00Z'),
      // 25 October 2026: the clocks go back at 01:00 UTC; 00:30 UTC is 01:30 BST on the 25th.
      fallBack: await make('Autumn', '2026-10-25T00:30:00Z', '2026-10-25T02:30:00Z'),
      summer: await make('Summer training', '2026-07-01T08:00:00Z', '2026-07-01T10:00:00Z', {
        type: 'training',
        location: 'Leeds',
        onlineUrl: null,
      }),
      future: await make('Far future', '2099-01-01T10:00:00Z', '2099-01-01T11:00:00Z'),
    };
  });

  it('groups a month by UK day: an event across midnight is on both days', async () => {
    const cal = (await get('/api/event/calendar?month=2026-11')).json().data;
    expect(cal.month).toBe('2026-11');
    expect(cal.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-10', '2026-11-11']);
    expect(cal.days[0].events[0]).toMatchObject({
      _id: ids.lateNight,
      startsAt: '2026-11-10T21:00:00.000Z',
      timeZone: 'Europe/London',
    });
  });

  it('places events on the clock-change days by London time', async () => {
    const march = (await get('/api/event/calendar?month=2026-03')).json().data;
    expect(march.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-30']);
    const october = (await get('/api/event/calendar?month=2026-10')).json().data;
    expect(october.days.map((d: { date: string }) => d.date)).toEqual(['2026-10-25']);
  });

  it('rejects a bad month with the field named', async () => {
    const res = await get('/api/event/calendar?month=2026-13');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.month).toBe('This field must be a month (YYYY-MM)');
  });

  it('answers this London month when no month is given (SPEC §7 lists the call bare)', async () => {
    const before = monthOf(new Date(), 'Europe/London');
    const res = await get('/api/event/calendar');
    const after = monthOf(new Date(), 'Europe/London');
    expect(res.statusCode, res.body).toBe(200);
    // Either side of a month's end, had the request run across it.
    expect([before, after]).toContain(res.json().data.month);
  });

  it('takes the current month in London, not in UTC, across a month boundary', async () => {
    const at = (iso: string) =>
      createHomeService({
        db: t.database.db,
        library,
        publicUrl: t.config.publicUrl,
        now: () => new Date(iso),
      });
    // 45 minutes after midnight on 1 April in London (BST): 31 March in UTC.
    const first = await service.events.create({
      title: 'April fool’s briefing',
      type: 'webinar',
      startsAt: new Date('2026-03-31T23:45:00Z'),
      endsAt: new Date('2026-04-01T00:15:00Z'),
      organiser: 'RPS',
      description: '',
    });
    // 23:30 UTC on 31 March is 00:30 on 1 April in London.
    const april = await at('2026-03-31T23:30:00Z').events.calendar();
    expect(april.month).toBe('2026-04');
    expect(april.days).toEqual([
      { date: '2026-04-01', events: [expect.objectContaining({ _id: first })] },
    ]);
    // In winter London is on UTC: 23:30 UTC on 31 October is still October.
    expect((await at('2026-10-31T23:30:00Z').events.calendar()).month).toBe('2026-10');
    // A month asked for is that month, whatever the clock says.
    expect((await at('2026-03-31T23:30:00Z').events.calendar('2026-03')).month).toBe('2026-03');
  });

  it('lists with type, UK date range and search; upcoming leaves out what is over', async () => {
    const titles = async (url: string) =>
      (await get(url)).json().data.map((e: { title: string }) => e.title);
    expect(await titles('/api/event/get?type=training')).toEqual(['Summer training']);
    // 1 July in London starts at 23:00 UTC on 30 June; the summer event is on that day.
    expect(await titles('/api/event/get?from=2026-07-01&to=2026-07-01')).toEqual([
      'Summer training',
    ]);
    expect(await titles('/api/event/get?from=2026-11-11&to=2026-11-11')).toEqual(['Late night']);
    expect(await titles('/api/event/get?search=autumn')).toEqual(['Autumn']);
    const all = (await get('/api/event/get?limit=2')).json();
    expect(all.data).toHaveLength(2);
    expect(all.option[0].count).toBeGreaterThanOrEqual(5);
    expect(await titles('/api/event/upcoming/get')).toEqual(['Far future']);
    const bad = await get('/api/event/get?from=2026-07-02&to=2026-07-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.to).toBe('The end date must not be before the start date');
  });

  it('does not list an event that only touches a day at midnight; keeps one with no length', async () => {
    const edge = await service.events.create({
      title: 'Ends at midnight',
      type: 'webinar',
      startsAt: at('2026-01-31T22:00:00Z'),
      endsAt: at('2026-02-01T00:00:00Z'),
      organiser: 'RPS',
      description: '',
    });
    const instant = await service.events.create({
      title: 'Instant',
      type: 'webinar',
      startsAt: at('2026-02-01T00:00:00Z'),
      endsAt: at('2026-02-01T00:00:00Z'),
      organiser: 'RPS',
      description: '',
      onlineUrl: 'javascript:alert(1)',
    });
    const listed = (await get('/api/event/get?from=2026-02-01&to=2026-02-01')).json().data;
    expect(listed.map((e: { _id: string }) => e._id)).toEqual([instant]);
    expect(listed[0].onlineUrl).toBeNull();
    const feb = (await get('/api/event/calendar?month=2026-02')).json().data;
    expect(feb.days).toEqual([
      { date: '2026-02-01', events: [expect.objectContaining({ _id: instant })] },
    ]);
    const jan = (await get('/api/event/calendar?month=2026-01')).json().data;
    expect(jan.days.map((d: { date: string }) => d.date)).toEqual(['2026-01-31']);
    expect(jan.days[0].events[0]._id).toBe(edge);
  });

  it('refuses months and days the calendar cannot reach with the field named', async () => {
    for (const url of [
      '/api/event/calendar?month=9999-12',
      '/api/event/calendar?month=0000-01',
      '/api/event/get?from=0000-01-01',
      '/api/event/get?to=9999-12-31',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).length, url).toBe(1);
    }
  });

  it('serves a description cleaned of script', async () => {
    const [e] = (await get('/api/event/get?search=summer')).json().data;
    expect(e.description).toBe('<p>Hello <strong>pharmacists</strong></p>');
  });

  it('gives an RFC 5545 file that reads back with the right UTC times', async () => {
    const res = await get(`/api/event/ics/${ids.summer}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Summer-training.ics"',
    );
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).toContain('TZID:Europe/London');
    expect(res.body).toContain('METHOD:PUBLISH');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    for (const tz of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(tz));
    }
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Summer training');
    expect(event.uid).toBe(`${ids.summer}@${new URL(t.config.publicUrl).host}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('Europe/London');
    expect(res.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(event.location).toBe('Leeds');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(event.description).toContain('Organised by RPS.');
  });

  it('answers 404 for the file of an unknown event', async () => {
    const res = await get(`/api/event/ics/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeTruthy();
  });
});

describe('library documents: the library’s files (decision 82)', () => {
  let docId: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await renderPdf({ title: 'CD register guide', sections: [{ heading: 'Scope' }] });
    docId = await library.addFile({
      title: 'CD register guide',
      description: 'Worked examples',
      category: 'guide',
      author: 'Pharma Portal',
      fileName: 'cd-register-guide.pdf',
      contentType: 'application/pdf',
      bytes,
      publishedAt: new Date(Date.now() - 60_000),
    });
    await library.addFile({
      title: 'SOP template',
      description: 'Destruction',
      category: 'sop',
      author: 'Pharma Portal',
      fileName: 'sop.pdf',
      contentType: 'application/pdf',
      bytes,
      publishedAt: new Date(),
    });
    // A link of the library: on Education's shelf, not among Home's documents (no file).
    await library.addLink({
      title: 'GPhC standards',
      description: 'Worked links',
      category: 'policy',
      author: 'GPhC',
      url: 'https://www.pharmacyregulation.org/standards',
      publishedAt: new Date(),
    });
  });

  it('lists newest first with search, category filter and the total', async () => {
    const all = (await get('/api/library/document/get')).json();
    expect(all.option).toEqual([{ count: 2 }]);
    expect(all.data[1]).toMatchObject({
      _id: docId,
      fileType: 'PDF',
      sizeBytes: bytes.length,
      category: 'Guides',
    });
    const found = (await get('/api/library/document/get?search=worked')).json();
    expect(found.data.map((d: { title: string }) => d.title)).toEqual(['CD register guide']);
    // A shelf by its label or its key; a category that is no shelf holds nothing.
    for (const category of ['SOPs', 'sop']) {
      const sops = (await get(`/api/library/document/get?category=${category}`)).json();
      expect(sops.data.map((d: { title: string }) => d.title)).toEqual(['SOP template']);
    }
    expect((await get('/api/library/document/get?category=Templates')).json().option).toEqual([
      { count: 0 },
    ]);
  });

  it('is the same library Education lists: its files, with the same ids', async () => {
    const shelf = (await get('/api/library/get?limit=50')).json();
    const files = (shelf.data as { _id: string; kind: string }[]).filter((i) => i.kind === 'file');
    const docs = (await get('/api/library/document/get?limit=50')).json();
    expect(docs.data.map((d: { _id: string }) => d._id)).toEqual(files.map((i) => i._id));
    expect(shelf.option[0].count).toBe(docs.option[0].count + 1);
  });

  it('downloads the file itself, as an attachment no cache keeps', async () => {
    const res = await get(`/api/library/document/download/${docId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cd-register-guide.pdf"; filename*=UTF-8''cd-register-guide.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for an unknown document and needs a session for the file', async () => {
    expect((await get(`/api/library/document/download/${randomUUID()}`)).statusCode).toBe(404);
    const anonymous = await t.request({
      method: 'GET',
      url: `/api/library/document/download/${docId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('useful links and testimonials', () => {
  beforeAll(async () => {
    await t.database.db.insert(usefulLinks).values([
      { title: 'GPhC', text: 'Regulator', url: 'https://www.pharmacyregulation.org', position: 1 },
      { title: 'SPS', text: 'Medicines advice', url: 'www.sps.nhs.uk', position: 2 },
      { title: 'Bad', text: 'x', url: 'https://x.test', imageUrl: 'javascript:1', position: 3 },
    ]);
    await t.database.db.insert(testimonials).values([
      { name: 'Priya', role: 'Pharmacist', summary: 'Useful', rating: 5, position: 1 },
      { name: 'Tom', role: 'Technician', summary: 'Clear guides', rating: 4, position: 2 },
    ]);
  });

  it('lists links in order with search and the total; an unsafe image is dropped', async () => {
    const all = (await get('/api/link/get')).json();
    expect(all.data.map((l: { url: string }) => l.url)).toEqual([
      'https://www.pharmacyregulation.org',
      'www.sps.nhs.uk',
      'https://x.test',
    ]);
    expect(all.data[2].imageUrl).toBeNull();
    expect((await get('/api/link/get?search=advice')).json().option).toEqual([{ count: 1 }]);
    const page = (await get('/api/link/get?limit=1&skip=1')).json();
    expect(page.data.map((l: { title: string }) => l.title)).toEqual(['SPS']);
    expect(page.option).toEqual([{ count: 3 }]);
  });

  it('lists testimonials in order with search and the total', async () => {
    const all = (await get('/api/testimonial/get')).json();
    expect(all.data.map((x: { name: string }) => x.name)).toEqual(['Priya', 'Tom']);
    expect(all.data[1].rating).toBe(4);
    expect((await get('/api/testimonial/get?search=guides')).json().option).toEqual([{ count: 1 }]);
  });
});

describe('recommended articles', () => {
  it('differ for two readers: unread articles of the categories each reads come first', async () => {
    const [pain, law] = await t.database.db
      .insert(newsCategories)
      .values([
        { name: 'Pain', slug: 'pain' },
        { name: 'Law', slug: 'law' },
      ])
      .returning({ id: newsCategories.id });
    const article = (title: string, categoryId: string, viewCount: number) => ({
      title,
      categoryId,
      summary: title,
      body: '<p>x</p>',
      authorName: 'Editor',
      publishedAt: new Date('2026-01-01T09:00:00Z'),
      viewCount,
    });
    const rows = await t.database.db
      .insert(newsArticles)
      .values([
        article('Pain 1', pain!.id, 1),
        article('Pain 2', pain!.id, 5),
        article('Law 1', law!.id, 50),
        article('Law 2', law!.id, 60),
      ])
      .returning({ id: newsArticles.id, title: newsArticles.title });
    const idOf = (title: string) => rows.find((r) => r.title === title)!.id;
    const recommended = async (token: string) =>
      (await get('/api/newsFeed/get?recommended=true&limit=10', token))
        .json()
        .data.map((a: { title: string }) => a.title);

    // Nobody has read anything: the most viewed first.
    expect(await recommended(tokenB)).toEqual(['Law 2', 'Law 1', 'Pain 2', 'Pain 1']);

    // A reads a pain article, so the other pain article leads A's list and the read one is gone.
    await get(`/api/newsFeed/get/${idOf('Pain 1')}?viewIncrease=true`, tokenA);
    expect(await recommended(tokenA)).toEqual(['Pain 2', 'Law 2', 'Law 1']);
    // B bookmarks a law article: it leaves B's list and the other law article leads.
    await t.request({
      method: 'POST',
      url: '/api/newsFeed/bookmark',
      token: tokenB,
      payload: { newsFeedId: idOf('Law 2'), bookmark: true },
    });
    expect(await recommended(tokenB)).toEqual(['Law 1', 'Pain 2', 'Pain 1']);
    const res = (await get('/api/newsFeed/get?recommended=true&limit=1', tokenA)).json();
    expect(res.option).toEqual([{ count: 3 }]);
  });
});
