import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_WORKERS, e2eServer } from './servers';

const root = resolve(import.meta.dirname, '..');
// Fresh databases with demo data for every run, one per worker's server (servers.ts); specs read
// e-mails from their server's DATA_DIR/outbox (outbox.ts). Workers inherit this.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// The users' own zone and locale (SPEC §1: a UK audience), not the machine's: a page the server
// renders (in UTC on CI) must hydrate unchanged in a browser in London.
const usersZoneAndLocale = { timezoneId: 'Europe/London', locale: 'en-GB' };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/results',
  // A spec file's tests run in turn on one worker (they build on each other's changes); files
  // are spread over the workers, each with a server of its own (decision 131).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'artifacts/report.json' }]],
  use: {
    // A trace costs about a third of the run's time: `npm test` (CI's and a newcomer's whole run)
    // records none (E2E_TRACE=off; a failure still prints its error and keeps its screenshot), and
    // a spec run on its own keeps the trace of each failure.
    trace:
      process.env.CI === 'true' || process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // Layout-specific tests carry @desktop or @mobile in their names and run in that project
    // only, rather than showing up as skipped in the other; tests whose every step and assertion
    // is the same at any size carry the tag @layout-independent and run on the desktop only
    // (decision 18).
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        ...usersZoneAndLocale,
        launchOptions,
      },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop|@layout-independent/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        ...usersZoneAndLocale,
        launchOptions,
      },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const server = e2eServer(slot);
    return {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: root,
      url: `${server.url}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        DEMO_DATA: 'true',
        PUBLIC_URL: server.url,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Every test logs in; production's argon2 cost is pinned by auth/password.test.ts.
        PASSWORD_HASH_MEMORY_KIB: '64',
        PASSWORD_HASH_PASSES: '1',
      },
    };
  }),
});
