import { expect, test } from './worker-server';
import { demoUsers } from './demo-users';
import { api, logIn, openInApp } from './session';

// One loading signal per place: a page drawn with skeletons has no page-wide spinner over it, and
// a count is shown only once it is known (never a '(0)' that is not true).
test('the feed loads under its skeletons alone, its bookmark count only once known', async ({
  page,
}) => {
  await logIn(page, demoUsers.pharmacist);
  // A true count above 0, so that a '(0)' shown on the way is always false.
  const [first] = await api<{ _id: string }[]>(page, 'GET', '/api/newsFeed/get?limit=1');
  await api(page, 'POST', '/api/newsFeed/bookmark', { newsFeedId: first!._id, bookmark: true });
  // The browser renders the page and makes the calls (opened from another page of the app),
  // held here until the checks are made.
  const held: (() => void)[] = [];
  const feedCalls = (url: URL) => url.pathname === '/api/newsFeed/get';
  await page.route(feedCalls, (route) => {
    // A call the page gave up on meanwhile (its query cancelled) has nothing to continue.
    held.push(() => void route.continue().catch(() => undefined));
  });
  // Records, from the first script on, whether the page ever showed what it should not.
  await page.addInitScript(() => {
    const seen = { spinnerOverSkeleton: false, falseCount: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const spinner = document.querySelector('[data-testid="global-loader"]');
      const skeleton = document.querySelector('.mantine-Skeleton-root[data-visible]');
      if (spinner && skeleton) seen.spinnerOverSkeleton = true;
      if (document.body?.innerText.includes('Bookmarks (0)')) seen.falseCount = true;
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });

  await openInApp(page, '/newsfeed');
  await expect(page.getByTestId('article-skeleton').first()).toBeVisible();
  await expect(page.getByTestId('bookmarks-toggle')).toHaveText('Bookmarks');
  await expect(page.getByTestId('global-loader')).toBeHidden();

  await expect.poll(() => held.length).toBeGreaterThanOrEqual(2);
  await page.unroute(feedCalls);
  held.splice(0).forEach((release) => release());
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.getByTestId('bookmarks-toggle')).toHaveText(/^Bookmarks \(\d+\)$/);
  const seen = await page.evaluate(
    () => (window as unknown as { __seen: Record<string, boolean> }).__seen,
  );
  const count = Number(
    /\((\d+)\)/.exec((await page.getByTestId('bookmarks-toggle').textContent()) ?? '')?.[1],
  );
  expect(count).toBeGreaterThan(0);
  expect(seen.spinnerOverSkeleton).toBe(false);
  expect(seen.falseCount).toBe(false);
});
