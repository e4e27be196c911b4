import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpointWithSchemas } from '@portal/contract';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ok, route } from './route';

// Endpoints that exist only here, to prove the guards of every kind of route.
const echo = defineEndpointWithSchemas({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'test',
  access: 'user',
  body: z.strictObject({ name: z.string().min(1), count: z.number().int() }),
  response: z.object({ name: z.string(), count: z.number() }),
});
const productOnly = defineEndpointWithSchemas({
  method: 'GET',
  path: '/api/test/product',
  summary: 'test',
  access: 'user',
  module: 'product',
  selfCertified: true,
  response: z.string(),
});
const adminOnly = defineEndpointWithSchemas({
  method: 'GET',
  path: '/api/test/admin',
  summary: 'test',
  access: 'user',
  admin: true,
  response: z.string(),
});
const nulSearch = defineEndpointWithSchemas({
  method: 'GET',
  path: '/api/test/nul',
  summary: 'test',
  access: 'public',
  query: z.object({ search: z.string().optional() }),
  response: z.string(),
});
const boom = defineEndpointWithSchemas({
  method: 'GET',
  path: '/api/test/boom',
  summary: 'test',
  access: 'public',
  response: z.string(),
});

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      route(app, echo, async ({ body }) => ok(body));
      route(app, productOnly, async () => ok('products'));
      route(app, adminOnly, async () => ok('admin'));
      route(app, nulSearch, async ({ query }) => {
        // Reaches the database with the value, as a search would.
        const { sql } = await import('drizzle-orm');
        await t.database.db.execute(sql`select ${query.search ?? ''}::text`);
        return ok('ok');
      });
      route(app, boom, async () => {
        throw new Error('relation "secret_table" does not exist');
      });
    },
  });
  const u = await createUser(t.database.db, { modules: ['home', 'media'] });
  token = (await t.login(u.email, u.password)).token;
});
afterAll(() => t.close());

describe('request guards', () => {
  it('rejects a missing panel header with 400', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/role/getName',
      headers: { panel: undefined },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The panel header is required.', code: 'PANEL_REQUIRED' });
  });

  it('rejects an unknown panel with 400', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/role/getName',
      headers: { panel: 'patient' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown panel "patient".');
  });

  it('answers a wrong appversion with the 422 mismatch', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/role/getName',
      headers: { appversion: '2.0.0' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'APP version mismatch', code: 'APP_VERSION_MISMATCH' });
  });

  it('checks panel before appversion and appversion before the session', async () => {
    const noPanel = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      headers: { panel: undefined, appversion: 'x' },
    });
    expect(noPanel.statusCode).toBe(400);
    const badVersion = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      headers: { appversion: 'x' },
    });
    expect(badVersion.statusCode).toBe(422);
  });

  it('gives 401 without a token, with an unknown token and with a malformed header', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/user/profile', token: 'nope' })).statusCode,
    ).toBe(401);
    const basic = await t.request({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().code).toBe('UNAUTHORIZED');
  });

  it('lets public routes through without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/role/getName' })).statusCode).toBe(200);
  });

  it('enforces module access and self-certification with 403', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/product', token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');

    const noCert = await createUser(t.database.db, {
      modules: ['home', 'product'],
      selfCertified: false,
    });
    const noCertToken = (await t.login(noCert.email, noCert.password)).token;
    const res2 = await t.request({ method: 'GET', url: '/api/test/product', token: noCertToken });
    expect(res2.statusCode).toBe(403);
    expect(res2.json().code).toBe('SELF_CERTIFICATION_REQUIRED');

    const cert = await createUser(t.database.db, {
      modules: ['home', 'product'],
      selfCertified: true,
    });
    const certToken = (await t.login(cert.email, cert.password)).token;
    expect(
      (await t.request({ method: 'GET', url: '/api/test/product', token: certToken })).json(),
    ).toEqual({
      data: 'products',
    });
  });

  it('guards a percent-encoded path like the plain one', async () => {
    const noToken = await t.request({ method: 'GET', url: '/%61pi/test/admin' });
    expect(noToken.statusCode).toBe(401);
    const noPanel = await t.request({
      method: 'GET',
      url: '/%61pi/test/admin',
      token,
      headers: { panel: undefined },
    });
    expect(noPanel.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/%61pi/test/admin', token })).statusCode).toBe(
      403,
    );
  });

  it('answers values the database cannot hold with 400, never 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      token,
      payload: { name: 'a\u0000b', count: 1 },
    });
    expect(res.statusCode).toBe(200);
    const nul = await t.request({ method: 'GET', url: '/api/test/nul?search=%00' });
    expect(nul.statusCode).toBe(400);
  });

  it('lets only admins through admin routes', async () => {
    expect((await t.request({ method: 'GET', url: '/api/test/admin', token })).statusCode).toBe(
      403,
    );
    const admin = await createUser(t.database.db, { role: 'admin' });
    const adminToken = (await t.login(admin.email, admin.password)).token;
    expect(
      (await t.request({ method: 'GET', url: '/api/test/admin', token: adminToken })).statusCode,
    ).toBe(200);
  });
});

