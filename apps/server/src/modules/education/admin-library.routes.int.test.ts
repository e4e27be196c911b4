import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { adminLibraryDocumentBody, PDF } from '../../test/fixtures/education-admin';
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

async function create(body: object) {
  const res = await call(tokenAdmin, 'POST', '/api/admin/library-documents', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const audit = (id: string) => auditRowsOf(t, id);

beforeAll(async () => {
  t = await createTestApp();
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
    const listed = async (url: string) =>
      (await call(tokenUser, 'GET', `${url}?limit=100&search=${encodeURIComponent(doc.title)}`))
        .json()
        .data.map((r: { _id: string }) => r._id);
    expect(await listed('/api/library/get')).toEqual([]);
    expect(await listed('/api/library/document/get')).toEqual([]);
    expect((await call(tokenUser, 'GET', `/api/library/download/${doc._id}`)).statusCode).toBe(404);

    const res = await call(tokenAdmin, 'PATCH', `/api/admin/library-documents/${doc._id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed('/api/library/get')).toEqual([doc._id]);
    expect(await listed('/api/library/document/get')).toEqual([doc._id]);
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
