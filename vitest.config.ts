import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pageMenu } from './apps/web/scripts/page-menu.ts';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
// A log-in at production's argon2 cost takes ~50 ms of CPU; the suites log in hundreds of times.
// auth/password.test.ts pins the production parameters.
const cheapPasswordHashing = { PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' };
// The server's test files share their worker's modules (decision 134): each file builds its own
// app and database, and importing the server afresh for every file cost more than its tests.
const sharedModules = { isolate: false } as const;

/**
 * The contract fuzz sends every endpoint hundreds of bad inputs: what it checks (a 4xx in the
 * envelope, nothing written) is the server's validation and transactions, which are the same
 * code on either driver, and it was the slowest file of both database projects.
 */
const ONE_DRIVER_SUITES = 'apps/server/src/test/contract-fuzz.int.test.ts';

/**
 * Web test files named `*.isolated.test.tsx` get modules of their own: they replace a module
 * (`vi.mock`, which eslint allows only there), or test a module's state from its start (a lazy
 * page's chunk is loaded once per module graph). The others share their worker's (decision 141).
 */
const webIsolated = 'apps/web/src/**/*.isolated.test.{ts,tsx}';

function webProject(
  name: string,
  test: { include?: string[]; exclude?: string[]; isolate?: boolean },
) {
  return {
    plugins: [react(), pageMenu()],
    test: {
      name,
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['apps/web/src/test/setup.ts'],
      // Lazy pages load slowly while the other projects run on the same two cores.
      testTimeout: 20_000,
      ...test,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, here. Most integration files wait
    // on a database, a socket or a timer as much as they compute, so three keep two cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Checks of the repository's own tooling (the lint config's boundaries, bench helpers).
          name: 'tooling',
          include: ['scripts/**/*.test.mjs', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-unit',
          ...sharedModules,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-pglite',
          ...sharedModules,
          include: ['apps/server/src/**/*.int.test.ts'],
          // Where PostgreSQL runs the suites too, the contract fuzz runs there only (decision 153).
          ...(hasPostgres ? { exclude: [ONE_DRIVER_SUITES] } : {}),
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          env: { TEST_DB_DRIVER: 'pglite', ...cheapPasswordHashing },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                ...sharedModules,
                include: ['apps/server/src/**/*.int.test.ts'],
                environment: 'node',
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_DB_DRIVER: 'postgres', ...cheapPasswordHashing },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      webProject('web', { ...sharedModules, exclude: [webIsolated] }),
      webProject('web-isolated', { include: [webIsolated] }),
    ],
  },
});
