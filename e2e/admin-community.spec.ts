import { expect, type Page, type TestInfo } from '@playwright/test';
import { openApp, test } from './session';

// Channels run by site admins (issue 48): the demo admin makes an Education forum, which the
// demo pharmacist then finds on Education's Forums tab; archived, it is gone from there.

// The admin's page and the member's browser start from sessions saved once per worker.
test.use({ storageState: ({ adminState }, use) => use(adminState) });

/** A name no other run or project uses: both projects share one database. */
const unique = (info: TestInfo, what: string) => `${what} ${info.project.name} ${Date.now()}`;

/** The forum cards Education's Forums tab shows for a search. */
async function forumCards(page: Page, search: string) {
  await openApp(page, `/education/forums?search=${encodeURIComponent(search)}`);
  return page.getByTestId('forum-card');
}

test('@desktop an admin creates an education forum that members then see; archived, it is gone', async ({
  page,
  browser,
  baseURL,
  pharmacistState,
}, info) => {
  test.slow();
  const name = unique(info, 'Cannabis CPD');
  await openApp(page, '/admin/channels');
  await page.getByRole('link', { name: 'New channel' }).click();
  const form = page.getByRole('form', { name: 'Channel' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill('Reflective accounts and case reviews.');
  await form.getByRole('radio', { name: /Education forums/ }).check();
  await form.getByRole('button', { name: 'Save channel' }).click();
  await expect(page.getByRole('heading', { name: 'Edit channel' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/channels\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('channel-state')).toHaveText('Running');

  const member = await browser.newContext({ storageState: pharmacistState, baseURL });
  try {
    const memberPage = await member.newPage();
    await expect((await forumCards(memberPage, name)).filter({ hasText: name })).toHaveCount(1);

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByTestId('channel-state')).toContainText('Archived');

    await expect((await forumCards(memberPage, name)).filter({ hasText: name })).toHaveCount(0);
  } finally {
    await member.close();
  }

  // Archived channels are out of the admin list until asked for, then marked.
  await openApp(page, `/admin/channels?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(`Nothing matches “${name}”`)).toBeVisible();
  // By the keyboard: the admin nav's height scrolls the page, and the sticky header then
  // covers the toolbar where a pointer would click.
  const showArchived = page.getByRole('switch', { name: 'Show archived' });
  await showArchived.focus();
  await page.keyboard.press('Space');
  await expect(showArchived).toBeChecked();
  await expect(page.getByTestId('admin-row').filter({ hasText: name })).toContainText('Archived');
});
