import { afterAll, beforeAll } from 'vitest';
import { APP_VERSION } from '@portal/contract';
import type { Database } from '../db/client';
import { needs } from './ci';
import { startServerProcess, type ServerProcess } from './server-process';
import { createTestDatabase } from './test-app';

/**
 * Whether a suite of two server processes runs here, and its name saying why not (decision
 * 102): it needs Redis (TEST_REDIS_URL, an error in CI when missing) and runs in the PostgreSQL
 * project only, as processes cannot share an embedded PGlite.
 */
export function clusterSuite(what: string): { run: boolean; name: string } {
  const suite = needs('TEST_REDIS_URL', what);
  const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
  return {
    run: suite.run && onPostgres,
    name: onPostgres
      ? suite.name
      : `${suite.name} (runs in the PostgreSQL project only: processes cannot share an embedded PGlite)`,
  };
}

/** An API answer: its status and JSON body. */
export interface CallResult<T = unknown> {
  status: number;
  body: { data: T; error?: string; message?: string };
}

/** One process of the cluster, with the calls a test makes of it over HTTP. */
export interface ClusterProcess extends ServerProcess {
  /** An API call with the web app's headers, and the bearer `token` when given. */
  call<T = unknown>(
    token: string | null,
    method: string,
    path: string,
    body?: object,
  ): Promise<CallResult<T>>;
  /** Logs in on this process; the session's token. */
  login(user: { email: string; password: string }): Promise<string>;
}

/** Two processes behind an imagined load balancer, and the database they share. */
export interface Cluster {
  database: Database & { url?: string };
  p1: ClusterProcess;
  p2: ClusterProcess;
}

/**
 * An API call to a server at `base` with the web app's headers (and the bearer `token` when
 * given); an empty answer (a health check's) reads as a null body.
 */
export async function callServer<T = unknown>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: object,
): Promise<CallResult<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      panel: 'doctor',
      appversion: APP_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as CallResult<T>['body'] };
}

function withCalls(server: ServerProcess): ClusterProcess {
  const call = <T>(token: string | null, method: string, path: string, body?: object) =>
    callServer<T>(server.url, token, method, path, body);
  return Object.assign(server, {
    call,
    async login({ email, password }: { email: string; password: string }) {
      const res = await call<{ token: string }>(null, 'POST', '/api/login', { email, password });
      if (res.status !== 200) throw new Error(`log-in refused (${res.status}): ${res.body.error}`);
      return res.body.data.token;
    },
  });
}

/**
 * Starts, before the suite's tests, two real server processes (src/main.ts) on one fresh
 * PostgreSQL database and one Redis (the Socket.IO adapter and the invalidation bus), with `env`
 * besides; stops them and drops the database after. Call it inside the suite's `describe`; the
 * object it returns is filled in once they are ready.
 */
export function useCluster(env: Record<string, string> = {}): Cluster {
  const cluster = {} as Cluster;
  beforeAll(async () => {
    cluster.database = await createTestDatabase();
    const all = {
      DATABASE_URL: cluster.database.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      ...env,
    };
    const started = await Promise.allSettled([startServerProcess(all), startServerProcess(all)]);
    const [p1, p2] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    if (!p1 || !p2) {
      // One did not get ready: the other must not outlive the suite.
      await Promise.all([p1?.stop(), p2?.stop()]);
      throw (started.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
    }
    cluster.p1 = withCalls(p1);
    cluster.p2 = withCalls(p2);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([cluster.p1?.stop(), cluster.p2?.stop()]);
    await cluster.database?.close();
  });
  return cluster;
}
