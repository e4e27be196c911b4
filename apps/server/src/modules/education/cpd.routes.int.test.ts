import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { education } from '@portal/contract';
import { londonToday } from '@portal/contract';
import { cpdEntries, cpdProfiles, uploads } from '../../db/schema';
import { createUser } from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let png: Buffer;
const tag = `C${randomBytes(3).toString('hex')}`;
const today = londonToday();
const daysAgo = (n: number) => londonToday(Date.now(), -n);

const request = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token = tokenA,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

const body = (overrides: Partial<education.CpdEntryForm> = {}): education.CpdEntryForm => ({
  type: 'unplanned',
  title: `${tag} Webinar on CBD oils`,
  activityDate: today,
  learnedWhat: 'Titration of CBD-dominant oils.',
  whyRelevant: 'I dispense them weekly.',
  benefitExample: 'Clearer counselling for patients.',
  ...overrides,
});

const create = async (overrides: Partial<education.CpdEntryForm> = {}, token = tokenA) => {
  const res = await request('POST', '/api/cpd/create', token, body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as education.CpdEntry;
};

const upload = (token: string, name: string, type: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile('file', name, type, bytes);
  return t.request({ method: 'POST', url: '/api/cpd/evidence', token, headers, payload });
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
  const b = await createUser(t.database.db, { firstName: 'Bo' });
  tokenA = (await t.login(a.email, a.password)).token;
  tokenB = (await t.login(b.email, b.password)).token;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

describe('access', () => {
  const id = randomUUID();
  const calls: [string, string][] = [
    ['GET', '/api/cpd/get'],
    ['GET', `/api/cpd/get/${id}`],
    ['POST', '/api/cpd/create'],
    ['PUT', `/api/cpd/edit/${id}`],
    ['DELETE', `/api/cpd/delete/${id}`],
    ['POST', '/api/cpd/evidence'],
    ['GET', '/api/cpd/summary'],
    ['PUT', '/api/cpd/renewalDate'],
    ['GET', '/api/cpd/pdf'],
    ['GET', `/api/cpd/evidence/${id}.pdf`],
  ];
  it.each(calls)('%s %s needs a session (401)', async (method, url) => {
    expect((await t.request({ method: method as 'GET', url })).statusCode).toBe(401);
  });
  it('needs the education module (403)', async () => {
    const u = await createUser(t.database.db, { modules: ['home'] });
    const { token } = await t.login(u.email, u.password);
    expect((await request('GET', '/api/cpd/summary', token)).statusCode).toBe(403);
  });
});

describe('records', () => {
  it('asks each type for its own questions', async () => {
    const planned = await request('POST', '/api/cpd/create', tokenA, body({ type: 'planned' }));
    expect(planned.statusCode).toBe(400);
    expect(planned.json().fields).toMatchObject({
      plannedWhat: 'This field is required',
      plannedHow: 'This field is required',
    });
    const noBenefit = await request('POST', '/api/cpd/create', tokenA, {
      ...body(),
      benefitExample: ' ',
    });
    expect(noBenefit.json().fields).toMatchObject({ benefitExample: 'This field is required' });
    // The texts another type asks for are dropped.
    const p = await create({
      type: 'planned',
      plannedWhat: 'Interactions of THC',
      plannedHow: 'A webinar',
      learnedWhat: 'left over from the form',
    });
    expect(p).toMatchObject({ plannedWhat: 'Interactions of THC', learnedWhat: null });
  });

  it('keeps its source, pre-filled from a webinar', async () => {
    const source = { kind: 'webinar' as const, id: randomUUID(), title: 'CBD in practice' };
    const e = await create({ source });
    expect(e.source).toEqual(source);
    expect((await request('GET', `/api/cpd/get/${e._id}`)).json().data.source).toEqual(source);
  });

  it('lists only the owner’s, newest first, with search and paging', async () => {
    const mine = [
      await create({ title: `${tag} list one`, activityDate: daysAgo(3) }),
      await create({ title: `${tag} list two`, activityDate: daysAgo(1) }),
      await create({ title: `${tag} list three`, activityDate: daysAgo(2) }),
    ];
    await create({ title: `${tag} list theirs` }, tokenB);
    const res = await request('GET', `/api/cpd/get?search=${tag}%20list&period=all`);
    const want = [...mine].sort((a, b) => b.activityDate.localeCompare(a.activityDate));
    expect(res.json().data.map((e: education.CpdEntry) => e._id)).toEqual(want.map((e) => e._id));
    expect(res.json().option[0].count).toBe(3);
    const page = await request(
      'GET',
      `/api/cpd/get?search=${tag}%20list&period=all&limit=1&skip=1`,
    );
    expect(page.json().data.map((e: education.CpdEntry) => e._id)).toEqual([want[1]!._id]);
    expect(page.json().option[0].count).toBe(3);
    const theirs = await request('GET', `/api/cpd/get?search=${tag}%20list&period=all`, tokenB);
    expect(theirs.json().data.map((e: education.CpdEntry) => e.title)).toEqual([
      `${tag} list theirs`,
    ]);
  });

  it('is private: another user gets 404 and changes nothing', async () => {
    const e = await create({ title: `${tag} private` });
    expect((await request('GET', `/api/cpd/get/${e._id}`, tokenB)).statusCode).toBe(404);
    const edit = await request('PUT', `/api/cpd/edit/${e._id}`, tokenB, body({ title: 'Taken' }));
    expect(edit.statusCode).toBe(404);
    expect((await request('DELETE', `/api/cpd/delete/${e._id}`, tokenB)).statusCode).toBe(404);
    expect((await request('GET', `/api/cpd/get/${e._id}`)).json().data.title).toBe(
      `${tag} private`,
    );
  });

  it('edits and deletes the owner’s own', async () => {
    const e = await create();
    const edited = await request(
      'PUT',
      `/api/cpd/edit/${e._id}`,
      tokenA,
      body({ type: 'peer-discussion', title: `${tag} peer`, reflection: 'Discussed with a GP.' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      type: 'peer-discussion',
      reflection: 'Discussed with a GP.',
      learnedWhat: null,
    });
    expect((await request('DELETE', `/api/cpd/delete/${e._id}`)).statusCode).toBe(200);
    expect((await request('GET', `/api/cpd/get/${e._id}`)).statusCode).toBe(404);
  });
});

describe('the year', () => {
  it('counts the revalidation year against 4 (2 planned) + 1 + 1, up to the renewal date', async () => {
    const u = await createUser(t.database.db);
    const { token } = await t.login(u.email, u.password);
    const summary = async () =>
      (await request('GET', '/api/cpd/summary', token)).json().data as education.CpdSummary;
    expect(await summary()).toMatchObject({
      renewalDate: null,
      periodEnd: today,
      counts: { records: 0 },
      targets: { records: 4, planned: 2, peerDiscussion: 1, reflectiveAccount: 1 },
      complete: false,
    });
    const renewal = londonToday(Date.now(), 30);
    const set = await request('PUT', '/api/cpd/renewalDate', token, { renewalDate: renewal });
    expect(set.json().data).toMatchObject({ renewalDate: renewal, periodEnd: renewal });
    const planned = { type: 'planned' as const, plannedWhat: 'x', plannedHow: 'y' };
    await create(planned, token);
    await create(planned, token);
    await create({}, token);
    await create({ type: 'peer-discussion', reflection: 'z' }, token);
    // Before this revalidation year: not counted.
    await create({ activityDate: londonToday(Date.now(), -400) }, token);
    let s = await summary();
    expect(s.counts).toEqual({
      records: 3,
      planned: 2,
      unplanned: 1,
      peerDiscussion: 1,
      reflectiveAccount: 0,
    });
    expect(s.complete).toBe(false);
    await create({}, token);
    await create({ type: 'reflective-account', reflection: 'r' }, token);
    s = await summary();
    expect(s.counts.records).toBe(4);
    expect(s.complete).toBe(true);
    const current = (await request('GET', '/api/cpd/get?limit=100', token)).json();
    expect(current.option[0].count).toBe(6);
    const all = (await request('GET', '/api/cpd/get?limit=100&period=all', token)).json();
    expect(all.option[0].count).toBe(7);
    expect(
      (await request('PUT', '/api/cpd/renewalDate', token, { renewalDate: '31/03/2027' }))
        .statusCode,
    ).toBe(400);
  });

  it('downloads the year as a PDF that parses back with its records', async () => {
    const e = await create({ title: `${tag} In the PDF`, learnedWhat: 'Endocannabinoid basics.' });
    await create({ title: `${tag} Not mine in the PDF` }, tokenB);
    const res = await request('GET', '/api/cpd/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="CPD-record-/);
    const parser = new PDFParse({ data: res.rawPayload });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('CPD record');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(`${tag} In the PDF`);
    expect(text).toContain('Endocannabinoid basics.');
    expect(text).toMatch(/CPD records: \d+ of 4/);
    expect(text).not.toContain('Not mine in the PDF');
    expect(text).not.toContain(e._id);
  });
});

describe('evidence', () => {
  it('takes a PDF or an image by content and refuses anything else', async () => {
    const img = await upload(tokenA, 'certificate.png', 'image/png', png);
    expect(img.statusCode).toBe(200);
    expect(img.json().data).toMatchObject({
      name: 'certificate.webp',
      contentType: 'image/webp',
    });
    expect(img.json().data.url).toMatch(/^\/api\/cpd\/evidence\/[0-9a-f-]{36}\.webp$/);
    const pdf = await upload(
      tokenA,
      'cert.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n%%EOF\n'),
    );
    expect(pdf.json().data).toMatchObject({ name: 'cert.pdf', contentType: 'application/pdf' });
    const text = await upload(tokenA, 'cert.pdf', 'application/pdf', Buffer.from('hello'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      fields: { file: 'Please upload a PDF, JPEG, PNG or WebP file.' },
    });
    const notMultipart = await request('POST', '/api/cpd/evidence', tokenA, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('attaches only the caller’s own uploads, and deleting the record removes its files', async () => {
    const theirs = (await upload(tokenB, 'b.png', 'image/png', png)).json().data;
    const refused = await request(
      'POST',
      '/api/cpd/create',
      tokenA,
      body({ evidence: [{ url: theirs.url, name: 'b.webp' }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      evidence: 'Please attach evidence files you uploaded.',
    });
    const avatarLike = await request(
      'POST',
      '/api/cpd/create',
      tokenA,
      body({ evidence: [{ url: '/uploads/avatars/x.webp', name: 'x' }] }),
    );
    expect(avatarLike.statusCode).toBe(400);

    const mine = (await upload(tokenA, 'a.png', 'image/png', png)).json().data;
    const e = await create({ evidence: [{ url: mine.url, name: mine.name }] });
    expect(e.evidence).toEqual([{ url: mine.url, name: 'a.webp' }]);
    const key = mine.url.replace('/api/cpd/evidence/', 'cpd/');
    const rows = () => t.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(await rows()).toHaveLength(1);
    expect((await request('DELETE', `/api/cpd/delete/${e._id}`)).statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('is private: only its uploader downloads it, attached or not; /uploads does not serve it', async () => {
    const bytes = Buffer.from('%PDF-1.4\n%private\n%%EOF\n');
    const loose = (await upload(tokenA, 'notes.pdf', 'application/pdf', bytes)).json().data;
    const id = loose.url.replace('/api/cpd/evidence/', '');
    expect(id).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    // Not yet on a record: the uploader's alone.
    const own = await request('GET', loose.url);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('filename="evidence.pdf"');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect((await request('GET', loose.url, tokenB)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: loose.url })).statusCode).toBe(401);

    // On a record: its name there; still nobody else's.
    const image = (await upload(tokenA, 'cert.png', 'image/png', png)).json().data;
    await create({ evidence: [{ url: image.url, name: 'Attendance certificate.webp' }] });
    const attached = await request('GET', image.url);
    expect(attached.statusCode).toBe(200);
    expect(attached.headers['content-type']).toBe('image/webp');
    expect(attached.headers['content-disposition']).toContain(
      'filename="Attendance certificate.webp"',
    );
    expect((await sharp(attached.rawPayload).metadata()).format).toBe('webp');
    expect((await request('GET', image.url, tokenB)).statusCode).toBe(404);

    // The old public address serves neither, with a session or without.
    for (const url of [loose.url, image.url]) {
      const path = `/uploads/cpd/${url.replace('/api/cpd/evidence/', '')}`;
      expect((await t.request({ method: 'GET', url: path })).statusCode).toBe(404);
      expect((await request('GET', path)).statusCode).toBe(404);
    }
    // An id of no file, and one that is not an evidence id.
    expect((await request('GET', `/api/cpd/evidence/${randomUUID()}.pdf`)).statusCode).toBe(404);
    expect((await request('GET', '/api/cpd/evidence/..%2Fpasswd')).statusCode).toBe(400);
  });
});

describe('a deleted account', () => {
  it('takes its records and every evidence file it uploaded with it, off the disk', async () => {
    const c = await createUser(t.database.db, { firstName: 'Cy' });
    const tokenC = (await t.login(c.email, c.password)).token;
    const onDisk = (url: string) =>
      existsSync(join(t.config.DATA_DIR, 'files', url.replace('/api/cpd/evidence/', 'cpd/')));
    const attached = (await upload(tokenC, 'cert.png', 'image/png', png)).json().data;
    const loose = (
      await upload(tokenC, 'notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))
    ).json().data;
    await create({ evidence: [{ url: attached.url, name: attached.name }] }, tokenC);
    expect(
      (await request('PUT', '/api/cpd/renewalDate', tokenC, { renewalDate: today })).statusCode,
    ).toBe(200);
    // Another person's file, which must stay.
    const others = (await upload(tokenB, 'b.png', 'image/png', png)).json().data;
    expect([onDisk(attached.url), onDisk(loose.url), onDisk(others.url)]).toEqual([
      true,
      true,
      true,
    ]);

    const deleted = await request('DELETE', `/api/user/${c.id}`, tokenC, { password: c.password });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(onDisk(attached.url)).toBe(false);
    expect(onDisk(loose.url)).toBe(false);
    expect(onDisk(others.url)).toBe(true);
    const db = t.database.db;
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, c.id))).toEqual([]);
    expect(await db.select().from(cpdEntries).where(eq(cpdEntries.userId, c.id))).toEqual([]);
    expect(await db.select().from(cpdProfiles).where(eq(cpdProfiles.userId, c.id))).toEqual([]);
    expect((await request('GET', others.url, tokenB)).statusCode).toBe(200);
  });
});
