import { randomUUID } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as contract } from '@portal/contract';
import { seedProducts } from '../../demo/products';
import { createRandom } from '../../demo/random';
import { createUser } from '../../test/factories';
import { createCatalogueRepository } from './catalogue.repository';
import { createTestApp, type TestApp } from '../../test/test-app';

type Summary = contract.ProductSummary;

let t: TestApp;
let tokenA: string;
let tokenB: string;
let tokenAdmin: string;
let all: Summary[];
/** The app's clock: real time unless a test sets it. */
let clock: Date | null = null;

const get = (url: string, token = tokenA) => t.request({ method: 'GET', url, token });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  const a = await createUser(t.database.db, { firstName: 'Ada', selfCertified: true });
  const b = await createUser(t.database.db, { firstName: 'Bo', selfCertified: true });
  const admin = await createUser(t.database.db, { role: 'admin', selfCertified: true });
  await seedProducts(t.database.db, createRandom(7), { pharmacistId: a.id, now: new Date() });
  tokenA = (await t.login(a.email, a.password)).token;
  tokenB = (await t.login(b.email, b.password)).token;
  tokenAdmin = (await t.login(admin.email, admin.password)).token;
  all = (await get('/api/product/get?limit=100')).json().data;
});
afterAll(() => t.close());

/** The same filter as the contract describes, applied in the test over every product. */
function expected(q: Partial<contract.ProductListQuery>): Summary[] {
  const has = <T>(list: T[] | undefined, v: T) => !list?.length || list.includes(v);
  const term = q.search?.toLowerCase();
  return all.filter(
    (p) =>
      (!term ||
        p.name.toLowerCase().includes(term) ||
        (p.cultivar ?? '').toLowerCase().includes(term) ||
        p.manufacturer.name.toLowerCase().includes(term)) &&
      has(q.manufacturerId, p.manufacturer._id) &&
      has(q.form, p.form) &&
      has(q.strainType, p.strainType) &&
      has(q.band, p.band) &&
      has(q.stock, p.stockStatus) &&
      (!q.terpene?.length ||
        q.terpene.some((t) => t.toLowerCase() === p.dominantTerpene?.toLowerCase())) &&
      (q.thcMin === undefined || p.thc.value >= q.thcMin) &&
      (q.thcMax === undefined || p.thc.value <= q.thcMax) &&
      (q.cbdMin === undefined || p.cbd.value >= q.cbdMin) &&
      (q.cbdMax === undefined || p.cbd.value <= q.cbdMax) &&
      (q.priceMin === undefined || p.priceFromPence >= q.priceMin) &&
      (q.priceMax === undefined || p.priceFromPence <= q.priceMax),
  );
}

function queryString(q: Record<string, string | number | string[]>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    for (const x of Array.isArray(v) ? v : [v]) params.append(k, String(x));
  }
  return params.toString();
}

const ids = (list: Summary[]) => list.map((p) => p._id).sort();

