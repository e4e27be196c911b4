import { type TestInfo } from '@playwright/test';
import { expect, test } from './worker-server';
import { demoUsers } from './demo-users';
import { API_HEADERS, logIn, openApp, otherBrowser, storedToken } from './session';

// Authoring news (issue 31): the demo admin writes an article as a draft, previews it and
// publishes it; the demo pharmacist, in another browser, then finds it in the feed and reads it.

/** A title no other run or project uses: both projects share one database. */
const unique = (info: TestInfo) => `Inhaler recycling scheme ${info.project.name} ${Date.now()}`;

test('@desktop the admin writes and publishes an article that the pharmacist then reads', async ({
  page,
  browser,
  baseURL,
}, info) => {
  // Two people log in and each opens several pages.
  test.slow();
  const title = unique(info);
  await logIn(page, demoUsers.admin);
  await openApp(page, '/admin/news/new');
  await page.getByLabel('Title', { exact: false }).fill(title);
  await page
    .getByLabel('Summary', { exact: false })
    .fill('Returning used inhalers at the counter.');
  await page.getByLabel('Category', { exact: false }).selectOption({ index: 1 });
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Bring used inhalers back: we send them for recycling.');

  // Saved as a draft first: the pharmacist cannot see it yet.
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('article-status')).toHaveText('Draft');

  const reader = await otherBrowser(browser, baseURL, false);
  await logIn(reader.page, demoUsers.pharmacist);
  await openApp(reader.page, `/newsfeed?search=${encodeURIComponent('Inhaler recycling')}`);
  await expect(reader.page.getByRole('heading', { name: title })).toHaveCount(0);

  // The preview shows it as readers will.
  await page.getByText('Preview', { exact: true }).click();
  await expect(page.getByTestId('article-preview')).toContainText(title);
  await expect(page.getByTestId('article-preview')).toContainText('we send them for recycling');

  await page.getByText('Publish now', { exact: true }).click();
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByTestId('article-status')).toHaveText(/^Published /);

  await openApp(reader.page, `/newsfeed?search=${encodeURIComponent('Inhaler recycling')}`);
  const heading = reader.page.getByRole('heading', { name: title });
  await expect(heading).toBeVisible();
  await expect(heading.getByRole('link')).toHaveAttribute('href', `/newsfeed/view/${id}`);
  await openApp(reader.page, `/newsfeed/view/${id}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.page.getByTestId('article-body')).toContainText('we send them for recycling');
  await reader.context.close();

  // The feed is left as the demo made it: news.spec counts and orders its cards.
  const removed = await page.request.delete(`/api/admin/news-articles/${id}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(removed.ok()).toBe(true);
});
