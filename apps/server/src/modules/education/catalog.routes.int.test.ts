// Education's catalog on a database with the demo data: paging, search and counts checked
// against a filter of the seeded rows written here; products on a producer's profile only for
// the users the catalogue shows them to; the library's downloads.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { education } from '@portal/contract';
import { clinics, manufacturers, products } from '../../db/schema';
import { DEMO_CLINIC_PROFILES } from '../../demo/education-clinics';
import { DEMO_FAQ } from '../../demo/education-faq';
import { DEMO_LIBRARY_ALL } from '../../demo/education-library';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-users';
import { seedDemoData } from '../../demo/seed';
import { createDiskStorage } from '../../infra/storage';
import { createUser } from '../../test/factories';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

let t: TestApp;
let pharmacist: string;
let technician: string;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-education-'));

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemoData(database.db, {
    files: createDiskStorage(join(dataDir, 'files')),
    uploads: createDiskStorage(join(dataDir, 'uploads')),
  });
  t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  pharmacist = (await t.login(DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD)).token;
  technician = (await t.login(DEMO_ACCOUNTS[1]!.email, DEMO_PASSWORD)).token;
}, 120_000);
afterAll(() => t.close());

async function get<T>(url: string, token = pharmacist) {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: T; option?: [{ count: number }] }>();
  return { data: body.data, count: body.option?.[0]?.count };
}

const has = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());