describe('the catalogue', () => {
  it('has the seeded range: every form, band, strain type and stock status', () => {
    expect(all).toHaveLength(60);
    for (const [key, values] of [
      ['form', contract.PRODUCT_FORMS],
      ['band', contract.RATIO_BANDS],
      ['strainType', contract.STRAIN_TYPES],
      ['stockStatus', contract.STOCK_STATUSES],
    ] as const) {
      expect(new Set(all.map((p) => p[key]))).toEqual(new Set(values));
    }
  });

  const producer = () => all[0]!.manufacturer._id;
  const terpenes = () => [...new Set(all.flatMap((p) => p.dominantTerpene ?? []))].sort();
  const terpene = () => terpenes()[0]!;
  const cases: [string, () => Record<string, string | number | string[]>][] = [
    ['search by name', () => ({ search: 'kush' })],
    ['search by producer', () => ({ search: 'helvetia' })],
    ['producer', () => ({ manufacturerId: producer() })],
    ['two forms', () => ({ form: ['oil', 'capsule'] })],
    ['strain type', () => ({ strainType: 'indica' })],
    ['band', () => ({ band: 'high-cbd' })],
    ['stock', () => ({ stock: ['in-stock', 'low-stock'] })],
    ['dominant terpene, in any case', () => ({ terpene: terpene().toUpperCase() })],
    ['two dominant terpenes', () => ({ terpene: terpenes().slice(-2) })],
    ['THC range', () => ({ thcMin: 10, thcMax: 25 })],
    ['CBD minimum', () => ({ cbdMin: 10 })],
    ['price range', () => ({ priceMin: 6000, priceMax: 12000 })],
    [
      'combined',
      () => ({
        form: 'flower',
        band: ['high-thc', 'balanced'],
        stock: 'in-stock',
        priceMax: 20000,
      }),
    ],
    [
      'combined with search',
      () => ({ search: 'oil', cbdMin: 5, strainType: ['sativa', 'hybrid'] }),
    ],
  ];

  it.each(cases)('filters by %s exactly as the in-test filter, with the count', async (_, make) => {
    const q = make();
    const res = await get(`/api/product/get?limit=100&${queryString(q)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const want = expected(
      Object.fromEntries(
        Object.entries(q).map(([k, v]) => [
          k,
          (contract.PRODUCT_FACETS as readonly string[]).includes(k) ? [v].flat() : v,
        ]),
      ) as Partial<contract.ProductListQuery>,
    );
    expect(want.length, 'the case must select something').toBeGreaterThan(0);
    expect(ids(body.data)).toEqual(ids(want));
    expect(body.option[0].count).toBe(want.length);
  });

  it('answers the same when past the prepared-statement cap (queries built as they come)', async () => {
    const prepared = createCatalogueRepository(t.database.db);
    const built = createCatalogueRepository(t.database.db, { maxPreparedShapes: 0 });
    const queries: contract.ProductListQuery[] = [
      {
        limit: 5,
        skip: 0,
        search: undefined,
        sort: 'price-asc',
        form: ['flower'],
        stock: ['in-stock'],
        thcMin: 10,
      },
      { limit: 5, skip: 5, sort: 'name', search: 'a', strainType: ['indica', 'hybrid'] },
      {
        limit: 5,
        skip: 500,
        search: undefined,
        sort: 'newest',
        band: ['high-thc'],
        priceMax: 20000,
      },
    ];
    for (const q of queries) {
      expect(await built.page(q)).toEqual(await prepared.page(q));
      expect(await built.facets(q)).toEqual(await prepared.facets(q));
    }
  });

  it('counts facets: each value of a facet with the other filters applied', async () => {
    const body = (await get('/api/product/get?limit=1&form=flower&stock=in-stock')).json();
    const facets = body.option[0].facets as contract.ProductFacets;
    for (const form of contract.PRODUCT_FORMS) {
      expect(facets.form[form] ?? 0).toBe(expected({ form: [form], stock: ['in-stock'] }).length);
    }
    for (const stock of contract.STOCK_STATUSES) {
      expect(facets.stock[stock] ?? 0).toBe(expected({ form: ['flower'], stock: [stock] }).length);
    }
    for (const band of contract.RATIO_BANDS) {
      expect(facets.band[band] ?? 0).toBe(
        expected({ form: ['flower'], stock: ['in-stock'], band: [band] }).length,
      );
    }
    for (const strainType of contract.STRAIN_TYPES) {
      expect(facets.strainType[strainType] ?? 0).toBe(
        expected({ form: ['flower'], stock: ['in-stock'], strainType: [strainType] }).length,
      );
    }
    for (const name of terpenes()) {
      expect(facets.terpene[name] ?? 0).toBe(
        expected({ form: ['flower'], stock: ['in-stock'], terpene: [name] }).length,
      );
    }
    for (const counts of Object.values(facets))
      for (const n of Object.values(counts)) expect(n).toBeGreaterThan(0);
  });

  it('counts facets under a search and a range too, leaving out only their own filter', async () => {
    const body = (
      await get('/api/product/get?limit=1&search=a&thcMin=5&strainType=indica&band=high-thc')
    ).json();
    const facets = body.option[0].facets as contract.ProductFacets;
    const base = { search: 'a', thcMin: 5 } as const;
    for (const strainType of contract.STRAIN_TYPES) {
      expect(facets.strainType[strainType] ?? 0).toBe(
        expected({ ...base, band: ['high-thc'], strainType: [strainType] }).length,
      );
    }
    for (const band of contract.RATIO_BANDS) {
      expect(facets.band[band] ?? 0).toBe(
        expected({ ...base, strainType: ['indica'], band: [band] }).length,
      );
    }
  });

  it.each([
    ['name', (a: Summary, b: Summary) => a.name.localeCompare(b.name)],
    ['price-asc', (a: Summary, b: Summary) => a.priceFromPence - b.priceFromPence],
    ['price-desc', (a: Summary, b: Summary) => b.priceFromPence - a.priceFromPence],
    [
      'thc-desc',
      (a: Summary, b: Summary) => b.thc.unit.localeCompare(a.thc.unit) || b.thc.value - a.thc.value,
    ],
    [
      'cbd-desc',
      (a: Summary, b: Summary) => b.cbd.unit.localeCompare(a.cbd.unit) || b.cbd.value - a.cbd.value,
    ],
    ['newest', (a: Summary, b: Summary) => b.createdAt.localeCompare(a.createdAt)],
  ] as const)('sorts by %s', async (sort, compare) => {
    const list: Summary[] = (await get(`/api/product/get?limit=100&sort=${sort}`)).json().data;
    for (let i = 1; i < list.length; i++) {
      expect(compare(list[i - 1]!, list[i]!)).toBeLessThanOrEqual(0);
    }
  });

  it('pages without overlap', async () => {
    const first = (await get('/api/product/get?limit=25&skip=0')).json();
    const second = (await get('/api/product/get?limit=25&skip=25')).json();
    expect(first.option[0].count).toBe(60);
    const overlap = first.data.filter((p: Summary) =>
      second.data.some((q: Summary) => q._id === p._id),
    );
    expect(overlap).toEqual([]);
  });

  it('rejects bad filter values with the field named', async () => {
    for (const [url, field] of [
      ['/api/product/get?form=seeds', 'form.0'],
      ['/api/product/get?thcMin=abc', 'thcMin'],
      ['/api/product/get?sort=random', 'sort'],
      ['/api/product/get?manufacturerId=nope', 'manufacturerId.0'],
      ['/api/product/get?priceMin=0.5', 'priceMin'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), url).toContain(field);
    }
  });
});

describe('one product', () => {
  it('has packs with prices per unit, a terpene profile and its stock date', async () => {
    const flower = all.find((p) => p.form === 'flower')!;
    const p = (await get(`/api/product/get/${flower._id}`)).json().data;
    expect(p.packs.length).toBeGreaterThan(0);
    expect(p.packs[0].pricePerUnitPence).toBe(Math.round(p.packs[0].pricePence / p.packs[0].size));
    expect(Math.min(...p.packs.map((k: { pricePence: number }) => k.pricePence))).toBe(
      flower.priceFromPence,
    );
    expect(p.terpenes.length).toBeGreaterThan(2);
    expect(p.terpenes[0].name).toBe(flower.dominantTerpene);
    expect(Date.parse(p.stockChangedAt)).not.toBeNaN();
  });

  it('offers in-stock substitutes of the same form and band when out of stock', async () => {
    const out = all.find(
      (p) =>
        p.stockStatus === 'out-of-stock' &&
        all.some(
          (q) =>
            q._id !== p._id &&
            q.form === p.form &&
            q.band === p.band &&
            q.stockStatus !== 'out-of-stock',
        ),
    )!;
    const p = (await get(`/api/product/get/${out._id}`)).json().data;
    expect(p.substitutes.length).toBeGreaterThan(0);
    for (const s of p.substitutes) {
      expect([s.form, s.band]).toEqual([out.form, out.band]);
      expect(s.stockStatus).not.toBe('out-of-stock');
    }
  });

  it('answers 404 for an unknown product and lists producers with counts', async () => {
    expect((await get(`/api/product/get/${randomUUID()}`)).statusCode).toBe(404);
    const producers = (await get('/api/manufacturer/get?limit=100')).json();
    expect(producers.option[0].count).toBe(9);
    const total = producers.data.reduce(
      (n: number, m: { productCount: number }) => n + m.productCount,
      0,
    );
    expect(total).toBe(60);
    const names = (await get('/api/manufacturer/name')).json().data;
    expect(names).toHaveLength(9);
  });
});

describe('access', () => {
  const calls = (): [string, string, object?][] => [
    ['GET', '/api/product/get'],
    ['GET', `/api/product/get/${all[0]!._id}`],
    ['GET', '/api/manufacturer/get'],
    ['GET', '/api/manufacturer/name'],
    ['POST', '/api/product/declarationForm/create', {}],
    ['GET', '/api/product/declarationForm/get'],
    ['GET', `/api/product/declarationPdf/${randomUUID()}`],
  ];

  it('refuses every product call without the module, and without self-certification', async () => {
    const noModule = await createUser(t.database.db, {
      modules: ['home', 'media'],
      selfCertified: true,
    });
    const notCertified = await createUser(t.database.db, { selfCertified: false });
    const tNo = (await t.login(noModule.email, noModule.password)).token;
    const tNot = (await t.login(notCertified.email, notCertified.password)).token;
    for (const [method, url, payload] of calls()) {
      const a = await t.request({
        method: method as 'GET',
        url,
        token: tNo,
        ...(payload ? { payload } : {}),
      });
      expect(a.statusCode, `${method} ${url} without the module`).toBe(403);
      const b = await t.request({
        method: method as 'GET',
        url,
        token: tNot,
        ...(payload ? { payload } : {}),
      });
      expect(b.statusCode, `${method} ${url} not self-certified`).toBe(403);
      expect(b.json().code).toBe('SELF_CERTIFICATION_REQUIRED');
    }
  });
});

describe('declarations', () => {
  let packs: contract.Pack[];
  beforeAll(async () => {
    packs = (await get(`/api/product/get/${all[0]!._id}`)).json().data.packs;
  });
  const valid = () => ({
    productId: all[0]!._id,
    packId: packs[0]!._id,
    prescriberName: 'Dr Ada Lovelace',
    registrationNumber: '7012345',
    quantity: 2,
    indication: 'Chronic neuropathic pain',
    patientReference: 'PT-2001',
    statementConfirmed: true,
    signature: 'Ada Lovelace',
    date: new Date().toISOString().slice(0, 10),
  });
  const create = (payload: object, token = tokenA) =>
    t.request({ method: 'POST', url: '/api/product/declarationForm/create', token, payload });

  it('rejects bad fields with 400 naming each with SPEC §5’s messages, storing nothing', async () => {
    const before = (await get('/api/product/declarationForm/get')).json().option[0].count;
    const res = await create({
      ...valid(),
      prescriberName: '',
      registrationNumber: '123',
      quantity: 'x',
      indication: '',
      patientReference: 'John Smith',
      statementConfirmed: false,
      signature: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      prescriberName: 'This field is required',
      registrationNumber: 'This field must be a numeric of 7 characters',
      quantity: 'This field must be a numeric',
      indication: 'This field is required',
      patientReference: 'Use the patient’s reference (letters, digits and dashes), not their name',
      statementConfirmed: 'This field is required',
      signature: 'This field is required',
    });
    expect((await get('/api/product/declarationForm/get')).json().option[0].count).toBe(before);
    expect((await create({ ...valid(), productId: randomUUID() })).statusCode).toBe(404);
    const future = await create({ ...valid(), date: '2999-01-01' });
    expect(future.json().fields.date).toBe('The date must not be in the future');
    const old = await create({ ...valid(), date: '0001-01-01' });
    expect(old.json().fields.date).toBe('The date must be within the last year');
    for (const quantity of [true, [3], 0]) {
      expect((await create({ ...valid(), quantity })).statusCode, String(quantity)).toBe(400);
    }
  });

  it('takes only a pack size the product has: 400 for another product’s, or none', async () => {
    const before = (await get('/api/product/declarationForm/get')).json().option[0].count;
    const otherPacks = (await get(`/api/product/get/${all[1]!._id}`)).json().data.packs;
    const foreign = await create({ ...valid(), packId: otherPacks[0]._id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ packId: 'Choose one of this product’s pack sizes' });
    expect((await create({ ...valid(), packId: randomUUID() })).statusCode).toBe(400);
    const { packId: _, ...withoutPack } = valid();
    const missing = await create(withoutPack);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.packId).toBe('This field is required');
    expect((await get('/api/product/declarationForm/get')).json().option[0].count).toBe(before);
  });

  it('numbers declarations in order, DEC-<year>-<6 digits>, printed with the pack and UK times', async () => {
    clock = new Date('2026-11-25T20:39:00Z');
    try {
      const first = (await create(valid())).json().data;
      const second = (await create({ ...valid(), packId: packs.at(-1)!._id })).json().data;
      for (const d of [first, second]) expect(d.reference).toMatch(/^DEC-2026-\d{6}$/);
      const number = (d: { reference: string }) => Number(d.reference.slice(-6));
      expect(number(second)).toBe(number(first) + 1);
      expect(second.pack).toEqual({ size: packs.at(-1)!.size, unit: packs.at(-1)!.unit });
      const listed: contract.Declaration[] = (await get('/api/product/declarationForm/get')).json()
        .data;
      // Made at the same moment, the later number comes first.
      expect(
        listed.filter((d) => [first._id, second._id].includes(d._id)).map((d) => d.reference),
      ).toEqual([second.reference, first.reference]);

      const pdf = await get(`/api/product/declarationPdf/${second._id}`);
      expect(pdf.headers['content-disposition']).toContain(`filename="${second.reference}-`);
      const parser = new PDFParse({ data: pdf.rawPayload });
      const text = (await parser.getText()).text;
      await parser.destroy();
      const references = text.match(/DEC-\d{4}-\d{6}/g) ?? [];
      expect(references.length).toBeGreaterThan(0);
      expect(new Set(references)).toEqual(new Set([second.reference]));
      expect(text).toContain('recorded 25 November 2026, 20:39');
      expect(text).toContain(
        `Pack size: ${contract.formatPackSize(second.pack.size, second.pack.unit)}`,
      );
      expect(text).toMatch(/Date: \d{1,2} [A-Z][a-z]+ \d{4}/);
      // No machine formats left: no UUID, no ISO timestamp or day.
      expect(text).not.toContain(second._id);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    } finally {
      clock = null;
    }
  });

  it('stores one, lists it for its author only, and makes its PDF from the stored fields', async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ prescriberName: 'Dr Ada Lovelace', quantity: 2 });
    const mine = (await get(`/api/product/declarationForm/get?productId=${all[0]!._id}`)).json();
    expect(mine.data.map((x: { _id: string }) => x._id)).toContain(d._id);
    const theirs = (await get('/api/product/declarationForm/get', tokenB)).json();
    expect(theirs.data).toEqual([]);

    const pdf = await get(`/api/product/declarationPdf/${d._id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="DEC-\d{4}-\d{6}-.+\.pdf"/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: pdf.rawPayload });
    const text = (await parser.getText()).text;
    await parser.destroy();
    for (const field of [
      'Dr Ada Lovelace',
      '7012345',
      'Chronic neuropathic pain',
      'PT-2001',
      all[0]!.name,
    ]) {
      expect(text).toContain(field);
    }
  });

  it('gives user B 404 for user A’s PDF, and an admin the PDF', async () => {
    const d = (await create(valid())).json().data;
    expect((await get(`/api/product/declarationPdf/${d._id}`, tokenB)).statusCode).toBe(404);
    expect((await get(`/api/product/declarationPdf/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/product/declarationPdf/${d._id}`, tokenAdmin)).statusCode).toBe(200);
  });
});
