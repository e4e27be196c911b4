import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { needs } from '../test/ci';
import { createUser } from '../test/factories';
import { createTcpProxy } from '../test/tcp-proxy';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';

// Stopping an embedded PGlite cannot be undone, so this needs a database behind a network link.
const suite = needs('TEST_DATABASE_URL', 'a database that goes down and comes back');
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

const name = onPostgres
  ? suite.name
  : `${suite.name} (runs in the PostgreSQL project only: PGlite cannot be stopped and restarted in place)`;

describe.runIf(suite.run && onPostgres)(name, () => {
  let owner: Database & { url?: string };
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof createTcpProxy>>;
  let t: TestApp;

  beforeAll(async () => {
    owner = await createTestDatabase();
    const target = new URL(owner.url!);
    proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(owner.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port());
    proxied = await openDatabase({ driver: 'postgres', url: viaProxy.toString(), poolSize: 2 });
    t = await createTestApp({ database: proxied });
  });
  afterAll(async () => {
    await t.app.close();
    await proxied.close().catch(() => undefined);
    await proxy.stop();
    await owner.close();
  });

  it('answers 503 while the database is down and recovers when it returns', async () => {
    const u = await createUser(owner.db);
    const { token } = await t.login(u.email, u.password);
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await proxy.stop();
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const api = await t.request({ method: 'GET', url: '/api/user/profile', token });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({
      error: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.start();
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const back = await t.request({ method: 'GET', url: '/api/user/profile', token });
    expect(back.statusCode).toBe(200);
    expect(back.json().data._id).toBe(u.id);
  });
});
