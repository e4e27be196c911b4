import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import {
  adminLibraryDocumentBody,
  adminLibraryLinkBody,
  PDF,
} from '../../test/fixtures/education-admin';
import { multipartFile } from '../../test/multipart';
import { auditRowsOf } from '../../test/admin-calls';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tokenUser: string;
let tokenAdmin: string;
let tokenOtherAdmin: string;

const upload = (token: string, name: string, bytes: Buffer, type = 'application/pdf') => {
  const { payload, headers } = multipartFile('file', name, type, bytes);
  return t.request({
    method: 'POST',
    url: '/api/admin/library-documents/file',
    token,
    headers,
    payload,
  });
};
const call = (
  token: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url, token, ...(payload ? { payload } : {}) });

async function uploaded(token = tokenAdmin) {
  const res = await upload(token, 'cd-register.pdf', PDF);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { key: string; fileName: string; sizeBytes: number };
}

async function create(body: object, url = '/api/admin/library-documents') {
  const res = await call(tokenAdmin, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const audit = (id: string) => auditRowsOf(t, id);

/** The ids the library lists to a member for a search. */
const listed = async (url: string, search: string) =>
  (await call(tokenUser, 'GET', `${url}?limit=100&search=${encodeURIComponent(search)}`))
    .json()
    .data.map((r: { _id: string }) => r._id);

beforeAll(async () => {
  t = await createTestApp({
    // Home's list of the library's files is shared for a minute here: a change must drop it.
    env: { LIST_CACHE_MS: '60000' },
  });
  const u = await createUser(t.database.db, { selfCertified: true });
  const a = await createUser(t.database.db, { role: 'admin', selfCertified: true });
  const b = await createUser(t.database.db, { role: 'admin', selfCertified: true });
  tokenUser = (await t.login(u.email, u.password)).token;
  tokenAdmin = (await t.login(a.email, a.password)).token;
  tokenOtherAdmin = (await t.login(b.email, b.password)).token;
});
afterAll(() => t.close());

describe('admin library documents: the upload', () => {
  it('is admins’ only', async () => {
    expect((await upload(tokenUser, 'a.pdf', PDF)).statusCode).toBe(403);
  });

  it('takes a PDF by its content and names it .pdf', async () => {
    const file = await uploaded();
    expect(file).toMatchObject({ fileName: 'cd-register.pdf', sizeBytes: PDF.length });
    expect(file.key).toMatch(/^library\/[0-9a-f-]{36}\.pdf$/);
  });

  it('refuses a file that is not a PDF whatever its name or type says (400)', async () => {
    const res = await upload(tokenAdmin, 'sop.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { file: 'Please upload a PDF document.' } });
  });

  it('refuses a file over the size limit (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await upload(tokenAdmin, 'big.pdf', big)).statusCode).toBe(413);
  });
});

describe('admin library documents', () => {
  it('keeps a draft out of the library, Home and downloads; published, it shows and downloads', async () => {
    const doc = await create(adminLibraryDocumentBody(await uploaded()));
    expect(doc).toMatchObject({
      status: 'draft',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect(await listed('/api/library/get', doc.title)).toEqual([]);
    expect(await listed('/api/library/document/get', doc.title)).toEqual([]);
    expect((await call(tokenUser, 'GET', `/api/library/download/${doc._id}`)).statusCode).toBe(404);

    const res = await call(tokenAdmin, 'PATCH', `/api/admin/library-documents/${doc._id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed('/api/library/get', doc.title)).toEqual([doc._id]);
    expect(await listed('/api/library/document/get', doc.title)).toEqual([doc._id]);
    const file = await call(tokenUser, 'GET', `/api/library/download/${doc._id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await audit(doc._id)).map((r) => r.action)).toEqual(['create', 'publish']);
  });

  it('names only a file its admin uploaded (400 otherwise)', async () => {
    const others = await uploaded(tokenOtherAdmin);
    const res = await call(
      tokenAdmin,
      'POST',
      '/api/admin/library-documents',
      adminLibraryDocumentBody(others),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toBe('Please upload the document first.');
    const none = await call(tokenAdmin, 'POST', '/api/admin/library-documents', {
      ...adminLibraryDocumentBody(others),
      file: undefined,
    });
    expect(none.statusCode).toBe(400);
  });

  it('replaces its file and is deleted, each audited with before and after', async () => {
    const doc = await create(adminLibraryDocumentBody(await uploaded()));
    const next = await upload(tokenAdmin, 'cd-register-v2.pdf', Buffer.concat([PDF, PDF]));
    const res = await call(tokenAdmin, 'PATCH', `/api/admin/library-documents/${doc._id}`, {
      title: 'CD register, second edition',
      file: next.json().data,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fileName: 'cd-register-v2.pdf',
      sizeBytes: PDF.length * 2,
    });
    expect((await audit(doc._id)).at(-1)).toMatchObject({
      action: 'update',
      before: { title: doc.title, sizeBytes: PDF.length },
      after: { title: 'CD register, second edition', sizeBytes: PDF.length * 2 },
    });

    expect(
      (await call(tokenAdmin, 'DELETE', `/api/admin/library-documents/${doc._id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(tokenAdmin, 'GET', `/api/admin/library-documents/${doc._id}`)).statusCode,
    ).toBe(404);
    expect((await audit(doc._id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { _id: doc._id },
    });
  });
});

describe('admin library links (decision 113)', () => {
  const LINKS = '/api/admin/library-links';

  it('are admins’ only: 403 for a member, 401 for no one', async () => {
    const body = adminLibraryLinkBody();
    expect((await call(tokenUser, 'POST', LINKS, body)).statusCode).toBe(403);
    expect((await call(undefined, 'POST', LINKS, body)).statusCode).toBe(401);
    expect((await call(tokenUser, 'GET', LINKS)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', LINKS)).statusCode).toBe(401);
  });

  it('keeps a draft out of the library; published, the library lists it as a link, not as a document', async () => {
    const link = await create(adminLibraryLinkBody(), LINKS);
    expect(link).toMatchObject({ status: 'draft', url: adminLibraryLinkBody().url });
    expect(await listed('/api/library/get', link.title)).toEqual([]);

    const res = await call(tokenAdmin, 'PATCH', `${LINKS}/${link._id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('published');
    const shown = await call(
      tokenUser,
      'GET',
      `/api/library/get?limit=100&search=${encodeURIComponent(link.title)}`,
    );
    expect(shown.json().data).toMatchObject([
      { _id: link._id, kind: 'link', url: link.url, fileName: null },
    ]);
    // Home's documents are the files alone; a link has nothing to download.
    expect(await listed('/api/library/document/get', link.title)).toEqual([]);
    expect((await call(tokenUser, 'GET', `/api/library/download/${link._id}`)).statusCode).toBe(
      404,
    );
    expect((await audit(link._id)).map((r) => r.action)).toEqual(['create', 'publish']);

    // Back to draft, it leaves the library at once.
    await call(tokenAdmin, 'PATCH', `${LINKS}/${link._id}`, { publishedAt: null });
    expect(await listed('/api/library/get', link.title)).toEqual([]);
  });

  it('refuses an address that is not http or https (400 on url)', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.example.org/a.pdf', 'nice.org.uk', '']) {
      const res = await call(tokenAdmin, 'POST', LINKS, { ...adminLibraryLinkBody(), url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url, url).toBe('Give the full address, https://…');
    }
    const link = await create(adminLibraryLinkBody(), LINKS);
    const res = await call(tokenAdmin, 'PATCH', `${LINKS}/${link._id}`, { url: 'mailto:a@b.uk' });
    expect(res.statusCode).toBe(400);
  });

  it('is changed and deleted, each audited with before and after; the kinds stay apart', async () => {
    const link = await create(adminLibraryLinkBody(), LINKS);
    // A link is no document, and a document no link.
    expect(
      (await call(tokenAdmin, 'GET', `/api/admin/library-documents/${link._id}`)).statusCode,
    ).toBe(404);
    const doc = await create(adminLibraryDocumentBody(await uploaded()));
    expect((await call(tokenAdmin, 'GET', `${LINKS}/${doc._id}`)).statusCode).toBe(404);

    const url = 'https://www.nice.org.uk/guidance/ng144';
    const res = await call(tokenAdmin, 'PATCH', `${LINKS}/${link._id}`, {
      url,
      category: 'policy',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await audit(link._id)).at(-1)).toMatchObject({
      entity: 'library-link',
      action: 'update',
      before: { url: link.url, category: 'guide' },
      after: { url, category: 'policy' },
    });
    const found = await call(tokenAdmin, 'GET', `${LINKS}?search=ng144&limit=100`);
    expect(found.json().data.map((r: { _id: string }) => r._id)).toEqual([link._id]);

    expect((await call(tokenAdmin, 'DELETE', `${LINKS}/${link._id}`)).statusCode).toBe(200);
    expect((await call(tokenAdmin, 'GET', `${LINKS}/${link._id}`)).statusCode).toBe(404);
    expect((await audit(link._id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { _id: link._id, url },
    });
  });
});
