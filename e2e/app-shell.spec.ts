import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test, serverURL } from './worker-server';
import { demoUsers } from './demo-users';
import { API_HEADERS, logIn, tokenOf } from './session';

const screenshots = join(import.meta.dirname, 'artifacts', 'screenshots');

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const bottomMenu = (page: Page) => page.getByRole('navigation', { name: 'Bottom menu' });

// Community's entry also shows the unread chat count when there is one (other specs send chats).
const COMMUNITY = /^\d*Community(\s*, \d+ unread)?$/;

test.describe('navigation guards', () => {
  test('logged out, /home lands on /login', { tag: '@layout-independent' }, async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('logged in, /login lands on /home', { tag: '@layout-independent' }, async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test(
    'an unknown path gets the not-found page',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByText('Page not found')).toBeVisible();
    },
  );
});

test.describe('desktop layout @desktop', () => {
  test('the pharmacist sees every menu entry in order', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      '',
      'Home',
      'Education',
      'Media',
      'Products',
      COMMUNITY,
      'Bookings',
    ]);
    await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('header-name')).toContainText('Amelia Hughes');
    await expect(page.getByTestId('header-role')).toBeVisible();
  });

  test('the technician sees only their modules', async ({ page }) => {
    await logIn(page, demoUsers.technician);
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      '',
      'Home',
      'Education',
      'Media',
      COMMUNITY,
    ]);
    await mainMenu(page).getByRole('link', { name: 'Media' }).click();
    await expect(page).toHaveURL(/\/newsfeed$/);
    await expect(mainMenu(page).getByRole('link', { name: 'Media' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('breadcrumb')).toHaveText('Media');
  });

  test('Products gate: the self-certification dialog and back to /home', async ({ page }) => {
    await logIn(page, demoUsers.technician);
    await page.goto('/products');
    await expect(page.getByRole('dialog', { name: 'Self-certification' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logout returns to login', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('mobile layout @mobile', () => {
  test('the bottom bar: order, More active by default, the active entry does nothing', async ({
    page,
  }) => {
    await logIn(page, demoUsers.pharmacist);
    await expect(mainMenu(page)).toBeHidden();
    const bar = bottomMenu(page);
    await expect(bar.getByRole('link')).toHaveText([
      'Media',
      'Products',
      COMMUNITY,
      'Education',
      'More',
    ]);
    await expect(bar.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    const entries = await page.evaluate(() => history.length);
    await bar.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await bar.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/communities$/);
    await expect(bar.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('mobile-breadcrumb')).toHaveText('Community');
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Chats' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Products gate: the self-certification dialog and back to /newsfeed', async ({ page }) => {
    await logIn(page, demoUsers.technician);
    await bottomMenu(page).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('dialog', { name: 'Self-certification' })).toBeVisible();
    await expect(page).toHaveURL(/\/newsfeed$/);
  });

  test('Home shows the larger avatar with name, title and role', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    await expect(page.getByTestId('mobile-user')).toContainText('Amelia Hughes');
  });

  test('the avatar on Home opens Profile and Logout', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('errors', () => {
  test(
    'an expired session shows the 401 message and lands on /login',
    { tag: '@layout-independent' },
    async ({ browser, page }) => {
      // The session is made on a page of its own, closed before it is revoked, so that only the
      // page under test can react to the revocation (an open page would see it on its socket).
      const other = await browser.newContext({ baseURL: serverURL() });
      await logIn(await other.newPage(), demoUsers.pharmacist);
      const state = await other.storageState();
      await other.close();
      const revoked = await page.request.post('/api/logout', {
        headers: { Authorization: `Bearer ${tokenOf(state)}`, ...API_HEADERS },
      });
      expect(revoked.ok()).toBe(true);
      const stored = state.origins
        .flatMap((o) => o.localStorage)
        .find((item) => item.name === 'portal-session')?.value;
      await page.addInitScript((value) => {
        if (value && !sessionStorage.getItem('seeded')) {
          localStorage.setItem('portal-session', value);
          sessionStorage.setItem('seeded', '1');
        }
      }, stored);
      await page.goto('/newsfeed');
      await expect(page.getByRole('alert')).toHaveText(
        'Sorry, Your session has expired. Please log in again.',
      );
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test('a version mismatch opens the update dialog and Reload reloads', async ({ page }) => {
    await logIn(page, demoUsers.pharmacist);
    // A newer server answers every call of the app so.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'APP version mismatch', code: 'APP_VERSION_MISMATCH' }),
      }),
    );
    await page.goto('/newsfeed');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveText(
      /We have updated the website\. Reload is required to apply new changes\./,
    );
    await page.unroute('**/api/**');
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Reload' }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveURL(/\/newsfeed$/);
  });
});

test('screenshot of /home', async ({ page }, testInfo) => {
  await logIn(page, demoUsers.pharmacist);
  await expect(page.getByTestId('global-loader')).toBeHidden();
  // The "Logged in" snack would cover the header.
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByTestId('snackbar')).toBeHidden();
  await page.screenshot({
    path: join(screenshots, `home-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: false,
  });
});
