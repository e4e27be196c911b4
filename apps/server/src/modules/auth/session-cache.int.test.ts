import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpointWithSchemas } from '@portal/contract';
import { ok, route } from '../../http/route';
import { needs } from '../../test/ci';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const productsOnly = defineEndpointWithSchemas({
  method: 'GET',
  path: '/api/test/products',
  summary: 'test',
  access: 'user',
  module: 'product',
  selfCertified: true,
  response: z.string(),
});

describe('cached sessions in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SESSION_CACHE_SECONDS: '60' },
      extend: (app) => route(app, productsOnly, async () => ok('products')),
    });
  });
  afterAll(() => t.close());

  it('see a change of the user at once', async () => {
    const u = await createUser(t.database.db, { modules: ['home', 'product'] });
    const { token } = await t.login(u.email, u.password);
    // This request caches the session user, not yet self-certified.
    expect((await t.request({ method: 'GET', url: '/api/test/products', token })).statusCode).toBe(
      403,
    );
    await t.request({
      method: 'POST',
      url: '/api/user/selfCertification',
      token,
      payload: { registrationNumber: '2034567', confirm: true },
    });
    // The guard reads the session user: it must be the changed one, not the cached one.
    expect((await t.request({ method: 'GET', url: '/api/test/products', token })).statusCode).toBe(
      200,
    );
    await t.request({ method: 'POST', url: '/api/logout', token });
    expect((await t.request({ method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(
      401,
    );
  });
});

const suite = needs('TEST_REDIS_URL', 'cached sessions across two server processes');

describe.runIf(suite.run)(suite.name, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, SESSION_CACHE_SECONDS: '60' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('end on every process when one process logs the session out', async () => {
    const u = await createUser(a.database.db);
    const { token } = await a.login(u.email, u.password);
    expect((await b.request({ method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(
      200,
    );
    expect((await a.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    // Pub/sub is asynchronous; give it a moment, far less than the cache's 60 s.
    const deadline = Date.now() + 2000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await b.request({ method: 'GET', url: '/api/user/profile', token })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);
  });
});
