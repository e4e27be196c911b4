// `npm run dev` as a developer starts it: one server, pages rendered from the web app's sources
// by Vite (with React Router's hot-reload runtime), the API beside them; and a change to a page's source
// is what the next request renders, without a restart.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

const port = 3297;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-dev-'));
// A page whose source the test changes and puts back; the change keeps the heading's words (no
// other test looks for them), so a suite reading the file meanwhile sees the same page.
const pageSource = join(root, 'apps/web/src/features/auth/pages/terms-page.tsx');
const original = readFileSync(pageSource, 'utf8');
let dev;

async function text(path) {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: await res.text() };
}

beforeAll(async () => {
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    // Its own process group, so the watcher and the server it restarts stop together.
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error('npm run dev did not answer /readyz within 2 minutes');
}, 150_000);

afterAll(async () => {
  writeFileSync(pageSource, original);
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((done) => (dev.exitCode !== null ? done() : dev.once('exit', done)));
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('npm run dev', () => {
  it('renders pages from the sources with the hot-reload runtime, and serves the API', async () => {
    const login = await text('/login');
    expect(login.status).toBe(200);
    // React Router's hot-reload runtime, and the route modules straight from the sources.
    expect(login.body).toContain('virtual:react-router/inject-hmr-runtime');
    expect(login.body).toContain('/src/app/routes/login.tsx');
    expect(login.body).toContain('Login');
    const api = await fetch(`${base}/api/role/getName`, {
      headers: {
        panel: 'doctor',
        appversion: JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8')).version,
      },
    });
    expect(api.status).toBe(200);
    expect(((await api.json()).data ?? []).length).toBeGreaterThan(0);
  }, 60_000);

  it('renders a changed page source on the next request, without a restart', async () => {
    const marker = `Who may use the portal (changed ${Date.now()})`;
    writeFileSync(pageSource, original.replace('Who may use the portal', marker));
    // Vite's watcher sees the file; the server's render and the browser's module are the new ones.
    let page = '';
    for (let i = 0; i < 60 && !page.includes(marker); i++) {
      await sleep(500);
      page = (await text('/terms&conditions')).body;
    }
    expect(page).toContain(marker);
    expect((await text('/src/features/auth/pages/terms-page.tsx')).body).toContain(marker);
  }, 60_000);
});
