import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { demoUsers } from './demo-users';

type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

// The headers every API call carries (SPEC §7); the version is the web app's.
export const API_HEADERS = { panel: 'doctor', appversion: '2.1.1' };

/**
 * Opens `path` and waits until the app has taken the page over. A prerendered page (the landing
 * and log-in pages, decision 46) shows its form before the app has started; a click there would
 * be the browser's own form submission, not the app's. A signed-in page the server renders
 * (decision 49) replaces the loading frame a moment after the page has loaded, and is not the
 * app's either until it loses `data-prerendered`.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root > main.boot, #root[data-prerendered]')).toHaveCount(0);
}

/**
 * Makes the server render no signed-in page for `page` (decision 49), as when it has no web
 * build: the browser renders the page itself and makes its calls, for a test that watches them.
 */
export async function renderInBrowser(page: Page): Promise<void> {
  await page.route('**/api/page', (route) => route.fulfill({ json: { data: null } }));
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
  // index.html paints a busy <main> of its own until the app replaces it; a prerendered page
  // is the app's own markup, but the app has not started until #root loses data-prerendered.
  await expect(page.locator('main:not([aria-busy="true"])').first()).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [data-testid="global-loader"]',
      ),
  );
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The session token kept in a saved storage state. */
export function tokenOf(state: StorageState): string {
  const raw = state.origins
    .flatMap((o) => o.localStorage)
    .find((item) => item.name === 'portal-session')?.value;
  const token = raw ? (JSON.parse(raw) as { state: { token: string | null } }).state.token : null;
  if (!token) throw new Error('no session token stored');
  return token;
}

/**
 * `test` with the demo pharmacist logged in once per worker (Playwright's "one account per
 * worker" pattern): `test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) })`
 * gives every test of a block that session without logging in again. The state stays in memory:
 * the results folder is emptied by any other run that starts meanwhile.
 */
export const test = base.extend<object, { pharmacistState: StorageState }>({
  pharmacistState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        storageState: undefined,
        baseURL: workerInfo.project.use.baseURL,
      });
      await logIn(await context.newPage(), demoUsers.pharmacist);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

export { expect };

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

/** Another browser at the project's viewport: the same or another person on another machine. */
export async function otherBrowser(
  browser: Browser,
  baseURL: string | undefined,
  isMobile: boolean,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: isMobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
  });
  return { context, page: await context.newPage() };
}
