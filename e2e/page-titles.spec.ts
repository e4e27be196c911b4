import type { Page } from '@playwright/test';
import { expect, openApp, settle, test } from './session';

// Every page names itself in the document title (the route table's `title`), so that tabs, the
// history and a screen reader's page announcement tell pages apart.

/** The menu a person uses at this size: the left one on a desktop, the bottom bar on a phone. */
function menu(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  return {
    nav: page.getByRole('navigation', { name: phone ? 'Bottom menu' : 'Main menu' }),
    home: phone ? 'More' : 'Home',
  };
}

test.describe('page titles', () => {
  test(
    'the log-in page has its own title, in the HTML as served and in the app',
    { tag: '@layout-independent' },
    async ({ page, request }) => {
      // The prerendered page's head names it before any script has run.
      const html = await (await request.get('/login')).text();
      expect(html).toContain('<title>Login · Pharma Portal</title>');
      await openApp(page, '/login');
      await expect(page).toHaveTitle('Login · Pharma Portal');
    },
  );

  test.describe('logged in', () => {
    test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

    test('each page of the menu names itself as it is opened, and again going back', async ({
      page,
    }) => {
      await openApp(page, '/home');
      await expect(page).toHaveTitle('Home · Pharma Portal');
      const { nav, home } = menu(page);
      const visits = [
        { entry: 'Media', path: '/newsfeed', title: 'Media · Pharma Portal' },
        { entry: 'Products', path: '/products', title: 'Products · Pharma Portal' },
        { entry: 'Community', path: '/communities', title: 'Community · Pharma Portal' },
        { entry: home, path: '/home', title: 'Home · Pharma Portal' },
      ];
      for (const { entry, path, title } of visits) {
        // Community's name also carries the unread chat count when there is one.
        await nav.getByRole('link', { name: new RegExp(`^${entry}(\\s*, \\d+ unread)?$`) }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle(title);
      }
      await page.goBack();
      await expect(page).toHaveURL(/\/communities$/);
      await expect(page).toHaveTitle('Community · Pharma Portal');
    });

    test(
      "an article's page is named after the article",
      { tag: '@layout-independent' },
      async ({ page }) => {
        await openApp(page, '/newsfeed');
        await settle(page);
        // The title is read from the card first: the URL changes before the article's page has
        // replaced the feed's heading, so a heading read at that moment may still be the feed's.
        const card = page.getByTestId('article-card').first().getByRole('heading', { level: 2 });
        const title = (await card.textContent())?.trim();
        expect(title).toBeTruthy();
        await card.getByRole('link').click();
        await expect(page).toHaveURL(/\/newsfeed\/view\//);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
        await expect(page).toHaveTitle(`${title} · Pharma Portal`);
      },
    );
  });
});
