import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { APP_VERSION, type CurrentUser } from '@portal/contract';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { newPglite, openDatabase, type Database } from '../db/client';
import { databaseUrlFor } from './database-url';

/**
 * A database of this test file's own, on the driver of the vitest project. `guard: false` turns
 * off the guard against queries beside an open transaction, to show what it guards against.
 */
export async function createTestDatabase(
  opts: { poolSize?: number; guard?: boolean } = {},
): Promise<Database & { url?: string }> {
  const template = inject('postgresTemplate');
  if (template) {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const url = databaseUrlFor(base, name);
    const database = await openDatabase({
      driver: 'postgres',
      url,
      poolSize: opts.poolSize ?? 5,
      guard: opts.guard,
    });
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const pglite = newPglite({ loadDataDir: new Blob([readFileSync(snapshot)]) }, opts.guard);
  return openDatabase({ driver: 'pglite', pglite, guard: opts.guard });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** `app.inject` with the panel and appversion headers, and a bearer token when given. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password: string): Promise<{ token: string; user: CurrentUser }>;
  close(): Promise<void>;
}

export const standardHeaders = { panel: 'doctor', appversion: APP_VERSION };

/** Builds the real app on a fresh database; close it in afterAll. */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    database?: Database;
    /** Registers extra routes before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** The app's clock (see AppDeps.now). */
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const db = opts.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    ...opts.env,
  });
  const app = await buildApp({
    config,
    database: db,
    logger: false,
    ...(opts.now ? { now: opts.now } : {}),
  });
  opts.extend?.(app);
  await app.ready();

  // A header given as undefined is left out, so tests can drop a standard one.
  const request: TestApp['request'] = ({ token, headers, ...opts }) => {
    const merged: Record<string, string | string[] | number | boolean | undefined> = {
      ...standardHeaders,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    };
    const defined = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
    return app.inject({ ...opts, headers: defined as Record<string, string> });
  };

  return {
    app,
    database: db,
    config,
    request,
    async login(email, password) {
      const res = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
