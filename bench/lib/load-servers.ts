// bench/load's servers: a fresh database of the mode's kind, the server processes on it, and
// their own figures over a window, scraped from their /metrics.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, pgliteDir, type Database } from '../../apps/server/src/db/client';
import { startAppServer } from './app-server';
import { createBenchDatabase } from './bench-database';
import { MODE, nodeArgs, PG_URL, REDIS_URL } from './load-settings';
import { figuresWindow } from './server-metrics';

/**
 * The servers' /metrics, reached as an operator's scraper would (decision 0110): from loopback
 * with a token of the run's own, whatever METRICS_* the shell that started the bench holds.
 */
const METRICS_TOKEN = randomBytes(24).toString('base64url');
type Opened = { database: Database; drop: () => Promise<void>; serverEnv: Record<string, string> };

/** A fresh database of the mode's kind, and how a server process reaches it. */
export async function openFresh(): Promise<Opened> {
  if (MODE === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
    const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDir(dataDir) });
    return {
      database,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      serverEnv: { DATABASE_URL: '', DATA_DIR: dataDir },
    };
  }
  const bench = await createBenchDatabase(PG_URL, 'portal_bench_load');
  const database = await openDatabase({ driver: 'postgres', url: bench.url });
  return { database, drop: bench.drop, serverEnv: { DATABASE_URL: bench.url } };
}

/** Starts the mode's server processes; returns their URLs. */
export async function startServers(serverEnv: Record<string, string>) {
  const processes = MODE === 'two' ? 2 : 1;
  return Promise.all(
    Array.from({ length: processes }, () =>
      startAppServer(
        {
          WEB_DIST: '/nonexistent',
          METRICS_ALLOW: '127.0.0.1,::1',
          METRICS_TOKEN,
          ...serverEnv,
          ...(MODE === 'two' ? { REDIS_URL } : {}),
        },
        { nodeArgs, dataDirPrefix: 'portal-bench-load-' },
      ),
    ),
  );
}

/** The database again once the servers have stopped, for the checks after the run. */
export const reopen = (serverEnv: Record<string, string>) =>
  MODE === 'pglite'
    ? openDatabase({ driver: 'pglite', dataDir: pgliteDir(serverEnv.DATA_DIR!) })
    : openDatabase({ driver: 'postgres', url: serverEnv.DATABASE_URL! });

/** Each server's figures from now until `end()` is called. */
export const serverWindow = (urls: string[]) => figuresWindow(urls, METRICS_TOKEN);
