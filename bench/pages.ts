// bench/pages: signed-in pages rendered by the server (decision 62) under concurrency. The built
// app on the real server (PGlite, demo data), the demo pharmacist's page-session cookie, rounds of
// 50 concurrent requests for /newsfeed (rendered with its data) beside 50 for the prerendered
// /login (a file, the floor of a page answer) and 50 for GET /api/newsFeed/get (the data alone).
// Prints p50/p99 of each and the ratios; counts any request that was not a whole page.
// A benchmark, not a test.   node --import tsx bench/pages.ts   (PAGES_BENCH_ROUNDS, default 10)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/demo/demo-users';
import { pct } from './lib/stats';

const root = resolve(import.meta.dirname, '..');
const port = 3297;
const base = `http://127.0.0.1:${port}`;
const CONCURRENCY = 50;
const rounds = Number(process.env.PAGES_BENCH_ROUNDS ?? 10);
const headers = { panel: 'doctor', appversion: '2.1.1', 'content-type': 'application/json' };

async function startApp(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('the app did not start within 60 s');
}

/** Milliseconds of each of `n` concurrent requests; `ok` tells whether an answer was whole. */
async function burst(n: number, ask: () => Promise<Response>, ok: (body: string) => boolean) {
  let failed = 0;
  const times = await Promise.all(
    Array.from({ length: n }, async () => {
      const start = performance.now();
      const res = await ask();
      const body = await res.text();
      if (!res.ok || !ok(body)) failed += 1;
      return performance.now() - start;
    }),
  );
  return { times, failed };
}

async function main() {
  execFileSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: join(root, 'apps/web'),
    stdio: 'ignore',
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-pages-bench-'));
  const app = await startApp(dataDir);
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const cookie = `portal_session=${token}; portal_layout=mobile`;
    const parts = {
      'page /newsfeed (rendered, with data)': {
        ask: () => fetch(`${base}/newsfeed`, { headers: { cookie } }),
        ok: (body: string) => body.includes('data-testid="article-card"'),
      },
      'page /login (prerendered file)': {
        ask: () => fetch(`${base}/login`),
        ok: (body: string) => body.includes('</html>'),
      },
      'GET /api/newsFeed/get (data only)': {
        ask: () =>
          fetch(`${base}/api/newsFeed/get?limit=12&skip=0`, {
            headers: { ...headers, authorization: `Bearer ${token}` },
          }),
        ok: (body: string) => body.includes('"data"'),
      },
    };
    const results = new Map<string, { times: number[]; failed: number }>();
    // Warm-up, then alternating rounds so that each part sees the same machine.
    for (const part of Object.values(parts)) await burst(5, part.ask, part.ok);
    for (let round = 0; round < rounds; round++) {
      for (const [name, part] of Object.entries(parts)) {
        const { times, failed } = await burst(CONCURRENCY, part.ask, part.ok);
        const sum = results.get(name) ?? { times: [], failed: 0 };
        sum.times.push(...times);
        sum.failed += failed;
        results.set(name, sum);
      }
    }
    console.log(`${rounds} rounds of ${CONCURRENCY} concurrent requests each`);
    console.log('part                                      p50 ms   p99 ms   not whole');
    for (const [name, { times, failed }] of results) {
      console.log(
        `${name.padEnd(40)} ${pct(times, 50).toFixed(0).padStart(7)} ${pct(times, 99).toFixed(0).padStart(8)} ${String(failed).padStart(10)}`,
      );
    }
    const [page, file, data] = [...results.values()];
    console.log(
      `ratios: rendered page / prerendered file p50 ${(pct(page!.times, 50) / pct(file!.times, 50)).toFixed(1)}, ` +
        `rendered page / data alone p50 ${(pct(page!.times, 50) / pct(data!.times, 50)).toFixed(1)}`,
    );
  } finally {
    app.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
