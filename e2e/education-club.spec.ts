import { API_HEADERS, expect, test, tokenOf } from './session';

// The journal club and key publications, as the demo pharmacist, desktop and mobile.
test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

test.describe('detail pages rendered by the server (decision 81)', () => {
  // Each page, the list call that finds its demo object, the calls whose answers come with it,
  // and what the page shows once it has them.
  const pages = [
    {
      page: '/education/journalclub/',
      list: '/api/journalClub/get?search=valproate&limit=1&skip=0',
      calls: /^\/api\/journalClub\/(get\/|comment\/get)/,
      shown: 'comment',
    },
    {
      page: '/education/keyPublications/',
      list: '/api/keyPublication/get?limit=1&skip=0',
      calls: /^\/api\/keyPublication\/get\//,
      shown: 'detail-actions',
    },
  ];
  for (const { page: path, list, calls, shown } of pages) {
    test(`${path}{id} comes with its answers: in the HTML, and asked for no more`, async ({
      page,
      pharmacistState,
    }) => {
      const headers = { ...API_HEADERS, authorization: `Bearer ${tokenOf(pharmacistState)}` };
      const found = await page.request.get(list, { headers });
      const [item] = ((await found.json()) as { data: { _id: string; title: string }[] }).data;
      expect(item, 'the demo object').toBeTruthy();
      const html = await (await page.request.get(`${path}${item!._id}`)).text();
      expect(html).toContain(item!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      expect(html).not.toContain('data-testid="detail-loading"');

      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (calls.test(url.pathname)) asked.push(url.pathname + url.search);
      });
      await page.goto(`${path}${item!._id}`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.getByTestId(shown).first()).toBeVisible();
      await page.waitForTimeout(1000);
      expect(asked).toEqual([]);
    });
  }
});

test.describe('journal club and key publications', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the Journal Club tab opens through its alias and searches', async ({ page }) => {
    await page.goto('/education/journal-club');
    await expect(page.getByRole('tab', { name: 'Journal Club' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('club-card').first()).toBeVisible();
    // Upcoming sessions come first.
    await expect(page.getByTestId('club-card').first().getByText('Upcoming')).toBeVisible();

    await page.getByRole('textbox', { name: 'Search Journal Club' }).fill('valproate');
    await expect(page).toHaveURL(/\/education\/journal-club\?search=valproate$/);
    await expect(page.getByTestId('club-card')).toHaveCount(1);
    await page.getByTestId('club-card').getByRole('link').click();
    await expect(page).toHaveURL(/\/education\/journalclub\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Valproate');
    await expect(page.getByRole('link', { name: /10\.1007\/s40264-025-01502-7/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1007/s40264-025-01502-7',
    );
    await expect(page.getByTestId('comment')).toHaveCount(2);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a new journal club is created, then commented on and liked', async ({ page }, info) => {
    const title = `Cannabis and sleep: a pilot trial (${info.project.name} ${Date.now()})`;
    await page.goto('/education/journal-club');
    await page.getByRole('button', { name: 'New journal club' }).click();
    const form = page.getByRole('form', { name: 'New journal club' });
    await form.getByRole('button', { name: 'Create journal club' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();

    await form.getByLabel('Paper title').fill(title);
    await form.getByLabel('Paper authors').fill('Mensah K, Walsh D');
    await form.getByLabel('Journal').fill('Journal of Sleep Research');
    await form.getByLabel('Year').fill('2025');
    await form.getByLabel('DOI').fill('not a doi');
    await form.getByLabel('Meeting time (UK time)').fill('2030-07-04T19:30');
    await form.getByLabel('Host').fill('Amelia Hughes');
    await form.getByLabel('Meeting link').fill('https://meet.portal.example/jc-sleep');
    await form
      .getByLabel('Summary')
      .fill('Sixty adults with insomnia, randomised to CBD or placebo.');
    await form.getByRole('button', { name: 'Create journal club' }).click();
    await expect(form.getByText(/must be a DOI/)).toBeVisible();
    await form.getByLabel('DOI').fill('10.1111/jsr.14102');
    await form.getByRole('button', { name: 'Create journal club' }).click();

    await expect(page).toHaveURL(/\/education\/journalclub\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Summer time: 19:30 in London.
    await expect(page.getByText('Thursday 4 July 2030, 19:30')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByText('No comments yet. Be the first to comment.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Keen to discuss the dosing.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comment = page.getByTestId('comment');
    await expect(comment).toHaveCount(1);
    await expect(comment.getByTestId('comment-text')).toHaveText('Keen to discuss the dosing.');
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await comment.getByRole('button', { name: 'Like (0)' }).click();
    await expect(comment.getByRole('button', { name: 'Unlike (1)' })).toBeVisible();

    // The author edits the session; the list shows the new title.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit journal club' });
    await edit.getByLabel('Paper title').fill(`${title} (revised)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (revised)`);
  });

  test(
    'the Key Publications tab opens through its alias; a publication opens',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/education/publications');
      await expect(page.getByRole('tab', { name: 'Key Publications' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('publication-card').first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Search Key Publications' }).fill('cannabidiol');
      await expect(page.getByTestId('publication-card')).toHaveCount(1);
      await page.getByTestId('publication-card').getByRole('link').click();
      await expect(page).toHaveURL(/\/education\/keyPublications\/[\w-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('cannabidiol');
      await expect(
        page.getByRole('heading', { name: 'Why it matters for practice' }),
      ).toBeVisible();
      await expect(page.getByText('Drug interactions')).toBeVisible();
    },
  );

  test(
    '/educations lists the journal club and key publication hits',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await page.goto('/educations?search=cannabis');
      const clubs = page.getByRole('region', { name: 'Journal Club' });
      await expect(clubs.getByRole('listitem').first()).toBeVisible();
      const publications = page.getByRole('region', { name: 'Key Publications' });
      await expect(publications.getByRole('listitem').first()).toBeVisible();
      await publications.getByRole('link', { name: 'See all in Key Publications' }).click();
      await expect(page).toHaveURL(/\/education\/publications\?search=cannabis$/);
    },
  );
});
