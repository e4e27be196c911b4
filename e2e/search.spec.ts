import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as search from '../packages/contract/src/endpoints/search';
import { seriousViolations } from './axe-check';
import { hydrated, openSignedInHeld } from './held-scripts';
import { expect, openApp, test } from './session';

// One search across the portal (issue 49): from the desktop header or a phone's Home ("More"),
// results grouped by kind with the matching words marked, a result opened on its own page, and
// Back to the same results.

test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

/** A word the demo data uses in articles, education and more than one other kind. */
const WORD = 'clobazam';

const results = (page: Page) => page.getByTestId('search-results');
const screenshots = join(import.meta.dirname, 'artifacts', 'screenshots');

/** The groups' headings in the order shown: a run of SEARCH_KINDS' labels, in their order. */
async function expectGroupsInOrder(page: Page) {
  const groups = results(page).getByRole('heading', { level: 2 });
  await expect(groups.nth(1)).toBeVisible();
  const headings = await groups.allTextContents();
  const labels = search.SEARCH_KINDS.map((kind) => search.SEARCH_KIND_LABELS[kind] as string);
  expect(headings.length).toBeGreaterThan(1);
  const places = headings.map((heading) => labels.indexOf(heading));
  expect(places).not.toContain(-1);
  expect(places).toEqual([...places].sort((a, b) => a - b));
  return headings;
}

/** Opens the first article found, then comes back with the browser's Back. */
async function openArticleAndComeBack(page: Page, headings: string[]) {
  const articles = page.getByTestId('search-group-article');
  await expect(articles.locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  const firstArticle = articles.getByRole('link').first();
  const title = (await firstArticle.textContent()) ?? '';
  const address = page.url();
  await firstArticle.click();
  await expect(page).toHaveURL(/\/newsfeed\/view\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(headings);
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
  await page.screenshot({ path: join(screenshots, 'search-header-desktop.png') });
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}$`));

  await expect(results(page).locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
  await expect(page.getByTestId('search-summary')).toHaveText(
    new RegExp(`^\\d+ results? for “${WORD}”$`),
  );
  const headings = await expectGroupsInOrder(page);
  await page.screenshot({ path: join(screenshots, 'search-results-desktop.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await openArticleAndComeBack(page, headings);
});

test('@desktop filters the results by kind through the address, and pages one kind', async ({
  page,
}) => {
  await openApp(page, '/search?q=cannabis');
  const filter = page.getByRole('navigation', { name: 'Filter by kind' });
  await filter.getByRole('link', { name: /^Products \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/kinds=product$/);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(['Products']);

  // Five of a kind at first (the demo has more than ten); "More results" brings the next five.
  const products = page.getByTestId('search-group-product').getByTestId('search-result');
  await expect(products).toHaveCount(5);
  await page.getByRole('link', { name: 'More results in Products' }).click();
  await expect(products).toHaveCount(10);
  await expect(page).toHaveURL(/kinds=product$/);
  await products.last().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/view\/[0-9a-f-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/kinds=product$/);
  await expect(products.first()).toBeVisible();

  await filter.getByRole('link', { name: /^All \(\d+\)$/ }).click();
  await expect(page).not.toHaveURL(/kinds=/);
  await expectGroupsInOrder(page);
});

test('@desktop a producer found opens its profile, a misspelt name too', async ({ page }) => {
  await openApp(page, '/search?q=Albyon%20Botanicals');
  const producer = page.getByTestId('search-group-producer').getByRole('link').first();
  await expect(producer).toHaveText('Albion Botanicals');
  await producer.click();
  await expect(page).toHaveURL(/\/education\/lp-profiles\?producer=[\w-]+$/);
  await expect(page.getByRole('dialog', { name: 'Albion Botanicals' })).toBeVisible();
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
  await page.screenshot({ path: join(screenshots, 'search-results-mobile.png') });
  expect(await seriousViolations(page)).toEqual([]);
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

test('@layout-independent with every script held back, a kind’s "More results" is a link to the longer list; the app goes on from there', async ({
  page,
  request,
}) => {
  const release = await openSignedInHeld(page, request, '/search?q=cannabis&kinds=product');
  const products = page.getByTestId('search-group-product').getByTestId('search-result');
  await expect(products).toHaveCount(5);
  await page.getByRole('link', { name: 'More results in Products' }).click();
  await page.waitForURL(/pages-product=2$/, { waitUntil: 'commit' });
  // The server sent the first two pages of products.
  await expect(products).toHaveCount(10);
  release();
  await hydrated(page);
  await expect(products).toHaveCount(10);
  await page.getByRole('link', { name: 'More results in Products' }).click();
  await expect(products).toHaveCount(13);
  await expect(page.getByRole('link', { name: 'More results in Products' })).toHaveCount(0);
});
