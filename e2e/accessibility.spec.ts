import type { APIRequest, Browser, Page, TestInfo } from '@playwright/test';
import type { PageHandle } from '../apps/web/src/app/page-handle';
import { readPageFiles } from '../apps/web/src/app/page-files';
import { seriousViolations } from './axe-check';
import {
  API_HEADERS,
  expect,
  projectContext,
  settle,
  test,
  tokenOf,
  type StorageState,
} from './session';
import { e2eServer } from './servers';

// Every path and alias of the web app's pages (their route modules' handles), so a new page is
// checked without being added here: logged in where the route needs a session, logged out where it needs none (a
// logged-in user is sent to /home), both for the pages everyone sees.

type Session = 'logged in' | 'logged out' | 'admin';

function sessionsFor(route: PageHandle): Session[] {
  // The admin area turns everyone else away (to /403): its pages are checked as the demo admin.
  if (route.admin) return ['admin'];
  if (route.auth) return ['logged in'];
  if (route.public) return ['logged out', 'logged in'];
  return ['logged out'];
}

/**
 * A page that shows a record opens a real demo one: the first of the list call named here. The
 * other `:id` pages (the change-password token) take any UUID.
 */
const firstOf: Record<string, string> = {
  '/newsfeed/view/:id': '/api/newsFeed/get?limit=1',
  '/product/view/:id': '/api/product/get?limit=1',
  // The first channel by name is the private one the demo pharmacist runs: its admin's view.
  '/community/detail/:id': '/api/community/channel/get?limit=1',
  '/community/post/:id': '/api/community/post/get?type=channel&limit=1',
  '/community/user-post/details/:id': '/api/community/post/get?type=user&limit=1',
  '/contact/detail/:id': '/api/community/userList?limit=1',
  '/education/journalclub/:id': '/api/journalClub/get?limit=1',
  '/education/keyPublications/:id': '/api/keyPublication/get?limit=1',
  '/education/webinar/:id': '/api/webinar/get?limit=1',
  // The first demo doctor taking bookings.
  '/appointment/book/:doctorId': '/api/booking/doctors?limit=1',
};
/** The same for the admin area's pages, whose list calls only an admin may make. */
const adminFirstOf: Record<string, string> = {
  '/admin/users/:id': '/api/user/admin/list?limit=1',
  '/admin/products/:id': '/api/admin/products?limit=1',
  '/admin/producers/:id': '/api/admin/producers?limit=1',
  '/admin/faq/:id': '/api/admin/faq-entries?limit=1',
  '/admin/webinars/:id': '/api/admin/webinars?limit=1',
  '/admin/key-publications/:id': '/api/admin/key-publications?limit=1',
  '/admin/news/:id': '/api/admin/news-articles?limit=1',
  '/admin/useful-links/:id': '/api/admin/useful-links?limit=1',
  '/admin/testimonials/:id': '/api/admin/testimonials?limit=1',
  '/admin/guide-cards/:id': '/api/admin/guide-cards?limit=1',
  '/admin/events/:id': '/api/admin/events?limit=1',
  '/admin/library-documents/:id': '/api/admin/library-documents?limit=1',
  '/admin/library-links/:id': '/api/admin/library-links?limit=1',
  '/admin/clinics/:id': '/api/admin/clinics?limit=1',
  '/admin/journal-clubs/:id': '/api/admin/journal-clubs?limit=1',
  '/admin/channels/:id': '/api/admin/community-channels?limit=1',
};
type Ids = Partial<Record<string, string>>;
const anyId = '00000000-0000-4000-8000-000000000000';

/** The id of the first record each list call of `calls` answers, as the session's user. */
async function firstIds(
  playwright: { request: APIRequest },
  testInfo: TestInfo,
  state: StorageState,
  calls: Record<string, string>,
): Promise<Ids> {
  const api = await playwright.request.newContext({
    baseURL: e2eServer(testInfo.parallelIndex).url,
    extraHTTPHeaders: { ...API_HEADERS, authorization: `Bearer ${tokenOf(state)}` },
  });
  const ids: Ids = {};
  for (const [path, listCall] of Object.entries(calls)) {
    const res = await api.get(listCall);
    const [first] = ((await res.json()) as { data: { _id: string }[] }).data;
    if (!first) throw new Error(`no demo record for ${path}`);
    ids[path] = first._id;
  }
  await api.dispose();
  return ids;
}

function withParams(path: string, ids: Ids): string {
  return path.replace(/:(\w+)/g, () => ids[path] ?? anyId);
}

const checks = readPageFiles().flatMap(({ handle: route }) =>
  [route.path, ...(route.aliases ?? [])].flatMap((path) =>
    sessionsFor(route).map((session) => ({ path, route: route.path, session })),
  ),
);

/**
 * What a page must show before it is checked, where its content comes later than the checks of
 * settle(): the catalogue's cards and a product's page, whose badges must be there to be measured.
 */
const shows: Record<string, string> = {
  '/products': '[data-testid="product-card"]',
  '/product/view/:id': '[data-testid="product-stock"]',
};

async function expectAccessible(page: Page, path: string, route: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(path);
  await settle(page);
  const content = shows[route];
  if (content) await expect(page.locator(content).first()).toBeVisible();
  const violations = await seriousViolations(page);
  // The shared page is not the test's own, whose screenshot Playwright keeps on a failure.
  if (violations.length > 0) {
    await test
      .info()
      .attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
  }
  expect(violations).toEqual([]);
}

// A failure lists each rule, element and fix, and keeps its screenshot; a trace of every one of
// the ~50 pages per project would add a third to the run.
test.use({ trace: 'off' });

/**
 * One page for a group's checks, opened once per worker in the project's screen and locale: each
 * check still loads its page anew, but from the browser's cache (the app's scripts and styles are
 * hashed and immutable), not as a first visit every time. The checks only read their pages.
 */
async function sharedPage(browser: Browser, testInfo: TestInfo, state?: StorageState) {
  const context = await projectContext(browser, e2eServer(testInfo.parallelIndex), testInfo, state);
  return context.newPage();
}

test.describe('accessibility', () => {
  test.describe('logged out', () => {
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      page = await sharedPage(browser, testInfo);
    });
    test.afterAll(() => page.context().close());

    for (const { path, route } of checks.filter((c) => c.session === 'logged out')) {
      test(`${path} logged out`, async () => {
        await expectAccessible(page, withParams(path, {}), route);
      });
    }
  });

  test.describe('logged in', () => {
    const ids: Ids = {};
    let page: Page;

    test.beforeAll(async ({ playwright, browser, pharmacistState }, testInfo) => {
      Object.assign(ids, await firstIds(playwright, testInfo, pharmacistState, firstOf));
      page = await sharedPage(browser, testInfo, pharmacistState);
    });
    test.afterAll(() => page.context().close());

    for (const { path, route } of checks.filter((c) => c.session === 'logged in')) {
      test(`${path} logged in`, async () => {
        await expectAccessible(page, withParams(path, ids), route);
      });
    }
  });

  test.describe('admin', () => {
    const ids: Ids = {};
    let page: Page;

    test.beforeAll(async ({ playwright, browser, adminState }, testInfo) => {
      Object.assign(ids, await firstIds(playwright, testInfo, adminState, adminFirstOf));
      page = await sharedPage(browser, testInfo, adminState);
    });
    test.afterAll(() => page.context().close());

    for (const { path, route } of checks.filter((c) => c.session === 'admin')) {
      test(`${path} as admin`, async () => {
        await expectAccessible(page, withParams(path, ids), route);
      });
    }
  });
});
