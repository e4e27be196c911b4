import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, test, tokenOf } from './session';

// The demo pharmacist's session for every test of the file (one log-in per worker).
test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

/**
 * Both projects run against one server: each registers for a webinar of its own, so the second
 * finds it as the demo data left it.
 */
const WEBINAR_OF = {
  desktop: {
    search: 'CYP450',
    title: 'Drug interactions with cannabinoids: CYP450 in everyday practice',
  },
  mobile: {
    search: 'Revalidation',
    title: 'Revalidation made simple: writing CPD records the GPhC accepts',
  },
} as const;

const noSidewaysScroll = async (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A text run of rich text as it reads: tags gone, its first words (no entity in them). */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/[^A-Za-z0-9 ,.]/)
    .map((run) => run.replace(/\s+/g, ' ').trim())
    .find((run) => run.length >= 20)!;

test.describe('a webinar page rendered by the server (decision 81)', () => {
  // Only the server's answer is read: the browser's view of each layout is the next test's.
  test(
    'its HTML, fetched with the session cookie and no script, holds its title and description',
    {
      tag: '@layout-independent',
    },
    async ({ page, pharmacistState }) => {
      const headers = { ...API_HEADERS, authorization: `Bearer ${tokenOf(pharmacistState)}` };
      const list = await page.request.get('/api/webinar/get?search=CYP450&limit=1&skip=0', {
        headers,
      });
      const [webinar] = (
        (await list.json()) as { data: { _id: string; title: string; description: string }[] }
      ).data;
      expect(webinar, 'the demo webinar').toBeTruthy();
      // The page's request context carries the session's cookie, as the browser sends it.
      const html = await (await page.request.get(`/education/webinar/${webinar!._id}`)).text();
      expect(html).toContain(webinar!.title);
      expect(html).toContain('data-testid="webinar-description"');
      expect(html).toContain(wordsOf(webinar!.description));
      expect(html).not.toContain('data-testid="webinar-loading"');
    },
  );

  test('it comes with its answer: the browser asks for the webinar no more, and hydrates unchanged', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^\/api\/webinar\/get\//.test(url.pathname)) asked.push(url.pathname);
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|#41[89]\b|#42[35]\b/i.test(m.text()))
        errors.push(m.text());
    });
    await page.goto('/education/webinars?search=CYP450');
    const href = await page
      .getByTestId('webinars-upcoming')
      .getByRole('link', { name: /CYP450/ })
      .getAttribute('href');
    asked.length = 0;
    // Rendered by the server with the webinar (decision 81), then hydrated.
    await page.goto(href!);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByTestId('webinar-description')).toBeVisible();
    await expect(page.getByTestId('webinar-when')).toContainText('UK time');
    // Long enough for a query that found nothing in the cache to have asked, and for a
    // recoverable hydration error (reported after its commit) to show.
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('education webinars', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the Webinars tab through its alias: upcoming, recordings and search', async ({ page }) => {
    await page.goto('/education/webinars');
    await expect(page.getByRole('tab', { name: 'Webinars' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const upcoming = page.getByTestId('webinars-upcoming');
    const recorded = page.getByTestId('webinars-recorded');
    await expect(upcoming.getByTestId('webinar-card')).toHaveCount(5);
    await expect(recorded.getByTestId('webinar-card')).toHaveCount(3);
    await expect(upcoming.getByTestId('webinar-card').first()).toContainText('UK time');
    // The full one says so; the pharmacist's own registration shows.
    await expect(
      upcoming.getByTestId('webinar-card').filter({ hasText: 'Titrating CBD and THC oils' }),
    ).toContainText('Full');
    await expect(
      upcoming.getByTestId('webinar-card').filter({ hasText: 'Dispensing unlicensed' }),
    ).toContainText('Registered');

    await page.getByRole('textbox', { name: 'Search Webinars' }).fill('epilepsy');
    await expect(page).toHaveURL(/\/education\/webinars\?search=epilepsy$/);
    await expect(upcoming.getByTestId('webinar-card')).toHaveCount(1);
    await expect(recorded.getByTestId('empty-state')).toContainText('No webinars match');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // /educations groups the webinars' hits, with "See all" back to the tab.
    await page.goto('/educations');
    await page.getByRole('textbox', { name: 'Search all of Education' }).fill('epilepsy');
    const group = page.getByRole('region', { name: 'Webinars' });
    await expect(group.getByRole('listitem')).toHaveCount(1);
    await group.getByRole('link', { name: 'See all in Webinars' }).click();
    await expect(page).toHaveURL(/\/education\/webinars\?search=epilepsy$/);
    await expect(upcoming.getByTestId('webinar-card')).toHaveCount(1);

    // A full webinar's page: no seat to take.
    await page.goto('/education/webinars?search=Titrating');
    await upcoming.getByRole('link', { name: /Titrating CBD/ }).click();
    await expect(page).toHaveURL(/\/education\/webinar\/[\w-]+$/);
    await expect(page.getByTestId('webinar-seats')).toHaveText('Full: every seat has been taken');
    await expect(page.getByRole('button', { name: 'Full' })).toBeDisabled();
  });

  test('register for a webinar, see it among Home’s upcoming events, add it to a calendar', async ({
    page,
  }, info) => {
    const mine = WEBINAR_OF[info.project.name as keyof typeof WEBINAR_OF];
    await page.goto(`/education/webinars?search=${mine.search}`);
    await page.getByTestId('webinars-upcoming').getByRole('link', { name: mine.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mine.title);
    await expect(page.getByTestId('webinar-when')).toContainText('UK time');
    const seats = page.getByTestId('webinar-seats');
    const before = Number((await seats.textContent())?.split(' ')[0]);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
    await expect(seats).toHaveText(`${before - 1} seats left`);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = (await readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('TZID=Europe/London');

    // Home's upcoming events list the registration.
    await page.goto(`/upcomingEvent?search=${mine.search}`);
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    await expect(page.getByTestId('event-card')).toContainText(mine.title);

    // Cancelling takes it off Home again.
    await page.goBack();
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(seats).toHaveText(`${before} seats left`);
    await page.goto(`/upcomingEvent?search=${mine.search}`);
    await expect(page.getByTestId('list-summary')).toHaveText(/^0 /);
  });

  test('add a CPD record from a webinar, then download the year’s PDF', async ({ page }, info) => {
    const title = `Vaporising flower (${info.project.name})`;
    await page.goto('/education/webinars?search=Vaporising');
    await page
      .getByTestId('webinars-recorded')
      .getByRole('link', { name: /Vaporising dried cannabis flower/ })
      .click();
    await expect(page.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.getByRole('button', { name: 'Add to CPD record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to CPD record' });
    await expect(dialog.getByTestId('cpd-source')).toContainText(
      'Vaporising dried cannabis flower',
    );
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(
      /^Vaporising dried cannabis flower/,
    );
    // Nothing filled: the form says what is missing before anything is sent.
    await dialog.getByRole('button', { name: 'Save record' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'What did you learn?' })
      .fill('How to estimate inhaled THC doses from flower strength.');
    await dialog
      .getByRole('textbox', { name: 'How was it relevant to your practice?' })
      .fill('I counsel patients starting dried flower every week.');
    await dialog
      .getByRole('textbox', { name: /benefited the people using your services/ })
      .fill('A patient now doses from a vaporiser with a written plan.');
    await dialog.getByRole('button', { name: 'Save record' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/education/cpd');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CPD Record');
    await expect(page.getByTestId('cpd-counter')).toBeVisible();
    await expect(page.getByTestId('cpd-entry').filter({ hasText: title })).toContainText(
      'From webinar: Vaporising dried cannabis flower',
    );
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^CPD-record-.+\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
