import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { education, type home } from '@portal/contract';
import { webinarRegistrations } from '../../db/schema';
import { createUser } from '../../test/factories';
import { mailCount, mailRead } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWebinarsService, type WebinarInput } from './webinars.service';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let webinars: ReturnType<typeof createWebinarsService>;
const tag = `W${randomBytes(3).toString('hex')}`;
const HOUR = 3_600_000;

const get = (url: string, token = tokenA) => t.request({ method: 'GET', url, token });
const post = (url: string, token = tokenA) => t.request({ method: 'POST', url, token });
const del = (url: string, token = tokenA) => t.request({ method: 'DELETE', url, token });

const person = async (opts: Parameters<typeof createUser>[1] = {}) => {
  const u = await createUser(t.database.db, opts);
  return (await t.login(u.email, u.password)).token;
};

/** Seeded webinars: start offset from now in hours, length in hours, seats, recording. */
const seeds: (WebinarInput & { key: string })[] = [];
const ids = new Map<string, string>();
const seed = (key: string, startH: number, lengthH: number, extra: Partial<WebinarInput> = {}) => {
  const start = Date.now() + startH * HOUR;
  seeds.push({
    key,
    title: `${tag} ${key} webinar`,
    summary: `About ${key}.`,
    description: `<p>On ${key}.</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
    speakers: [{ name: `Dr ${key} Speaker`, role: 'Consultant Pharmacist' }],
    startsAt: new Date(start),
    endsAt: new Date(start + lengthH * HOUR),
    joinUrl: 'https://meet.example.test/live',
    ...extra,
  });
};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://portal.test' } });
  webinars = createWebinarsService({ db: t.database.db, publicUrl: 'http://portal.test' });
  seed('past-recorded', -10 * 24, 1, { recordingUrl: 'https://video.example.test/rec1' });
  seed('older-recorded', -20 * 24, 1, { recordingUrl: 'https://video.example.test/rec2' });
  seed('past-unrecorded', -5 * 24, 1);
  seed('live', -0.5, 1);
  seed('soon', 2, 1, { capacity: 50 });
  seed('later', 48, 1.5);
  seed('much-later', 24 * 30, 1);
  seed('full', 72, 1, { capacity: 1 });
  seed('last-seat', 96, 1, { capacity: 3 });
  for (const s of seeds) ids.set(s.key, await webinars.create(s));
  tokenA = await person({ firstName: 'Ada' });
  tokenB = await person({ firstName: 'Bo' });
});
afterAll(() => t.close());

const seeded = (pred: (s: (typeof seeds)[number]) => boolean) => seeds.filter(pred);
const now = () => new Date();

describe('access', () => {
  const id = randomUUID();
  const calls: [string, string][] = [
    ['GET', '/api/webinar/get'],
    ['GET', `/api/webinar/get/${id}`],
    ['POST', `/api/webinar/register/${id}`],
    ['DELETE', `/api/webinar/register/${id}`],
    ['GET', `/api/webinar/ics/${id}`],
  ];
  it.each(calls)('%s %s needs a session (401)', async (method, url) => {
    expect((await t.request({ method: method as 'GET', url })).statusCode).toBe(401);
  });
  it.each(calls)('%s %s needs the education module (403)', async (method, url) => {
    const token = await person({ modules: ['home', 'media'] });
    expect((await t.request({ method: method as 'GET', url, token })).statusCode).toBe(403);
  });
  it('answers 404 for an unknown webinar and 400 for a bad id', async () => {
    expect((await get(`/api/webinar/get/${id}`)).statusCode).toBe(404);
    expect((await post(`/api/webinar/register/${id}`)).statusCode).toBe(404);
    expect((await del(`/api/webinar/register/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/webinar/ics/${id}`)).statusCode).toBe(404);
    expect((await get('/api/webinar/get/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/webinar/get?list=tomorrow')).statusCode).toBe(400);
  });
});

describe('lists', () => {
  const titles = async (query: string) => {
    const res = await get(`/api/webinar/get?search=${tag}&${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: education.Webinar[]; option: { count: number }[] };
    return { titles: body.data.map((w) => w.title), count: body.option[0]!.count, data: body.data };
  };

  it('lists upcoming ones (a live one included) soonest first, with the total', async () => {
    const want = seeded((s) => s.endsAt > now()).sort((a, b) => +a.startsAt - +b.startsAt);
    const got = await titles('list=upcoming&limit=100');
    expect(got.titles).toEqual(want.map((s) => s.title));
    expect(got.count).toBe(want.length);
    expect(got.data.find((w) => w.title.includes(' live '))?.state).toBe('live');
  });

  it('lists recorded ones newest first, never one without its recording', async () => {
    const want = seeded((s) => s.endsAt <= now() && Boolean(s.recordingUrl)).sort(
      (a, b) => +b.startsAt - +a.startsAt,
    );
    const got = await titles('list=recorded');
    expect(got.titles).toEqual(want.map((s) => s.title));
    expect(got.data.every((w) => w.state === 'ended' && w.recordingUrl)).toBe(true);
  });

  it('lists all: upcoming first, then the past newest first', async () => {
    const up = seeded((s) => s.endsAt > now()).sort((a, b) => +a.startsAt - +b.startsAt);
    const past = seeded((s) => s.endsAt <= now()).sort((a, b) => +b.startsAt - +a.startsAt);
    const got = await titles('list=all&limit=100');
    expect(got.titles).toEqual([...up, ...past].map((s) => s.title));
  });

  it('pages through the upcoming ones', async () => {
    const want = seeded((s) => s.endsAt > now()).sort((a, b) => +a.startsAt - +b.startsAt);
    const page = await titles('list=upcoming&limit=2&skip=2');
    expect(page.titles).toEqual(want.slice(2, 4).map((s) => s.title));
    expect(page.count).toBe(want.length);
    const beyond = await titles('list=upcoming&limit=2&skip=50');
    expect(beyond.titles).toEqual([]);
    expect(beyond.count).toBe(want.length);
  });

  it('searches titles, summaries and speakers’ names', async () => {
    const res = await get(
      `/api/webinar/get?list=all&search=${encodeURIComponent('Dr later Speaker')}`,
    );
    expect(res.json().data.map((w: education.Webinar) => w._id)).toEqual([ids.get('later')]);
    const none = await get(`/api/webinar/get?list=all&search=${tag}-nothing`);
    expect(none.json().data).toEqual([]);
    expect(none.json().option[0].count).toBe(0);
  });
});