describe('GET library/get', () => {
  // Seeded a week apart, the first newest: the list's order is the seed's. The library is the
  // portal's one, Home's documents among its files (decision 82).
  const expected = (search?: string, category?: string) =>
    DEMO_LIBRARY_ALL.filter(
      (i) =>
        (!search || has(i.title, search) || has(i.description, search) || has(i.author, search)) &&
        (!category || i.category === category),
    ).map((i) => i.title);

  it('pages the whole library newest first, with the total', async () => {
    const first = await get<education.LibraryItem[]>('/api/library/get?limit=5&skip=0');
    const rest = await get<education.LibraryItem[]>('/api/library/get?limit=50&skip=5');
    expect(first.count).toBe(DEMO_LIBRARY_ALL.length);
    expect([...first.data, ...rest.data].map((i) => i.title)).toEqual(expected());
    const past = await get<education.LibraryItem[]>('/api/library/get?limit=5&skip=500');
    expect(past).toEqual({ data: [], count: DEMO_LIBRARY_ALL.length });
  });

  it.each([
    ['guide', undefined],
    ['MHRA', undefined],
    [undefined, 'sop'],
    ['cannabis', 'policy'],
    ['100%_', undefined],
  ])('search %s in category %s', async (search, category) => {
    const q = new URLSearchParams({ limit: '100' });
    if (search) q.set('search', search);
    if (category) q.set('category', category);
    const page = await get<education.LibraryItem[]>(`/api/library/get?${q}`);
    expect(page.data.map((i) => i.title)).toEqual(expected(search, category));
    expect(page.count).toBe(expected(search, category).length);
  });

  it('gives each file its type and size, and each link its address only', async () => {
    const { data } = await get<education.LibraryItem[]>('/api/library/get?limit=100');
    for (const item of data) {
      if (item.kind === 'file') {
        expect(item).toMatchObject({ fileType: 'PDF', contentType: 'application/pdf', url: null });
        expect(item.sizeBytes).toBeGreaterThan(500);
      } else {
        expect(item).toMatchObject({ fileName: null, sizeBytes: null });
        expect(item.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('downloads a file with its type and an attachment name; the PDF parses back', async () => {
    const { data } = await get<education.LibraryItem[]>('/api/library/get?limit=100&category=sop');
    const sop = data.find((i) => i.kind === 'file')!;
    const res = await t.request({
      method: 'GET',
      url: `/api/library/download/${sop._id}`,
      token: technician,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${sop.fileName}"; filename*=UTF-8''${encodeURIComponent(sop.fileName!)}`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBe(sop.sizeBytes);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text.replace(/\s+/g, ' ')).toContain(sop.title.split(':')[0]);
  });

  it('answers 404 for a link, an unknown id, and 401 without a session', async () => {
    const { data } = await get<education.LibraryItem[]>('/api/library/get?limit=100');
    const link = data.find((i) => i.kind === 'link')!;
    for (const id of [link._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/library/download/${id}`,
        token: pharmacist,
      });
      expect(res.statusCode).toBe(404);
    }
    const anon = await t.request({ method: 'GET', url: `/api/library/download/${link._id}` });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses an unknown category with 400', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/library/get?category=novel',
      token: pharmacist,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the demo CPD record', () => {
  it('keeps its evidence in private storage: the owner downloads it, /uploads does not serve it', async () => {
    const { data } = await get<education.CpdEntry[]>('/api/cpd/get?period=all&limit=50&skip=0');
    const evidence = data.flatMap((e) => e.evidence);
    expect(evidence).toEqual([
      {
        url: expect.stringMatching(/^\/api\/cpd\/evidence\/[0-9a-f-]{36}\.pdf$/),
        name: 'Attendance certificate.pdf',
      },
    ]);
    const id = evidence[0]!.url.replace('/api/cpd/evidence/', '');
    expect(existsSync(join(dataDir, 'files', 'cpd', id))).toBe(true);
    expect(existsSync(join(dataDir, 'uploads', 'cpd', id))).toBe(false);
    const file = await t.request({ method: 'GET', url: evidence[0]!.url, token: pharmacist });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(file.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Certificate of attendance');
    const other = await t.request({ method: 'GET', url: evidence[0]!.url, token: technician });
    expect(other.statusCode).toBe(404);
    const old = await t.request({ method: 'GET', url: `/uploads/cpd/${id}`, token: pharmacist });
    expect(old.statusCode).toBe(404);
  });
});

describe('GET faq/get and contactUs/get', () => {
  it('groups every question by topic, in order, and counts them', async () => {
    const { data, count } = await get<education.FaqTopic[]>('/api/faq/get');
    expect(data.map((g) => g.topic)).toEqual(DEMO_FAQ.map((g) => g.topic));
    expect(data.map((g) => g.questions.map((q) => q.question))).toEqual(
      DEMO_FAQ.map((g) => g.questions.map((q) => q.question)),
    );
    expect(count).toBe(DEMO_FAQ.flatMap((g) => g.questions).length);
  });

  it.each(['self-certify', 'CPD', 'nothing like this'])('search %s', async (search) => {
    const expected = DEMO_FAQ.map((g) => ({
      topic: g.topic,
      questions: g.questions
        .filter((q) => has(q.question, search) || has(q.answer, search))
        .map((q) => q.question),
    })).filter((g) => g.questions.length > 0);
    const { data, count } = await get<education.FaqTopic[]>(
      `/api/faq/get?search=${encodeURIComponent(search)}`,
    );
    expect(
      data.map((g) => ({ topic: g.topic, questions: g.questions.map((q) => q.question) })),
    ).toEqual(expected);
    expect(count).toBe(expected.flatMap((g) => g.questions).length);
  });

  it('gives the portal’s contact options to any user', async () => {
    const { data } = await get<education.ContactOptions>('/api/contactUs/get', technician);
    expect(data.email).toMatch(/@/);
    expect(data.topics.length).toBeGreaterThan(2);
  });
});

describe('GET clinic/get and clinic/get/{id}', () => {
  let seeded: { id: string; name: string; town: string; postcode: string }[];
  beforeAll(async () => {
    seeded = await t.database.db
      .select({
        id: clinics.id,
        name: clinics.name,
        town: clinics.town,
        postcode: clinics.postcode,
      })
      .from(clinics)
      .where(inArray(clinics.name, Object.keys(DEMO_CLINIC_PROFILES)));
  });
  const expected = (q: { search?: string; city?: string; specialism?: string }) =>
    seeded
      .filter((c) => {
        const p = DEMO_CLINIC_PROFILES[c.name]!;
        return (
          (!q.search ||
            [c.name, c.town, c.postcode, p.summary, p.description].some((f) =>
              has(f, q.search!),
            )) &&
          (!q.city || c.town === q.city) &&
          (!q.specialism || p.specialisms.includes(q.specialism as education.ClinicSpecialism))
        );
      })
      .map((c) => c.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  it('pages every clinic by name with the total', async () => {
    const a = await get<education.ClinicSummary[]>('/api/clinic/get?limit=4&skip=0');
    const b = await get<education.ClinicSummary[]>('/api/clinic/get?limit=4&skip=4');
    const c = await get<education.ClinicSummary[]>('/api/clinic/get?limit=4&skip=8');
    expect(a.count).toBe(seeded.length);
    expect([...a.data, ...b.data, ...c.data].map((x) => x.name)).toEqual(expected({}));
  });

  it.each<Record<string, string>>([
    { search: 'pain' },
    { city: 'Leeds' },
    { specialism: 'palliative-care' },
    { search: 'pharmacist', specialism: 'chronic-pain' },
    { city: 'London', specialism: 'dermatology' },
    { city: 'York' },
  ])('filters %o', async (q) => {
    const page = await get<education.ClinicSummary[]>(
      `/api/clinic/get?limit=100&${new URLSearchParams(q)}`,
    );
    expect(page.data.map((c) => c.name)).toEqual(expected(q));
    expect(page.count).toBe(expected(q).length);
  });

  it('refuses a city that is not on the list', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/clinic/get?city=Atlantis',
      token: pharmacist,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose a town or city from the list');
  });

  it('opens one clinic with its details; an unknown id is 404', async () => {
    const leeds = seeded.find((c) => c.town === 'Leeds')!;
    const { data } = await get<education.Clinic>(`/api/clinic/get/${leeds.id}`, technician);
    const profile = DEMO_CLINIC_PROFILES[leeds.name]!;
    expect(data).toMatchObject({
      name: leeds.name,
      address: profile.address,
      phone: profile.phone,
      services: profile.services,
    });
    const missing = await t.request({
      method: 'GET',
      url: '/api/clinic/get/00000000-0000-4000-8000-000000000000',
      token: pharmacist,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET lpProfile/get and lpProfile/get/{id}', () => {
  it('pages every producer by name with its product count', async () => {
    const rows = await t.database.db.select().from(manufacturers);
    const { data, count } = await get<education.ProducerSummary[]>('/api/lpProfile/get?limit=100');
    expect(count).toBe(rows.length);
    expect(data.map((p) => p.name)).toEqual(rows.map((r) => r.name).sort());
    const all = await t.database.db.select({ m: products.manufacturerId }).from(products);
    for (const p of data) expect(p.productCount).toBe(all.filter((x) => x.m === p._id).length);
    const canada = await get<education.ProducerSummary[]>('/api/lpProfile/get?search=canada');
    expect(canada.data.map((p) => p.name)).toEqual(
      rows
        .filter(
          (r) => has(r.name, 'canada') || has(r.country, 'canada') || has(r.description, 'canada'),
        )
        .map((r) => r.name)
        .sort(),
    );
  });

  it('lists the producer’s products for the self-certified pharmacist', async () => {
    const [albion] = await t.database.db
      .select()
      .from(manufacturers)
      .where(inArray(manufacturers.name, ['Albion Botanicals']));
    const own = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.manufacturerId, [albion!.id]));
    const { data } = await get<education.Producer>(`/api/lpProfile/get/${albion!.id}`);
    expect(data.productsHiddenReason).toBeNull();
    expect(data.products?.map((p) => p._id).sort()).toEqual(own.map((p) => p.id).sort());
    expect(data.licences.length).toBeGreaterThan(0);
    expect(data.contact.website).toMatch(/^https:/);
  });

  it('gives the technician (no product module, not self-certified) the profile without products', async () => {
    const [albion] = await t.database.db.select().from(manufacturers).limit(1);
    const { data } = await get<education.Producer>(`/api/lpProfile/get/${albion!.id}`, technician);
    expect(data.products).toBeNull();
    expect(data.productsHiddenReason).toBe('module');
    expect(data.name).toBe(albion!.name);
    expect(JSON.stringify(data)).not.toContain('"form"');
  });

  it('gives a user of the product module who has not self-certified the profile without products', async () => {
    const u = await createUser(t.database.db, { selfCertified: false });
    const { token } = await t.login(u.email, u.password);
    const [producer] = await t.database.db.select().from(manufacturers).limit(1);
    const { data } = await get<education.Producer>(`/api/lpProfile/get/${producer!.id}`, token);
    expect(data).toMatchObject({ products: null, productsHiddenReason: 'self-certification' });
    // The catalogue refuses them the same way.
    const catalogue = await t.request({ method: 'GET', url: '/api/product/get', token });
    expect(catalogue.statusCode).toBe(403);
  });

  it('answers 404 for an unknown producer', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/lpProfile/get/00000000-0000-4000-8000-000000000000',
      token: pharmacist,
    });
    expect(res.statusCode).toBe(404);
  });
});
