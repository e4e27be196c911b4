// bench/api's targets: the databases the app reads (migrated, with the demo data), each target
// in a process of its own, and the demo user's session the app and the reference are called with.
import { APP_VERSION } from '@portal/contract';
import { openDatabase, pgliteDir } from '../../apps/server/src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/demo/demo-users';
import { FEED_PATH, PRODUCTS_PATH } from './api-settings';
import { migrateWithDemoData } from './demo-data';
import { startChild } from './processes';

export interface Target {
  key: 'a' | 'b' | 'b2' | 'c' | 'd' | 'e' | 'f';
  name: string;
  script: string;
  env: Record<string, string>;
  path: string;
  headers: Record<string, string>;
  port?: number;
}

/** Migrates and loads the demo data into a fresh database. */
async function prepare(
  opts: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string },
) {
  const database = await openDatabase(opts);
  try {
    await migrateWithDemoData(database);
  } finally {
    await database.close();
  }
}

/** The demo data in the PostgreSQL database at `pgUrl` and in a PGlite one in `pgliteData`. */
export async function prepareDatabases(pgUrl: string, pgliteData: string) {
  await prepare({ driver: 'postgres', url: pgUrl });
  await prepare({ driver: 'pglite', dataDir: pgliteDir(pgliteData) });
}

/** Starts a target script and waits for the port it prints. */
async function start(target: Target): Promise<number> {
  return (await startChild([`bench/targets/${target.script}`], target.env)).port;
}

async function login(port: number): Promise<{ token: string; userId: string }> {
  const account = DEMO_ACCOUNTS[0]!;
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: 'doctor', appversion: APP_VERSION },
    body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token: string; user: { _id: string } } };
  if (!res.ok || !body.data) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.data.token, userId: body.data.user._id };
}

/** Starts every target, in the order a to f; the product pair is also returned by name. */
export async function startTargets(pgUrl: string, pgliteData: string) {
  const appEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    DEMO_DATA: 'false',
    WEB_DIST: '/nonexistent',
  };
  const appPg: Target = {
    key: 'c',
    name: '(c) app, PostgreSQL',
    script: 'app.ts',
    env: { ...appEnv, DATABASE_URL: pgUrl },
    path: FEED_PATH,
    headers: {},
  };
  const appPglite: Target = {
    key: 'd',
    name: '(d) app, PGlite',
    script: 'app.ts',
    env: { ...appEnv, DATABASE_URL: '', DATA_DIR: pgliteData },
    path: FEED_PATH,
    headers: {},
  };
  appPg.port = await start(appPg);
  appPglite.port = await start(appPglite);
  const session = await login(appPg.port);
  const sessionLite = await login(appPglite.port);
  const appHeaders = (token: string) => ({
    panel: 'doctor',
    appversion: APP_VERSION,
    authorization: `Bearer ${token}`,
  });
  appPg.headers = appHeaders(session.token);
  appPglite.headers = appHeaders(sessionLite.token);

  const bare: Target = {
    key: 'a',
    name: '(a) bare Fastify',
    script: 'bare.ts',
    env: {},
    path: '/hello',
    headers: {},
  };
  const reference: Target = {
    key: 'b',
    name: '(b) Fastify + raw pg',
    script: 'reference.ts',
    env: { DATABASE_URL: pgUrl, BENCH_USER_ID: session.userId, BENCH_TOKEN: session.token },
    path: FEED_PATH,
    headers: {},
  };
  bare.port = await start(bare);
  reference.port = await start(reference);
  // Diagnostic, outside the targets: (b) plus the session lookup, the two round trips of (c).
  const withSession: Target = {
    ...reference,
    key: 'b2',
    name: '(b2) b + session SELECT',
    path: `/with-session${FEED_PATH}`,
  };

  // (e) the catalogue with three filters and a sort, (f) the same statements over raw pg.
  const productsApp: Target = {
    ...appPg,
    key: 'e',
    name: '(e) app products, PG',
    path: PRODUCTS_PATH,
  };
  const productsReference: Target = {
    key: 'f',
    name: '(f) Fastify + pg products',
    script: 'reference-products.ts',
    env: { DATABASE_URL: pgUrl },
    path: PRODUCTS_PATH,
    headers: {},
  };
  productsReference.port = await start(productsReference);

  return {
    all: [bare, reference, withSession, appPg, appPglite, productsApp, productsReference],
    productsApp,
    productsReference,
  };
}