describe('one webinar', () => {
  it('has its speakers, sanitised description, seats and no join link before registering', async () => {
    const w: education.Webinar = (await get(`/api/webinar/get/${ids.get('soon')}`)).json().data;
    expect(w.speakers).toEqual([{ name: 'Dr soon Speaker', role: 'Consultant Pharmacist' }]);
    expect(w.description).toContain('<p>On soon.</p>');
    expect(w.description).not.toMatch(/script|onerror/);
    expect(w.timeZone).toBe('Europe/London');
    expect(w).toMatchObject({ capacity: 50, seatsLeft: 50, isFull: false, isRegistered: false });
    expect(w.joinUrl).toBeNull();
    expect(w.recordingUrl).toBeNull();
  });

  it('gives the recording once over, and the live room to the registered only', async () => {
    const rec: education.Webinar = (
      await get(`/api/webinar/get/${ids.get('past-recorded')}`)
    ).json().data;
    expect(rec.recordingUrl).toBe('https://video.example.test/rec1');
    expect(rec.state).toBe('ended');
    const live = ids.get('live')!;
    expect((await get(`/api/webinar/get/${live}`)).json().data.joinUrl).toBeNull();
    const registered = (await post(`/api/webinar/register/${live}`)).json().data;
    expect(registered.joinUrl).toBe('https://meet.example.test/live');
    expect(registered.seatsLeft).toBeNull();
  });
});

