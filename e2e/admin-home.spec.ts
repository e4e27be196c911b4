import { type TestInfo } from '@playwright/test';
import { expect, test } from './worker-server';
import { demoUsers } from './demo-users';
import { logIn, openApp, otherBrowser } from './session';

// Authoring Home (issue 31): the demo admin adds a useful link as a draft, publishes it first on
// Home, and the demo pharmacist, in another browser, finds it there; the admin then deletes it,
// so Home is as the demo made it for home.spec.

/** A title no other run or project uses: both projects share one database. */
const unique = (info: TestInfo) => `Yellow Card reporting ${info.project.name} ${Date.now()}`;

test('@desktop the admin adds and publishes a useful link that the pharmacist then sees on Home', async ({
  page,
  browser,
  baseURL,
}, info) => {
  // Two people log in and each opens several pages.
  test.slow();
  const title = unique(info);
  await logIn(page, demoUsers.admin);
  await openApp(page, '/admin/useful-links/new');
  await page.getByLabel('Title', { exact: false }).fill(title);
  await page.getByLabel('Address', { exact: false }).fill('https://yellowcard.mhra.gov.uk');
  await page
    .getByLabel('Text', { exact: false })
    .fill('Report a suspected side effect of a medicine or a medical device.');
  await page.getByLabel('Place on Home', { exact: false }).fill('0');

  // Saved as a draft first: the pharmacist cannot see it yet.
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page).toHaveURL(/\/admin\/useful-links\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('content-status')).toHaveText('Draft');

  const reader = await otherBrowser(browser, baseURL, false);
  await logIn(reader.page, demoUsers.pharmacist);
  await openApp(reader.page, '/home');
  const links = reader.page.getByTestId('home-useful-links');
  await expect(links.getByTestId('link-card').first()).toBeVisible();
  await expect(links.getByText(title)).toHaveCount(0);

  await page.getByText('Publish now', { exact: true }).click();
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByTestId('content-status')).toHaveText(/^Published /);

  // Published at the first place, it is the first link on Home at once.
  await openApp(reader.page, '/home');
  await expect(links.getByTestId('link-card').first()).toContainText(title);
  await reader.context.close();

  // Deleted after a confirmation; Home is left as the demo made it.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/useful-links$/);
  await page.getByRole('textbox', { name: 'Search useful links' }).fill(title);
  await expect(page.getByText(`Nothing matches “${title}”`)).toBeVisible();
});

test('@desktop the admin adds and publishes a library link that the pharmacist then finds in the library', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.slow();
  const title = `MHRA cannabis guidance ${info.project.name} ${Date.now()}`;
  const search = `/education/library?search=${encodeURIComponent(title)}`;
  await logIn(page, demoUsers.admin);
  await openApp(page, '/admin/library-links/new');
  await page.getByLabel('Title', { exact: false }).fill(title);
  await page.getByLabel('Shelf', { exact: false }).selectOption('guide');
  await page.getByLabel('Author', { exact: false }).fill('MHRA');
  await page
    .getByLabel('Address', { exact: false })
    .fill('https://www.gov.uk/government/publications/cannabis-based-products-for-medicinal-use');

  // The preview is the library's own card.
  await page.getByText('Preview', { exact: true }).click();
  await expect(page.getByTestId('content-preview')).toContainText('Open on gov.uk');
  await page.getByText('Write', { exact: true }).click();

  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page).toHaveURL(/\/admin\/library-links\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('content-status')).toHaveText('Draft');

  const reader = await otherBrowser(browser, baseURL, false);
  await logIn(reader.page, demoUsers.pharmacist);
  await openApp(reader.page, search);
  await expect(reader.page.getByText('Nothing in the library matches')).toBeVisible();

  await page.getByText('Publish now', { exact: true }).click();
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByTestId('content-status')).toHaveText(/^Published /);

  await openApp(reader.page, search);
  const card = reader.page.getByTestId('library-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card.getByRole('link', { name: /Open on gov\.uk/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/government/publications/cannabis-based-products-for-medicinal-use',
  );
  await reader.context.close();

  // Deleted after a confirmation; the library is left as the demo made it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete “${title}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/admin\/library-links$/);
});
