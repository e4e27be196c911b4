import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';

// Whole-process behaviour does not depend on the database driver: run it once, on PGlite.
const onPglite = process.env.TEST_DB_DRIVER === 'pglite';
const name = (s: string) =>
  onPglite ? s : `${s} (runs in the PGlite project only: one run is enough)`;

describe.runIf(onPglite)(name('the server process'), () => {
  it('migrates an empty data folder, serves, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess({});
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const roles = await fetch(`${server.url}/api/role/getName`, {
      headers: { panel: 'doctor', appversion: '2.1.1' },
    });
    expect(roles.status).toBe(200);
    server.child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => server.child.once('exit', (c) => r(c)));
    expect(code).toBe(0);
  }, 60_000);

  it('refuses to start on a bad setting and names it', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration');
    expect(r.stderr).toContain('PORT:');
  }, 40_000);
});
