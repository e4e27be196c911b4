import { expect, test } from './session';

// The demo pharmacist's session for every test of the file (one log-in per worker).
test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

test.describe('education', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the tabs follow their alias routes; the search stays in the URL', async ({ page }) => {
    await page.goto('/education');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('forum-card').first()).toBeVisible();

    await page.goto('/education/forums');
    await expect(page.getByRole('tab', { name: 'Forums' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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

    // Nothing is wider than the screen (the tabs scroll inside their own list).
    await page.goto('/education');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('/educations groups the hits of every section', async ({ page }) => {
    await page.goto('/educations');
    await page.getByRole('textbox', { name: 'Search all of Education' }).fill('prescribing');
    await expect(page).toHaveURL(/\/educations\?search=prescribing$/);
    const forums = page.getByRole('region', { name: 'Forums' });
    await expect(forums.getByRole('listitem')).toHaveCount(2);
    await forums.getByRole('link', { name: 'See all in Forums' }).click();
    await expect(page).toHaveURL(/\/education\/forums\?search=prescribing$/);
    await expect(page.getByTestId('forum-card')).toHaveCount(2);
  });
});
