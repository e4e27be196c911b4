import { expect, test as base } from '@playwright/test';
import { e2eServer, type E2eServer } from './servers';

/**
 * Playwright's `test` whose pages, requests and `baseURL` go to this worker's own server
 * (servers.ts). Every spec uses this `test`, or session.ts's, which extends it.
 */
export const test = base.extend<{ baseURL: string }, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => use(e2eServer(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

/** The address of the running test's worker's server, for contexts a test opens itself. */
export const serverURL = (): string => e2eServer(base.info().parallelIndex).url;