describe('registration', () => {
  it('is idempotent, and unregistering frees the seat', async () => {
    const id = ids.get('soon')!;
    const first = await post(`/api/webinar/register/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/registered/);
    const again = (await post(`/api/webinar/register/${id}`)).json().data;
    expect(again).toMatchObject({ isRegistered: true, registeredCount: 1, seatsLeft: 49 });
    const rows = await t.database.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, id));
    expect(rows).toHaveLength(1);
    // Someone else sees the seat taken, not their registration.
    expect((await get(`/api/webinar/get/${id}`, tokenB)).json().data).toMatchObject({
      isRegistered: false,
      registeredCount: 1,
    });
    const off = (await del(`/api/webinar/register/${id}`)).json().data;
    expect(off).toMatchObject({ isRegistered: false, registeredCount: 0, seatsLeft: 50 });
    expect((await del(`/api/webinar/register/${id}`)).statusCode).toBe(200);
  });

  it('refuses a full webinar with a clear message, but not its own registration again', async () => {
    const id = ids.get('full')!;
    expect((await post(`/api/webinar/register/${id}`, tokenB)).statusCode).toBe(200);
    const refused = await post(`/api/webinar/register/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: education.WEBINAR_FULL_MESSAGE,
      code: 'CONFLICT',
    });
    expect((await get(`/api/webinar/get/${id}`)).json().data).toMatchObject({
      isFull: true,
      seatsLeft: 0,
    });
    expect((await post(`/api/webinar/register/${id}`, tokenB)).statusCode).toBe(200);
  });

  it('refuses a webinar that is over', async () => {
    const res = await post(`/api/webinar/register/${ids.get('past-recorded')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(education.WEBINAR_OVER_MESSAGE);
  });

  it('gives the last seat to exactly one of 10 people asking at once', async () => {
    const id = ids.get('last-seat')!;
    await post(`/api/webinar/register/${id}`, tokenA);
    await post(`/api/webinar/register/${id}`, tokenB);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => person()));
    const answers = await Promise.all(tokens.map((tk) => post(`/api/webinar/register/${id}`, tk)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, id));
    expect(rows).toHaveLength(3);
  });
});

describe('on Home and in calendars', () => {
  it('shows a registration among the user’s upcoming events, and no one else’s', async () => {
    const token = await person();
    const id = ids.get('much-later')!;
    const before = (await get('/api/event/upcoming/get?limit=100', token)).json();
    await post(`/api/webinar/register/${id}`, token);
    const after = (await get('/api/event/upcoming/get?limit=100', token)).json();
    expect(after.option[0].count).toBe(before.option[0].count + 1);
    const item = (after.data as home.Event[]).find((e) => e._id === id);
    expect(item).toMatchObject({
      type: 'webinar',
      title: `${tag} much-later webinar`,
      organiser: 'Dr much-later Speaker',
      onlineUrl: `http://portal.test/education/webinar/${id}`,
    });
    const other = await person();
    const theirs = (await get('/api/event/upcoming/get?limit=100', other)).json().data;
    expect((theirs as home.Event[]).some((e) => e._id === id)).toBe(false);
    // Found by Home's search too, and its calendar file comes from Home's call.
    const found = (await get(`/api/event/upcoming/get?search=much-later`, token)).json().data;
    expect(found.map((e: home.Event) => e._id)).toEqual([id]);
    const ics = await get(`/api/event/ics/${id}`, token);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain(`${tag} much-later webinar`);
    expect((await get(`/api/event/ics/${id}`, other)).statusCode).toBe(404);
    await del(`/api/webinar/register/${id}`, token);
    const gone = (await get('/api/event/upcoming/get?limit=100', token)).json().data;
    expect((gone as home.Event[]).some((e) => e._id === id)).toBe(false);
  });

  it('exports a webinar as a calendar file in London time either side of the clock change', async () => {
    // 10:00 in London on the Saturday before the clocks go forward (GMT) and the Sunday after (BST).
    const gmt = await webinars.create({
      title: `${tag} before the change`,
      summary: '',
      description: '<p>Before.</p>',
      speakers: [{ name: 'Dr Ann Lee', role: 'GP' }],
      startsAt: new Date('2027-03-27T10:00:00Z'),
      endsAt: new Date('2027-03-27T11:00:00Z'),
    });
    const bst = await webinars.create({
      title: `${tag} after the change`,
      summary: '',
      description: '<p>After.</p>',
      speakers: [{ name: 'Dr Ann Lee', role: 'GP' }],
      startsAt: new Date('2027-03-28T09:00:00Z'),
      endsAt: new Date('2027-03-28T10:00:00Z'),
    });
    for (const id of [gmt, bst]) {
      const res = await get(`/api/webinar/ics/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"/);
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      for (const tz of calendar.getAllSubcomponents('vtimezone')) {
        ICAL.TimezoneService.register(new ICAL.Timezone(tz));
      }
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.startDate.zone?.tzid).toBe('Europe/London');
      // The wall clock in London is 10:00 both days; the instants differ by the hour.
      expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 0]);
      expect(event.startDate.toJSDate().toISOString()).toBe(
        id === gmt ? '2027-03-27T10:00:00.000Z' : '2027-03-28T09:00:00.000Z',
      );
      expect(res.body).toContain('BEGIN:VTIMEZONE');
      expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url')).toBe(
        `http://portal.test/education/webinar/${id}`,
      );
    }
  });
});