describe('input and errors', () => {
  it('drops audit fields from bodies before validation', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      token,
      payload: { name: 'a', count: 1, createdBy: 'x', updatedBy: 'y', createdAt: 1, updatedAt: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'a', count: 1 } });
  });

  it('answers wrong types and unknown fields with 400 and field messages', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      token,
      payload: { name: '', count: 'three', extra: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fields).sort()).toEqual(['_', 'count', 'name']);
    expect(body.fields._).toBe('Unknown field(s): extra');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No API route GET /api/does/not/exist.',
      code: 'NOT_FOUND',
    });
  });

  it('hides the internals of an unexpected error', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Server Error! Oops, Something went wrong.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret_table');
  });

  it('echoes a request id on every response', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.request({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the web app', () => {
  /** A build of the web app's browser files, as React Router writes them (no server bundle). */
  function clientBuild() {
    const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
    const client = join(root, 'client');
    mkdirSync(join(client, 'assets'), { recursive: true });
    mkdirSync(join(client, 'login'));
    mkdirSync(join(client, 'terms&x'));
    writeFileSync(join(client, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(client, 'login', 'index.html'), '<!doctype html><p>Log in</p>');
    writeFileSync(join(client, 'terms&x', 'index.html'), '<!doctype html><p>Terms</p>');
    writeFileSync(join(client, 'assets', 'app-1234.js'), 'export const asset = 1;');
    writeFileSync(join(client, 'assets', 'app-1234.js.br'), brotliCompressSync('export {};'));
    writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return root;
  }

  it('serves its files: assets kept for good, compressed by the build, icons for a day', async () => {
    const web = await createTestApp({ env: { WEB_DIST: clientBuild() }, database: t.database });
    try {
      const icon = await web.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('public, max-age=86400');
      const asset = await web.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await web.request({ method: 'GET', url: '/api/nope' });
      expect(api.json().code).toBe('NOT_FOUND');
      // No server bundle: a page that is not prerendered cannot be rendered.
      const page = await web.app.inject({ method: 'GET', url: '/community/chat' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('not built');
    } finally {
      await web.app.close();
    }
  });

  it('answers a prerendered page with its HTML to a visitor without a session, revalidated', async () => {
    const web = await createTestApp({ env: { WEB_DIST: clientBuild() }, database: t.database });
    try {
      const login = await web.app.inject({ method: 'GET', url: '/login?next=%2Fhome' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('<p>Log in</p>');
      expect(login.headers['cache-control']).toBe('no-cache');
      expect((await web.app.inject({ method: 'GET', url: '/' })).body).toContain('Portal');
      expect((await web.app.inject({ method: 'GET', url: '/terms%26x' })).body).toContain('Terms');
      expect((await web.app.inject({ method: 'GET', url: '/%E0%A4%A' })).statusCode).toBeLessThan(
        500,
      );
    } finally {
      await web.app.close();
    }
  });
});

describe('health and docs', () => {
  it('reports health and readiness', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });

  it('serves the OpenAPI document built from the contract, without API headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.version).toBe('2.1.1');
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/user/profile'].get.security).toEqual([{ bearer: [] }]);
  });
});
