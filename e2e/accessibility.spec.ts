import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { flattenRoutes, pathsOf, routeData, type RouteData } from '../apps/web/src/app/route-data';
import { API_HEADERS, expect, settle, test, tokenOf } from './session';

// Every path and alias of the web app's route table, so a new page is checked without being
// added here: logged in where the route needs a session, logged out where it needs none (a
// logged-in user is sent to /home), both for the pages everyone sees.

type Session = 'logged in' | 'logged out';

function sessionsFor(route: RouteData): Session[] {
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
};
type Ids = Partial<Record<string, string>>;
const anyId = '00000000-0000-4000-8000-000000000000';

function withParams(path: string, ids: Ids): string {
  return path.replace(/:(\w+)/g, () => ids[path] ?? anyId);
}

const checks = flattenRoutes(routeData).flatMap((route) =>
  pathsOf(route).flatMap((path) => sessionsFor(route).map((session) => ({ path, session }))),
);

/** Serious and critical axe violations, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}

async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(path);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

// A failure lists each rule, element and fix, and keeps its screenshot; a trace of every one of
// the ~50 pages per project would add a third to the run.
test.use({ trace: 'off' });

test.describe('accessibility', () => {
  test.describe('logged out', () => {
    for (const { path } of checks.filter((c) => c.session === 'logged out')) {
      test(`${path} logged out`, async ({ page }) => {
        await expectAccessible(page, withParams(path, {}));
      });
    }
  });

  test.describe('logged in', () => {
    test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });
    const ids: Ids = {};

    test.beforeAll(async ({ playwright, pharmacistState }, testInfo) => {
      const api = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { ...API_HEADERS, authorization: `Bearer ${tokenOf(pharmacistState)}` },
      });
      for (const [path, listCall] of Object.entries(firstOf)) {
        const res = await api.get(listCall);
        const [first] = ((await res.json()) as { data: { _id: string }[] }).data;
        if (!first) throw new Error(`no demo record for ${path}`);
        ids[path] = first._id;
      }
      await api.dispose();
    });

    for (const { path } of checks.filter((c) => c.session === 'logged in')) {
      test(`${path} logged in`, async ({ page }) => {
        await expectAccessible(page, withParams(path, ids));
      });
    }
  });
});