describe('e-mails', () => {
  /** The calendar in a mail's attachment, with its zones registered, and its one event. */
  const calendarOf = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const tz of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(tz));
    }
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    return { calendar, vevent, event: new ICAL.Event(vevent) };
  };

  it('confirms a registration with the invitation, and a cancellation with the same UID', async () => {
    // 14:00 in London in summer time (13:00 UTC).
    const id = await webinars.create({
      title: `${tag} Summer & "safety"`,
      summary: '',
      description: '<p>Summer.</p>',
      speakers: [{ name: 'Dr Ann Lee', role: 'GP' }],
      startsAt: new Date('2027-06-15T13:00:00Z'),
      endsAt: new Date('2027-06-15T14:30:00Z'),
    });
    const u = await createUser(t.database.db, { firstName: 'Cal', lastName: 'Endar' });
    const token = (await t.login(u.email, u.password)).token;
    const dir = t.config.DATA_DIR;
    const title = `${tag} Summer & "safety"`;

    expect((await post(`/api/webinar/register/${id}`, token)).statusCode).toBe(200);
    const mail = await mailRead(dir, u.email, `You are registered: ${title}`);
    expect(mail.text).toContain('Dear Cal,');
    expect(mail.text).toContain('on Tuesday 15 June 2027, 14:00 (UK time)');
    expect(mail.text).toContain(`See the webinar: http://portal.test/education/webinar/${id}`);
    expect(mail.html).toContain(`${tag} Summer &amp; &quot;safety&quot;`);
    expect(mail.html).toContain('<td>Tuesday 15 June 2027, 15:30 (UK time)</td>');
    const [invite] = mail.attachments;
    expect(invite).toMatchObject({ mimeType: 'text/calendar', method: 'REQUEST' });
    expect(invite!.filename).toMatch(/\.ics$/);
    const sent = calendarOf(invite!.content);
    expect(sent.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(sent.event.uid).toBe(`webinar-${id}-${u.id}@portal.test`);
    expect(sent.event.startDate.zone?.tzid).toBe('Europe/London');
    expect([sent.event.startDate.hour, sent.event.startDate.minute]).toEqual([14, 0]);
    expect(sent.event.startDate.toJSDate().toISOString()).toBe('2027-06-15T13:00:00.000Z');
    expect(sent.event.endDate.toJSDate().toISOString()).toBe('2027-06-15T14:30:00.000Z');
    // The scheme's case is the library's (MAILTO:); calendars read it either way.
    const address = (p: string) => String(sent.vevent.getFirstPropertyValue(p)).toLowerCase();
    expect(address('organizer')).toBe('mailto:no-reply@pharmaportal.co.uk');
    expect(address('attendee')).toBe(`mailto:${u.email}`);
    expect(invite!.content).toContain('BEGIN:VTIMEZONE');
    // The file the webinar's page downloads for them is the same event in their calendar.
    const downloaded = calendarOf((await get(`/api/webinar/ics/${id}`, token)).body);
    expect(downloaded.event.uid).toBe(sent.event.uid);

    // Registering again is the one registration: no second e-mail.
    expect((await post(`/api/webinar/register/${id}`, token)).statusCode).toBe(200);

    expect((await del(`/api/webinar/register/${id}`, token)).statusCode).toBe(200);
    const cancel = await mailRead(dir, u.email, `Registration cancelled: ${title}`);
    expect(cancel.text).toContain('on Tuesday 15 June 2027, 14:00 (UK time) is cancelled');
    expect(cancel.html).toContain('is cancelled');
    const [file] = cancel.attachments;
    expect(file).toMatchObject({ mimeType: 'text/calendar', method: 'CANCEL' });
    const cancelled = calendarOf(file!.content);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.uid).toBe(sent.event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(sent.event.sequence);
    // Unregistering without a registration sends nothing.
    expect((await del(`/api/webinar/register/${id}`, token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailCount(dir, u.email, `You are registered: ${title}`)).toBe(1);
    expect(mailCount(dir, u.email, `Registration cancelled: ${title}`)).toBe(1);
  });

  it('sends nothing for a refused registration', async () => {
    const u = await createUser(t.database.db);
    const token = (await t.login(u.email, u.password)).token;
    const id = ids.get('past-unrecorded')!;
    expect((await post(`/api/webinar/register/${id}`, token)).statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      mailCount(t.config.DATA_DIR, u.email, `You are registered: ${tag} past-unrecorded webinar`),
    ).toBe(0);
  });
});
