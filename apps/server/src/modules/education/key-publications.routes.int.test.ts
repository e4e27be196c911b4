import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { education } from '@portal/contract';
import { keyPublications } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token = '';
let noEducation = '';
const seeded: {
  id: string;
  title: string;
  doi: string;
  year: number;
  topics: string[];
  summary: string;
}[] = [];

const get = (url: string, as = token) => t.request({ method: 'GET', url, token: as });

beforeAll(async () => {
  t = await createTestApp();
  const u = await createUser(t.database.db);
  token = (await t.login(u.email, u.password)).token;
  const v = await createUser(t.database.db, { modules: ['home'] });
  noEducation = (await t.login(v.email, v.password)).token;
  for (let i = 0; i < 7; i++) {
    const row = {
      title: i === 2 ? 'Cannabis-based medicinal products: NICE NG144' : `Publication ${i}`,
      citation: `Author ${i}. Publication ${i}. Pharm J. ${2015 + i};1:1-2.`,
      doi: `10.1211/PJ.${2015 + i}.1.00000${i}`,
      year: 2015 + (i % 4),
      summary: i === 5 ? 'Why CANNABIS prescriptions need a specialist.' : 'A summary.',
      practiceRelevance: 'It changes what we check.',
      topics: i === 4 ? ['Medical cannabis', 'Pain'] : ['Pharmacy'],
    };
    const [r] = await t.database.db
      .insert(keyPublications)
      .values(row)
      .returning({ id: keyPublications.id });
    seeded.push({ id: r!.id, ...row });
  }
});
afterAll(() => t.close());

/** Newest year first, then by title. */
const ordered = (rows: typeof seeded) =>
  [...rows].sort(
    (a, b) =>
      b.year - a.year ||
      a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) ||
      a.id.localeCompare(b.id),
  );

describe('keyPublication/get', () => {
  it('pages newest first with the total', async () => {
    const all = ordered(seeded);
    const first = await get('/api/keyPublication/get?limit=4&skip=0');
    expect(first.statusCode).toBe(200);
    expect(first.json().option[0].count).toBe(7);
    expect(first.json().data.map((p: education.KeyPublication) => p._id)).toEqual(
      all.slice(0, 4).map((p) => p.id),
    );
    const rest = await get('/api/keyPublication/get?limit=4&skip=4');
    expect(rest.json().data.map((p: education.KeyPublication) => p._id)).toEqual(
      all.slice(4).map((p) => p.id),
    );
    expect((await get('/api/keyPublication/get?limit=4&skip=40')).json()).toMatchObject({
      data: [],
      option: [{ count: 7 }],
    });
  });

  it('searches title, summary and topics', async () => {
    const r = await get('/api/keyPublication/get?search=cannabis&limit=50');
    const want = ordered(
      seeded.filter((p) => /cannabis/i.test([p.title, p.summary, ...p.topics].join(' '))),
    );
    expect(want).toHaveLength(3);
    expect(r.json().data.map((p: education.KeyPublication) => p._id)).toEqual(
      want.map((p) => p.id),
    );
    expect(r.json().option[0].count).toBe(3);
  });

  it('needs a session and the education module', async () => {
    expect((await get('/api/keyPublication/get', '')).statusCode).toBe(401);
    expect((await get('/api/keyPublication/get', noEducation)).statusCode).toBe(403);
  });
});

describe('keyPublication/get/{id}', () => {
  it('answers one with its DOI link', async () => {
    const p = seeded[4]!;
    const r = await get(`/api/keyPublication/get/${p.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      _id: p.id,
      title: p.title,
      doiUrl: `https://doi.org/${p.doi}`,
      topics: ['Medical cannabis', 'Pain'],
      practiceRelevance: 'It changes what we check.',
    });
  });

  it('is 404 for an unknown id', async () => {
    expect((await get(`/api/keyPublication/get/${randomUUID()}`)).statusCode).toBe(404);
  });
});
