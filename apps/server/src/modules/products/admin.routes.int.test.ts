import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { seedProducts } from '../../demo/products';
import { createRandom } from '../../demo/random';
import { adminProducerBody, adminProductBody } from '../../test/fixtures/products-admin';
import { expectAdminImageUpload } from '../../test/image-upload-checks';
import { adminSuite } from '../../test/admin-calls';

let producerId: string;

const suite = adminSuite({
  adminName: { firstName: 'Grace', lastName: 'Whitfield' },
  prepare: (t, pharmacistId) =>
    seedProducts(t.database.db, createRandom(7), { pharmacistId, now: new Date() }),
});
const { as, admin, user } = suite;

const audits = suite.audit;

async function createProduct(over: Record<string, unknown> = {}) {
  const res = await admin().post('/api/admin/products', {
    ...adminProductBody(producerId),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; name: string; status: string };
}

/** The catalogue as the self-certified pharmacist sees it. */
const catalogue = async (search: string) =>
  (await user().get(`/api/product/get?limit=100&search=${encodeURIComponent(search)}`)).json()
    .data as { _id: string; stockStatus: string }[];

beforeAll(async () => {
  const list = (await user().get('/api/manufacturer/get?limit=1')).json().data;
  producerId = list[0]._id;
});

describe('admin products: access', () => {
  it('answers 401 to an anonymous caller and 403 to a user who is not an admin', async () => {
    expect((await as(undefined).get('/api/admin/products')).statusCode).toBe(401);
    expect((await user().get('/api/admin/products')).statusCode).toBe(403);
    expect(
      (await user().post('/api/admin/products', adminProductBody(producerId))).statusCode,
    ).toBe(403);
  });
});

describe('admin products: drafts and publishing', () => {
  it('keeps a draft out of the catalogue, its search, its producer’s page and by id', async () => {
    const p = await createProduct({ name: `Draft Zephyr ${randomUUID().slice(0, 6)}` });
    expect(p.status).toBe('draft');
    expect(await catalogue('Draft Zephyr')).toEqual([]);
    expect((await user().get(`/api/product/get/${p._id}`)).statusCode).toBe(404);
    const profile = (await user().get(`/api/lpProfile/get/${producerId}`)).json().data;
    expect(profile.products.map((x: { _id: string }) => x._id)).not.toContain(p._id);
    // The admin's list has it, and its draft filter too.
    const drafts = (await admin().get('/api/admin/products?status=draft&limit=100')).json();
    expect(drafts.data.map((x: { _id: string }) => x._id)).toContain(p._id);
    const published = (await admin().get('/api/admin/products?status=published&limit=100')).json();
    expect(published.data.map((x: { _id: string }) => x._id)).not.toContain(p._id);
  });

  it('shows a product at once when it is published, and hides it again when unpublished', async () => {
    const p = await createProduct({ name: `Publish Quill ${randomUUID().slice(0, 6)}` });
    const res = await admin().patch(`/api/admin/products/${p._id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('published');
    expect((await catalogue('Publish Quill')).map((x) => x._id)).toEqual([p._id]);
    expect((await user().get(`/api/product/get/${p._id}`)).statusCode).toBe(200);
    const profile = (await user().get(`/api/lpProfile/get/${producerId}`)).json().data;
    expect(profile.products.map((x: { _id: string }) => x._id)).toContain(p._id);

    await admin().patch(`/api/admin/products/${p._id}`, { publishedAt: null });
    expect(await catalogue('Publish Quill')).toEqual([]);
    // The product itself too, though readers shared it a moment ago.
    expect((await user().get(`/api/product/get/${p._id}`)).statusCode).toBe(404);

    const actions = (await audits(p._id)).map((a) => a.action);
    expect(actions).toEqual(['create', 'publish', 'unpublish']);
  });

  it('honours a scheduled time without anything running', async () => {
    const p = await createProduct({
      name: `Scheduled Vale ${randomUUID().slice(0, 6)}`,
      publishedAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect(p.status).toBe('scheduled');
    expect(await catalogue('Scheduled Vale')).toEqual([]);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await catalogue('Scheduled Vale')).map((x) => x._id)).toEqual([p._id]);
  });
});

describe('admin products: editing', () => {
  it('changes the stock status, shown in the catalogue at once, with an audit row of before and after', async () => {
    const p = await createProduct({
      name: `Stock Heron ${randomUUID().slice(0, 6)}`,
      publishedAt: new Date().toISOString(),
    });
    const detail = async () =>
      (await user().get(`/api/product/get/${p._id}`)).json().data.stockStatus as string;
    expect((await catalogue('Stock Heron'))[0]!.stockStatus).toBe('in-stock');
    expect(await detail()).toBe('in-stock');
    const res = await admin().patch(`/api/admin/products/${p._id}`, {
      stockStatus: 'out-of-stock',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await catalogue('Stock Heron'))[0]!.stockStatus).toBe('out-of-stock');
    expect(await detail()).toBe('out-of-stock');
    const [row] = await suite
      .t()
      .database.db.select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, p._id), eq(auditEntries.action, 'update')));
    expect(row!.entity).toBe('product');
    expect(row!.actorName).toMatch(/^Grace /);
    expect((row!.before as { stockStatus: string }).stockStatus).toBe('in-stock');
    expect((row!.after as { stockStatus: string }).stockStatus).toBe('out-of-stock');
  });

  it('derives the band, terpene and lowest price, replaces packs, and cleans the description', async () => {
    const p = await createProduct();
    const res = await admin().patch(`/api/admin/products/${p._id}`, {
      thc: { value: 20, unit: 'mg-per-ml' },
      cbd: { value: 1, unit: 'mg-per-ml' },
      terpenes: [
        { name: 'Limonene', share: 30 },
        { name: 'Pinene', share: 50 },
      ],
      packs: [
        { size: 10, unit: 'ml', pricePence: 4500 },
        { size: '30', unit: 'ml', pricePence: '9900' },
      ],
      description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.band).toBe('high-thc');
    expect(d.priceFromPence).toBe(4500);
    expect(d.packs).toHaveLength(2);
    expect(d.description).not.toMatch(/script|onclick/);
    expect(d.description).toContain('Hi');
  });

  it('takes an image uploaded for products, checked as an avatar is, and no other url', async () => {
    await expectAdminImageUpload(suite.t(), {
      url: '/api/admin/products/image',
      folder: 'products',
      admin: suite.tokens.admin,
      user: suite.tokens.user,
      attach: async (imageUrl) => {
        const res = await admin().post('/api/admin/products', {
          ...adminProductBody(producerId),
          imageUrl,
        });
        return { statusCode: res.statusCode, imageUrl: res.json().data?.imageUrl };
      },
    });
  });

  it('refuses bad input with the contract’s messages (400)', async () => {
    const bad = async (body: unknown, url = '/api/admin/products') =>
      (await admin().post(url, body)).json();
    const missing = await bad({ ...adminProductBody(producerId), name: '  ' });
    expect(missing.fields?.name).toBe('This field is required');
    const units = await bad({
      ...adminProductBody(producerId),
      cbd: { value: 1, unit: 'percent' },
    });
    expect(JSON.stringify(units)).toContain('THC and CBD must be given in the same unit');
    const noPack = await bad({ ...adminProductBody(producerId), packs: [] });
    expect(noPack.fields?.packs).toBe('Add at least one pack with its price');
    const price = await admin().post('/api/admin/products', {
      ...adminProductBody(producerId),
      packs: [{ size: 1, unit: 'g', pricePence: 'ten' }],
    });
    expect(price.statusCode).toBe(400);
    const unknown = await admin().post('/api/admin/products', adminProductBody(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields?.manufacturerId).toBe('Choose one of the producers');
    const empty = await admin().patch(`/api/admin/products/${(await createProduct())._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect((await admin().get(`/api/admin/products/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('deletes a product with an audit row, and refuses one a prescriber has declared (409)', async () => {
    const p = await createProduct();
    const res = await admin().del(`/api/admin/products/${p._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin().get(`/api/admin/products/${p._id}`)).statusCode).toBe(404);
    const [row] = await audits(p._id).then((r) => r.filter((a) => a.action === 'delete'));
    expect((row!.before as { name: string }).name).toBe(p.name);
    expect(row!.after).toBeNull();

    // The seed made declarations for the pharmacist: their products stay.
    const declared = (await user().get('/api/product/declarationForm/get?limit=1')).json().data[0];
    const refused = await admin().del(`/api/admin/products/${declared.product._id}`);
    expect(refused.statusCode).toBe(409);
  });
});

describe('admin producers', () => {
  it('keeps a draft producer and its products out of the catalogue and Education', async () => {
    const res = await admin().post('/api/admin/producers', adminProducerBody());
    expect(res.statusCode, res.body).toBe(200);
    const producer = res.json().data;
    expect(producer.status).toBe('draft');
    const p = await createProduct({
      manufacturerId: producer._id,
      name: `Hidden Grower Oil ${randomUUID().slice(0, 6)}`,
      publishedAt: new Date().toISOString(),
    });
    expect(await catalogue('Hidden Grower Oil')).toEqual([]);
    expect((await user().get(`/api/product/get/${p._id}`)).statusCode).toBe(404);
    expect((await user().get(`/api/lpProfile/get/${producer._id}`)).statusCode).toBe(404);
    const names = (await user().get('/api/manufacturer/name')).json().data;
    expect(names.map((n: { _id: string }) => n._id)).not.toContain(producer._id);

    const published = await admin().patch(`/api/admin/producers/${producer._id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(published.json().data.status).toBe('published');
    expect((await catalogue('Hidden Grower Oil')).map((x) => x._id)).toEqual([p._id]);
    const profile = (await user().get(`/api/lpProfile/get/${producer._id}`)).json().data;
    expect(profile.licences).toEqual(adminProducerBody().licences);

    // It has a product now: deleting it is refused.
    expect((await admin().del(`/api/admin/producers/${producer._id}`)).statusCode).toBe(409);
    expect((await audits(producer._id)).map((a) => a.action)).toEqual(['create', 'publish']);
  });

  it('takes a picture uploaded for producers, shown on its Education profile, and no other url', async () => {
    const res = await admin().post('/api/admin/producers', {
      ...adminProducerBody(),
      publishedAt: new Date().toISOString(),
    });
    const id = res.json().data._id as string;
    let attached = '';
    await expectAdminImageUpload(suite.t(), {
      url: '/api/admin/producers/image',
      folder: 'producers',
      admin: suite.tokens.admin,
      user: suite.tokens.user,
      attach: async (imageUrl) => {
        const patched = await admin().patch(`/api/admin/producers/${id}`, { imageUrl });
        if (patched.statusCode === 200) attached = imageUrl;
        return { statusCode: patched.statusCode, imageUrl: patched.json().data?.imageUrl };
      },
    });
    const profile = (await user().get(`/api/lpProfile/get/${id}`)).json().data;
    expect(profile.imageUrl).toBe(attached);
  });

  it('refuses a second producer of the same name, and deletes one without products', async () => {
    const body = adminProducerBody();
    const first = (await admin().post('/api/admin/producers', body)).json().data;
    const again = await admin().post('/api/admin/producers', {
      ...body,
      name: body.name.toUpperCase(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields?.name).toBe('A producer of this name already exists');
    expect((await admin().del(`/api/admin/producers/${first._id}`)).statusCode).toBe(200);
    expect((await audits(first._id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });
});
