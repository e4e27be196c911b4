import { demoUsers } from './demo-users';
import { seriousViolations } from './axe-check';
import { expect, logIn, settle, test } from './session';

const HYDRATION_ERROR = /hydrat|#41[89]\b|#42[35]\b|error 41[89]\b|error 42[35]\b/i;

/** Education's tabs built so far, with what each one's panel shows first. */
const TABS = [
  { label: 'Forums', path: '/education/forums', shows: 'forum-card' },
  { label: 'Library', path: '/education/library', shows: 'library-card' },
  { label: 'LP Profiles', path: '/education/lp-profiles', shows: 'producer-card' },
  { label: 'Clinics', path: '/education/clinics', shows: 'clinic-card' },
  { label: 'FAQ', path: '/education/FAQ', shows: 'faq-topic' },
] as const;

test.describe('education', () => {
  // The demo pharmacist's session for every test of the block (one log-in per worker).
  test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });
  test.describe.configure({ timeout: 60_000 });

  test('every tab opens through its alias, and a tab goes to its alias', async ({ page }) => {
    await page.goto('/education');
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('forum-card').first()).toBeVisible();

    for (const tab of TABS) {
      await page.goto(tab.path);
      await expect(page.getByRole('tab', { name: tab.label })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId(tab.shows).first()).toBeVisible();
      // Nothing is wider than the screen (the tabs scroll inside their own list).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab.path).toBeLessThanOrEqual(0);
    }

    // Picking a tab goes to its alias, keeping the search.
    await page.goto('/education/forums?search=prescrib');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/education\/FAQ\?search=prescrib$/);
    await expect(page.getByTestId('faq-topic').first()).toContainText('prescribe');
  });

  test('a direct load of each tab hydrates without a mismatch', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && HYDRATION_ERROR.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => {
      if (HYDRATION_ERROR.test(`${e.message}\n${e.stack ?? ''}`)) errors.push(e.message);
    });
    for (const tab of TABS) {
      await page.goto(`${tab.path}?search=a`);
      await settle(page);
      await expect(page.getByTestId(tab.shows).first()).toBeVisible();
    }
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    expect(errors).toEqual([]);
  });

  test(
    'the search goes to the open tab and stays in the URL',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/education/forums');
      await expect(page.getByTestId('forum-card')).toHaveCount(3);
      await page.getByRole('textbox', { name: 'Search Forums' }).fill('prescribing');
      await expect(page).toHaveURL(/\/education\/forums\?search=prescribing$/);
      await expect(page.getByTestId('forum-card')).toHaveCount(2);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Search Forums' })).toHaveValue('prescribing');
      await expect(page.getByTestId('forum-card')).toHaveCount(2);
      // A forum opens on the community's own channel page.
      await page.getByTestId('forum-card').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/community\/detail\/[\w-]+$/);

      await page.goto('/education/library');
      const all = await page.getByTestId('library-card').count();
      await page.getByRole('textbox', { name: 'Search Library' }).fill('SOP');
      await expect(page).toHaveURL(/\/education\/library\?search=SOP$/);
      // Two of Education's own and Home's SOP template: one library (decision 82).
      await expect(page.getByTestId('library-summary')).toHaveText('3 items');
      expect(all).toBeGreaterThan(2);
    },
  );

  test(
    '/educations groups the hits of every section',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/educations');
      await page.getByRole('textbox', { name: 'Search all of Education' }).fill('prescrib');
      await expect(page).toHaveURL(/\/educations\?search=prescrib$/);
      for (const label of ['Forums', 'Library', 'Clinics', 'FAQ'])
        await expect(
          page.getByRole('region', { name: label }).getByRole('listitem').first(),
        ).toBeVisible();
      const forums = page.getByRole('region', { name: 'Forums' });
      await expect(forums.getByRole('listitem')).toHaveCount(2);
      await forums.getByRole('link', { name: 'See all in Forums' }).click();
      await expect(page).toHaveURL(/\/education\/forums\?search=prescrib$/);
      await expect(page.getByTestId('forum-card')).toHaveCount(2);
    },
  );

  test('a library file downloads as a PDF', { tag: '@layout-independent' }, async ({ page }) => {
    await page.goto('/education/library');
    await page
      .getByRole('radiogroup', { name: 'Library shelf' })
      .getByText('SOPs', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'SOPs' })).toBeChecked();
    const card = page.getByTestId('library-card').first();
    await expect(card).toContainText('SOP');
    const download = page.waitForEvent('download');
    await card.getByTestId('library-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sop-.*\.pdf$/);
    const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a clinic opens in place, found by its town', async ({ page }) => {
    await page.goto('/education/clinics');
    await expect(page.getByTestId('clinic-card').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Town or city' }).fill('Lee');
    await page.getByRole('option', { name: 'Leeds', exact: true }).click();
    await expect(page.getByTestId('clinics-summary')).toHaveText('1 clinic');
    await page.getByTestId('clinic-card').getByRole('link').click();
    await expect(page).toHaveURL(/\/education\/clinics\?clinic=[\w-]+$/);
    const drawer = page.getByRole('dialog', { name: 'Leeds Specialist Cannabis Clinic' });
    await expect(drawer).toContainText('3 Park Square East, Leeds LS1 4AP');
    await expect(drawer).toContainText('Accepting referrals');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/education\/clinics$/);
  });

  test('a producer’s profile lists its products, and a product links back to it', async ({
    page,
  }) => {
    await page.goto('/education/lp-profiles');
    await page
      .getByTestId('producer-card')
      .getByRole('link', { name: 'Albion Botanicals' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Albion Botanicals' });
    await expect(drawer.getByTestId('producer-licences')).toContainText('Home Office');
    const products = drawer.getByTestId('producer-products').getByRole('link');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeGreaterThan(1);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await products.first().click();
    await expect(page).toHaveURL(/\/product\/view\/[\w-]+$/);
    await page
      .getByTestId('product-producer')
      .getByRole('link', { name: 'Albion Botanicals' })
      .click();
    await expect(page).toHaveURL(/\/education\/lp-profiles\?producer=[\w-]+$/);
    await expect(page.getByRole('dialog', { name: 'Albion Botanicals' })).toBeVisible();
  });
});

test.describe('education for a technician', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a producer’s profile says why it lists no products', async ({ page }) => {
    const productCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/product\//.test(r.url())) productCalls.push(r.url());
    });
    await logIn(page, demoUsers.technician);
    await page.goto('/education/lp-profiles');
    await page
      .getByTestId('producer-card')
      .getByRole('link', { name: 'Albion Botanicals' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Albion Botanicals' });
    await expect(drawer.getByTestId('producer-licences')).toBeVisible();
    await expect(drawer.getByTestId('producer-products-hidden')).toContainText(
      'Products are not part of your account',
    );
    await expect(drawer.getByTestId('producer-products').getByRole('link')).toHaveCount(0);
    expect(productCalls).toEqual([]);
  });
});
