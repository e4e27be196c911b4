import { join } from 'node:path';
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './worker-server';
import { demoUsers } from './demo-users';
import { logIn as logInAs, openApp } from './session';

const screenshots = join(import.meta.dirname, 'artifacts', 'screenshots');
const API_HEADERS = { panel: 'doctor', appversion: '2.1.1' };

const logIn = (page: Page) => logInAs(page, demoUsers.pharmacist);

/** Logs in and opens the feed once its first page is shown and the app has taken it over. */
async function openFeed(page: Page, path = '/newsfeed') {
  await logIn(page);
  await openApp(page, path);
  await expect(page.getByTestId('article-card').first()).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('article-card');
const summary = (page: Page) => page.getByTestId('feed-summary');
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

/** Text unique to this project and run: both projects share one database. */
const unique = (info: TestInfo, what: string) => `${what} from ${info.project.name} ${Date.now()}`;

/** The category filter: a list beside the feed on desktop, a row of chips on mobile. */
async function chooseCategory(page: Page, name: string) {
  if (isMobile(page)) {
    await page
      .getByRole('group', { name: 'Categories' })
      .getByText(new RegExp(`^${name} \\(`))
      .click();
  } else {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name }).click();
  }
}

test.describe('media feed', () => {
  test('browse: cards with category, date, abbreviated views, and more on demand', async ({
    page,
  }, info) => {
    await openFeed(page);
    await expect(summary(page)).toHaveText('70 articles');
    await expect(cards(page)).toHaveCount(12);
    const first = cards(page).first();
    await expect(first.getByRole('heading')).not.toBeEmpty();
    await expect(first.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(first.getByTestId('view-count')).toHaveText(/^\d+(\.\d)?[kmbt]?\s*views$/);
    await page.screenshot({ path: join(screenshots, `news-feed-${info.project.name}.png`) });
    await page.getByRole('link', { name: 'Load more articles' }).click();
    await expect(cards(page)).toHaveCount(24);
  });

  test('filter by category, with counts, and back to all', async ({ page }) => {
    await openFeed(page);
    await chooseCategory(page, 'Medicinal Cannabis');
    await expect(summary(page)).toHaveText('7 articles in Medicinal Cannabis');
    await expect(cards(page)).toHaveCount(7);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(/Medicinal Cannabis/i);
    }
    await expect(page).toHaveURL(/category=/);
    await chooseCategory(page, 'All articles');
    await expect(summary(page)).toHaveText('70 articles');
  });

  test('search after a pause, then clear it', async ({ page }) => {
    await openFeed(page);
    const searches: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/newsFeed/get' && !url.searchParams.has('bookmark')) {
        searches.push(url.searchParams.get('search') ?? '');
      }
    });
    await page.getByRole('textbox', { name: 'Search articles' }).pressSequentially('isotretinoin');
    await expect(summary(page)).toHaveText(/^\d+ articles? for “isotretinoin”$/);
    await expect(cards(page).first()).toContainText(/isotretinoin/i);
    // One request for the whole word: the box waits for typing to pause.
    expect(searches).toEqual(['isotretinoin']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(summary(page)).toHaveText('70 articles');
    await expect(page).not.toHaveURL(/search=/);

    await page.getByRole('textbox', { name: 'Search articles' }).fill('zzqx no such article');
    await expect(page.getByTestId('feed-empty')).toContainText('No articles match');
    await page.getByTestId('feed-empty').getByRole('button', { name: 'Clear search' }).click();
    await expect(summary(page)).toHaveText('70 articles');
    await expect(page.getByRole('textbox', { name: 'Search articles' })).toHaveValue('');
  });

  test('open an article: body, external links, counted view, newsFeedId', async ({
    page,
  }, info) => {
    await openFeed(page);
    const title = (await cards(page).nth(2).getByRole('heading').textContent()) ?? '';
    const view = page.waitForResponse((r) => r.url().includes('viewIncrease=true'));
    await cards(page).nth(2).getByRole('heading').getByRole('link').click();
    await view;
    await expect(page).toHaveURL(/\/newsfeed\/view\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId('article-body');
    await expect(body).toBeVisible();
    for (const link of await body.locator('a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByTestId('view-count')).toHaveText(/^\d+(\.\d)?[kmbt]?\s*views$/);
    const id = page.url().split('/').pop();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('portal-news') ?? '{}').state?.newsFeedId,
    );
    expect(stored).toBe(id);
    await page.screenshot({ path: join(screenshots, `news-article-${info.project.name}.png`) });
  });

  test('bookmark an article, see it in the bookmarks view, remove it', async ({ page }, info) => {
    // Each project bookmarks its own article, so the two never see each other's state.
    await openFeed(
      page,
      `/newsfeed?search=${info.project.name === 'desktop' ? 'leadership' : 'recall'}`,
    );
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const star = card.getByTestId('bookmark-button');
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
    }
    const toggle = page.getByRole('button', { name: /^Bookmarks \(\d+\)$/ });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    const panel = page.getByRole('region', { name: 'Bookmarks' });
    await expect(panel).toBeVisible();
    const before = Number(await panel.getByTestId('bookmark-count').textContent());

    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByTestId('bookmark-count')).toHaveText(String(before + 1));
    // Newest bookmark first, within the default two.
    await expect(panel.getByTestId('bookmark-item').first()).toContainText(title);
    await expect(panel.getByTestId('bookmark-item')).toHaveCount(Math.min(before + 1, 2));
    if (before + 1 > 2) {
      await panel.getByRole('button', { name: 'View all' }).click();
      await expect(panel.getByTestId('bookmark-item')).toHaveCount(Math.min(before + 1, 20));
      await panel.getByRole('button', { name: 'Show less' }).click();
    }
    await page.screenshot({ path: join(screenshots, `news-bookmarks-${info.project.name}.png`) });

    // The article page shows the same state; removing it there empties it from the panel.
    await card.getByRole('heading').getByRole('link').click();
    // The feed stays on screen until the article's chunk is in (the navigation is a transition).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim());
    const articleStar = page.getByRole('button', { name: `Remove bookmark: ${title}` });
    await expect(articleStar).toHaveAttribute('aria-pressed', 'true');
    await articleStar.click();
    await expect(page.getByRole('button', { name: `Bookmark: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goBack();
    await expect(
      page.getByRole('region', { name: 'Bookmarks' }).getByTestId('bookmark-count'),
    ).toHaveText(String(before));
  });
});

test.describe('article comments', () => {
  test('comment, like, edit and delete', async ({ page }, info) => {
    await openFeed(page);
    await cards(page).nth(5).getByRole('heading').getByRole('link').click();
    const thread = page.getByRole('region', { name: 'Comments' });
    await expect(thread.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
    const heading = (await thread.getByRole('heading').textContent()) ?? '';
    const count = Number(/\((\d+)\)/.exec(heading)?.[1]);

    const form = thread.getByRole('form', { name: 'Add a comment' });
    const box = form.getByRole('textbox', { name: 'Add a comment' });
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await box.fill('Nice <script>');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(
      form.getByText('This Field only contains alphabetic letters and numeric letters'),
    ).toBeVisible();

    // Clinical prose is a comment like any other (SPEC §5 refuses markup only).
    const text = unique(info, 'Start at 2.5 mg/day (max 10 mg); titrate: 20% THC vs 1:1 oils');
    await box.fill(text);
    await form.getByRole('button', { name: 'Post comment' }).click();
    const mine = thread.getByTestId('comment').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(thread.getByTestId('comment').first()).toContainText(text);
    await expect(thread.getByRole('heading', { name: `Comments (${count + 1})` })).toBeVisible();
    await expect(box).toHaveValue('');

    await mine.getByRole('button', { name: 'Like (0)' }).click();
    await expect(mine.getByRole('button', { name: 'Unlike (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const edited = unique(info, 'Edited summary');
    await mine.getByRole('button', { name: /^Comment actions/ }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    // While edited, the text sits in the box rather than in the comment: find the form instead.
    const editForm = thread.getByRole('form', { name: 'Edit comment' });
    await editForm.getByRole('textbox', { name: 'Edit comment' }).fill(edited);
    await editForm.getByRole('button', { name: 'Save' }).click();
    const after = thread.getByTestId('comment').filter({ hasText: edited });
    await expect(after).toContainText('edited');
    await page.screenshot({ path: join(screenshots, `news-comments-${info.project.name}.png`) });

    await after.getByRole('button', { name: /^Comment actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete comment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(after).toHaveCount(0);
    await expect(thread.getByRole('heading', { name: `Comments (${count})` })).toBeVisible();
  });

  test(
    'someone else’s comment offers report, not edit or delete',
    { tag: '@layout-independent' },
    async ({ page, request }, info) => {
      // The admin writes a comment through the API; the pharmacist may only like or report it.
      const text = unique(info, 'Admin note');
      const login = await request.post('/api/login', {
        headers: API_HEADERS,
        data: { email: demoUsers.admin.email, password: demoUsers.admin.password },
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const headers = { ...API_HEADERS, Authorization: `Bearer ${token}` };
      const list = await request.get('/api/newsFeed/get?limit=1&skip=6', { headers });
      const [article] = ((await list.json()) as { data: { _id: string }[] }).data;
      if (!article) throw new Error('no demo article');
      const created = await request.post('/api/newsFeed/comment/create', {
        headers,
        data: { newsFeedId: article._id, comment: text },
      });
      expect(created.ok()).toBe(true);

      await logIn(page);
      await page.goto(`/newsfeed/view/${article._id}`);
      const theirs = page
        .getByRole('region', { name: 'Comments' })
        .getByTestId('comment')
        .filter({ hasText: text });
      await theirs.getByRole('button', { name: /^Comment actions/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
      await page.getByRole('menuitem', { name: 'Report' }).click();
      await expect(theirs).toContainText('Reported');
    },
  );
});
