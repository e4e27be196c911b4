import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, serverURL } from './worker-server';
import { demoUsers } from './demo-users';
import { API_HEADERS } from './session';

// A page as the server sent it, before any of its scripts has run: what a slow phone shows while
// the app's scripts are still on their way. Its links and GET forms must work meanwhile.

/**
 * Holds every script of the app back until `release()`: what works meanwhile is the page's HTML
 * (its forms post to the server).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits for the app to take over a page whose scripts were held back: as long as session.ts's
 * goto does, for a signed-in page with its chat list hydrates slowly on a loaded machine.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * Signs the demo pharmacist in by the page-session cookie, as a log-in leaves it, without running
 * the app: the layout cookie tells the server the project's layout, as the app would have.
 */
export async function signInByCookie(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', {
    headers: API_HEADERS,
    data: { email: demoUsers.pharmacist.email, password: demoUsers.pharmacist.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const layout = test.info().project.name === 'mobile' ? 'mobile' : 'desktop';
  await page.context().addCookies([
    { name: 'portal_session', value: token, url: serverURL() },
    { name: 'portal_layout', value: layout, url: serverURL() },
  ]);
}

/**
 * Opens `path` signed in (signInByCookie), every script held back (holdScripts): the page as the
 * server sent it, on a slow machine (the test's time is tripled). Returns what releases them.
 */
export async function openSignedInHeld(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<() => void> {
  test.slow();
  await signInByCookie(page, request);
  const release = await holdScripts(page);
  // Not waiting for `load`: the page's held module scripts keep it from firing.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
