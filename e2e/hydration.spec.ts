import type { Page } from '@playwright/test';
import { api, expect, settle, test } from './session';

// A page the server rendered must hydrate as it is: React reports a mismatch as a recoverable
// error (#418 text differs, #419 a Suspense boundary the server could not finish, #423 the root
// rendered again on the client, #425 text content differs) and throws the server's markup away.
const HYDRATION_ERROR = /hydrat|#41[89]\b|#42[35]\b|error 41[89]\b|error 42[35]\b/i;

/** Every console error and uncaught page error that names a hydration failure. */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ''}`)) {
      errors.push(`${page.url()}: ${error.message}`);
    }
  });
  return errors;
}

test.describe('server-rendered pages hydrate without a mismatch', () => {
  test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

  // The feed (#418 once: its dates were written in each machine's zone), the user posts (#419
  // once: a post's text was worked out with DOMParser, which the server has not), and pages
  // with dates and times of their own.
  for (const path of [
    '/newsfeed',
    '/community/userposts',
    '/home',
    '/community/chat',
    '/profile',
    // Appointments with their London dates and times, prefetched with the payment account.
    '/appointment/list',
    // The catalogue's cards with their stock badges, prefetched with the producers.
    '/products',
    // Home's full lists, prefetched with the page: events with their London times, documents.
    '/upcomingEvent',
    '/documents',
    // Education's webinars, both lists prefetched, with their London dates.
    '/education/webinars',
    // The CPD year: its counter and records with their London dates.
    '/education/cpd',
  ]) {
    test(`a direct load of ${path} logs no hydration error`, async ({ page }) => {
      const errors = watchHydrationErrors(page);
      await page.goto(path);
      await settle(page);
      // Recoverable errors are reported after the commit that found them.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
      expect(errors).toEqual([]);
    });
  }

  test('a direct load of a channel page with its posts logs no hydration error', async ({
    page,
  }) => {
    await page.goto('/home');
    const [channel] = await api<{ _id: string }[]>(
      page,
      'GET',
      '/api/community/channel/get?limit=1',
    );
    const errors = watchHydrationErrors(page);
    await page.goto(`/community/detail/${channel!._id}`);
    await settle(page);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    expect(errors).toEqual([]);
  });

  test(
    'the browser runs in the users’ own zone and locale',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/home');
      const { zone, locale } = await page.evaluate(() => ({
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        locale: navigator.language,
      }));
      expect({ zone, locale }).toEqual({ zone: 'Europe/London', locale: 'en-GB' });
    },
  );
});
