import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './worker-server';
import { demoUsers } from './demo-users';
import { API_HEADERS, logIn, openApp, storedToken } from './session';

// News categories (issue 31): the demo admin adds two, renames one, writes an article into it
// and deletes it, moving its article to the other as the server asks; then leaves the demo's
// categories and feed as they were (news.spec counts them).

/** A name no other run or project uses: both projects share one database. */
const unique = (info: TestInfo, what: string) => `${what} ${info.project.name} ${Date.now()}`;

const rowOf = (page: Page, name: string) =>
  page.getByTestId('admin-row').filter({ has: page.getByRole('cell', { name, exact: true }) });

async function addCategory(page: Page, name: string) {
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name', { exact: false }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test('@desktop the admin adds, renames and deletes a news category, moving its article', async ({
  page,
}, info) => {
  test.slow();
  const first = unique(info, 'Inhaler care');
  const renamed = unique(info, 'Respiratory care');
  const second = unique(info, 'Device technique');
  await logIn(page, demoUsers.admin);
  await openApp(page, '/admin/news-categories');
  await addCategory(page, first);
  await addCategory(page, second);
  await page.getByLabel('Search categories').fill(info.project.name);
  await page.keyboard.press('Enter');
  await expect(rowOf(page, first)).toContainText('0');

  await rowOf(page, first)
    .getByRole('button', { name: `Rename “${first}”` })
    .click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('Name', { exact: false }).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, renamed)).toBeVisible();

  // An article in it, written through the API: the page counts it.
  const headers = { ...API_HEADERS, authorization: `Bearer ${await storedToken(page)}` };
  const categories = (await (
    await page.request.get(
      `/api/admin/news-categories?search=${encodeURIComponent(info.project.name)}&limit=50`,
      { headers },
    )
  ).json()) as { data: { _id: string; name: string }[] };
  const idOf = (name: string) => categories.data.find((c) => c.name === name)!._id;
  const article = await page.request.post('/api/admin/news-articles', {
    headers,
    data: {
      categoryId: idOf(renamed),
      title: unique(info, 'Spacer cleaning'),
      summary: 'Wash, do not wipe.',
      body: '<p>Wash the spacer monthly.</p>',
      publishedAt: null,
    },
  });
  expect(article.ok()).toBe(true);
  const articleId = ((await article.json()) as { data: { _id: string } }).data._id;
  await openApp(page, `/admin/news-categories?search=${encodeURIComponent(info.project.name)}`);
  await expect(rowOf(page, renamed).getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // Deleting it asks, in the server's words, where its article goes.
  await rowOf(page, renamed).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    'This category has 1 article: choose a category to move it to',
  );
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByLabel('Move its article to').selectOption({ label: second });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expect(rowOf(page, second).getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // The demo's categories and feed as they were.
  expect(
    (await page.request.delete(`/api/admin/news-articles/${articleId}`, { headers })).ok(),
  ).toBe(true);
  expect(
    (await page.request.delete(`/api/admin/news-categories/${idOf(second)}`, { headers })).ok(),
  ).toBe(true);
});
