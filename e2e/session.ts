import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { demoUsers } from './demo-users';
import type { E2eServer } from './servers';
import { expect, test as base } from './worker-server';

type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

// The headers every API call carries (SPEC §7); the version is the web app's.
export const API_HEADERS = { panel: 'doctor', appversion: '2.1.1' };

/**
 * Opens `path` and waits until the app has hydrated the page the server sent (decision 62):
 * before that, the page works as HTML (its forms post to the server), not as the app.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/**
 * Opens `path` (a page of the menu) the way the app does from another page, so that the browser
 * renders it and makes its calls, for a test that watches them: a page opened directly comes
 * with its data (decision 62).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await openApp(page, '/profile');
  await page.locator(`a[href="${path}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** Logs in through the form and waits for the shell's first profile load. */
export async function logIn(page: Page, user: DemoUser): Promise<void> {
  await openApp(page, '/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  const profile = page.waitForResponse('**/api/user/profile');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await profile;
}

/** The session token a logged-in page keeps in localStorage. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('portal-session');
    return raw ? (JSON.parse(raw) as { state: { token: string | null } }).state.token : null;
  });
  if (!token) throw new Error('no session token stored');
  return token;
}

/** Waits until the app has drawn a page: its main area, and no loader, skeleton or overlay left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [data-testid="global-loader"]',
      ),
  );
}

/**
 * Waits until the page's finite animations and transitions have ended: a drawer fades in over a
 * few hundred milliseconds, and a colour check made half-way through measures a faded text.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The session kept in a saved storage state. */
function sessionOf(state: StorageState): { token: string; userId: string } {
  const raw = state.origins
    .flatMap((o) => o.localStorage)
    .find((item) => item.name === 'portal-session')?.value;
  const saved = raw
    ? (JSON.parse(raw) as { state: { token: string | null; user: { _id: string } | null } }).state
    : null;
  if (!saved?.token || !saved.user) throw new Error('no session stored');
  return { token: saved.token, userId: saved.user._id };
}

/** The session token kept in a saved storage state. */
export function tokenOf(state: StorageState): string {
  return sessionOf(state).token;
}

/** The id of the user whose session a saved storage state keeps. */
export function userIdOf(state: StorageState): string {
  return sessionOf(state).userId;
}

/**
 * A context of its own in the project's screen, time zone and locale, on this worker's server,
 * signed out unless given a saved session.
 */
export function projectContext(
  browser: Browser,
  server: E2eServer,
  info: Pick<WorkerInfo, 'project'>,
  storageState: StorageState = { cookies: [], origins: [] },
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, timezoneId, locale } = info.project.use;
  return browser.newContext({
    storageState,
    baseURL: server.url,
    viewport,
    isMobile,
    hasTouch,
    timezoneId,
    locale,
  });
}

/** A demo user's session saved once they have logged in, in the project's screen and locale. */
async function savedLogIn(
  browser: Browser,
  server: E2eServer,
  workerInfo: WorkerInfo,
  who: keyof typeof demoUsers,
): Promise<StorageState> {
  // In the project's screen: the layout cookie the log-in leaves tells the server which layout
  // to render.
  const context = await projectContext(browser, server, workerInfo);
  await logIn(await context.newPage(), demoUsers[who]);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * `test` with the demo pharmacist (or the demo admin: `adminState`) logged in once per worker
 * (Playwright's "one account per worker" pattern): `test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) })`
 * gives every test of a block that session without logging in again. The state stays in memory:
 * the results folder is emptied by any other run that starts meanwhile.
 */
export const test = base.extend<
  object,
  { pharmacistState: StorageState; adminState: StorageState }
>({
  page: async ({ page }, use) => {
    await use(hydratingGoto(page));
  },
  pharmacistState: [
    async ({ browser, server }, use, workerInfo) =>
      use(await savedLogIn(browser, server, workerInfo, 'pharmacist')),
    { scope: 'worker' },
  ],
  adminState: [
    async ({ browser, server }, use, workerInfo) =>
      use(await savedLogIn(browser, server, workerInfo, 'admin')),
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * Selects a tab, clicking again until it is selected: on a loaded machine a click can land on the
 * server's HTML before the app has hydrated it, and is lost.
 */
export async function selectTab(tab: Locator): Promise<void> {
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass();
}

/** Calls the API as the page's user (set-up and checks; the journeys go through the UI). */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const res = await page.request.fetch(path, {
    method,
    headers: { ...API_HEADERS, Authorization: `Bearer ${await storedToken(page)}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The page, its goto waiting until the app has hydrated what it opened: the server's HTML shows
 * first, and a click on a button of it before then would be lost.
 */
function hydratingGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    return response;
  };
  return page;
}

/** Another browser at the project's viewport: the same or another person on another machine. */
export async function otherBrowser(
  browser: Browser,
  baseURL: string | undefined,
  isMobile: boolean,
) {
  const context = await browser.newContext({
    // Signed out, even in a test whose own page has a saved session (Playwright lends the
    // test's context options to every context it opens).
    storageState: { cookies: [], origins: [] },
    baseURL,
    viewport: isMobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
  });
  return { context, page: hydratingGoto(await context.newPage()) };
}

/**
 * The review queue's set-up: the demo pharmacist writes a post and the demo technician reports
 * it, each in a browser of their own (closed by the test, which may still act as them).
 */
export async function reportedPost(
  browser: Browser,
  baseURL: string | undefined,
  isMobile: boolean,
  post: { title: string; body: string },
) {
  const author = await otherBrowser(browser, baseURL, isMobile);
  await logIn(author.page, demoUsers.pharmacist);
  const { _id } = await api<{ _id: string }>(
    author.page,
    'POST',
    '/api/community/post/create',
    post,
  );
  const reporter = await otherBrowser(browser, baseURL, isMobile);
  await logIn(reporter.page, demoUsers.technician);
  await api(reporter.page, 'POST', '/api/community/post/action', { postId: _id, action: 'report' });
  return { postId: _id, author, reporter };
}

/**
 * Resolves once the page's chat socket says it is authenticated ('ready'), over long polling or
 * the WebSocket, whichever carries it.
 */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      });
    });
    page.on('response', (res) => {
      if (!res.url().includes('/socketapi/socketConnection/')) return;
      res.text().then(
        (text) => text.includes('"ready"') && resolve(),
        () => undefined,
      );
    });
  });
}
