import type { Page } from '@playwright/test';
import * as search from '../packages/contract/src/endpoints/search';
import { hydrated, openSignedInHeld } from './held-scripts';
import { expect, openApp, test } from './session';

// One search across the portal (issue 49): from the desktop header or a phone's Home ("More"),
// results grouped by kind with the matching words marked, a result opened on its own page, and
// Back to the same results.

test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

/** A word the demo data uses in articles, education and more than one other kind. */
const WORD = 'clobazam';

const results = (page: Page) => page.getByTestId('search-results');

/** The groups' headings in the order shown: a run of SEARCH_KINDS' labels, in their order. */
async function expectGroupsInOrder(page: Page) {
  const headings = await results(page).getByRole('heading', { level: 2 }).allTextContents();
  const labels = search.SEARCH_KINDS.map((kind) => search.SEARCH_KIND_LABELS[kind] as string);
  expect(headings.length).toBeGreaterThan(1);
  const places = headings.map((heading) => labels.indexOf(heading));
  expect(places).not.toContain(-1);
  expect(places).toEqual([...places].sort((a, b) => a - b));
  return headings;
}

/** Opens the first article found, then comes back with the browser's Back. */
async function openArticleAndComeBack(page: Page, headings: string[]) {
  const firstArticle = page.getByTestId('search-group-article').getByRole('link').first();
  await expect(firstArticle.locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  const title = (await firstArticle.textContent()) ?? '';
  const address = page.url();
  await firstArticle.click();
  await expect(page).toHaveURL(/\/newsfeed\/view\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(address);
  await expectGroupsInOrder(page).then((again) => expect(again).toEqual(headings));
  await expect(page.getByTestId('search-group-article').getByRole('link').first()).toHaveText(
    title,
  );
}

test('@desktop searches from the header (focused by /), groups the results, opens one and comes back to them', async ({
  page,
}) => {
  await openApp(page, '/home');
  const field = page.getByRole('textbox', { name: 'Search the portal' });
  await page.keyboard.press('/');
  await expect(field).toBeFocused();
  await field.fill(WORD);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}$`));

  await expect(results(page).locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  await expect(page.getByTestId('search-summary')).toHaveText(
    new RegExp(`^\\d+ results? for “${WORD}”$`),
  );
  const headings = await expectGroupsInOrder(page);
  await openArticleAndComeBack(page, headings);
});

test('@desktop filters the results by kind through the address, and pages one kind', async ({
  page,
}) => {
  await openApp(page, `/search?q=${WORD}`);
  const filter = page.getByRole('navigation', { name: 'Filter by kind' });
  await filter.getByRole('link', { name: /^Articles \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/kinds=article$/);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(['Articles']);
  await filter.getByRole('link', { name: /^All \(\d+\)$/ }).click();
  await expect(page).not.toHaveURL(/kinds=/);
  await expectGroupsInOrder(page);
});

test('@mobile searches from Home’s More entries, as the reader types, opens a result and comes back to them', async ({
  page,
}) => {
  await openApp(page, '/profile');
  // The bottom bar's More is Home, whose entries start with Search.
  await page.locator('#bottom-menu-more').click();
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'More' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Search the portal')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search', exact: true }).pressSequentially(WORD);
  // Results as the reader types: once typing pauses, without Enter.
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}$`));
  await expect(results(page).locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  const headings = await expectGroupsInOrder(page);
  await openArticleAndComeBack(page, headings);
});

test('@desktop with every script held back, the header’s search is a form the server answers; the app hydrates into its results', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/home');
  const field = page.getByRole('textbox', { name: 'Search the portal' });
  await field.fill(WORD);
  await field.press('Enter');
  await page.waitForURL(new RegExp(`/search\\?q=${WORD}$`), { waitUntil: 'commit' });
  await expect(results(page).locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  release();
  await hydrated(page);
  await expectGroupsInOrder(page);
});
