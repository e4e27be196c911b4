import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe-check';
import { demoUsers } from './demo-users';
import { expect, logIn, openInApp, test } from './session';

// Home (/home) and its seven list pages on the demo data: 5 guide cards (the pharmacist has done
// the first), events from three months back to four ahead, the library's files as documents, 10
// useful links, 6 testimonials, 70 articles. Both projects share one database, so the guide-card
// journey uses a different account in each.

const HOME_CALLS = [
  '/api/guideCard/get',
  '/api/event/calendar',
  '/api/event/upcoming/get',
  '/api/library/document/get',
  '/api/link/get',
  '/api/newsFeed/get',
  '/api/testimonial/get',
];

const block = (page: Page, id: string) => page.getByTestId(`home-${id}`);
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

/** Resolves with the page's clock (ms since navigation) once every block has drawn its content. */
async function blocksDrawn(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const ids = [
        'guide-cards',
        'calendar',
        'upcoming-events',
        'documents',
        'useful-links',
        'recommended-articles',
        'testimonials',
      ];
      const drawn = ids.every((id) => {
        const section = document.querySelector(`[data-testid="home-${id}"]`);
        return (
          section &&
          !section.querySelector('[data-testid="card-skeleton"], .mantine-Skeleton-root') &&
          section.querySelector(
            '[data-testid$="-card"], [data-testid="block-empty"], [data-testid="calendar-day"] h3',
          )
        );
      });
      // Drawn by the app: a page the server rendered is not the app's until it has hydrated.
      return drawn && document.documentElement.hasAttribute('data-hydrated') && performance.now();
    },
    null,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Numbers the browser's tasks in which the page calls fetch: calls made in one task (one
 * synchronous run of the page's code) share a number. Whether Home's calls waited for one another
 * is then a fact of the page's code, not of how busy the machine was.
 */
async function numberFetchTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: Record<string, number> = {};
    let task = 0;
    let open = false;
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (!open) {
        open = true;
        task += 1;
        setTimeout(() => (open = false), 0);
      }
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      tasks[url.pathname] = task;
      return fetchOf(input, init);
    };
    (window as unknown as { fetchTasks: Record<string, number> }).fetchTasks = tasks;
  });
}

/** When each of Home's calls started and ended (resource timing), and the task that made it. */
async function callTimes(page: Page) {
  return page.evaluate((paths) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const tasks = (window as unknown as { fetchTasks: Record<string, number> }).fetchTasks;
    return paths.map((path) => {
      const e = entries.filter((r) => new URL(r.name).pathname === path).at(-1);
      return {
        path,
        task: tasks[path] ?? NaN,
        start: e?.startTime ?? NaN,
        end: e?.responseEnd ?? NaN,
      };
    });
  }, HOME_CALLS);
}

// seriousViolations (axe-check.ts): the route check in accessibility.spec.ts may look before
// the lazy blocks and never sees the dialog, so this spec checks the page as it is.

const note = (info: TestInfo, type: string, description: string) =>
  info.annotations.push({ type, description });

test.describe('Home with the demo pharmacist', () => {
  test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });
  test.describe.configure({ timeout: 60_000 });

  test('shows every block with demo data, its calls side by side', async ({ page }, info) => {
    await numberFetchTasks(page);
    // Opened from another page, so the browser makes Home's calls (opened directly, the page
    // comes with their answers).
    await openInApp(page, '/home');
    const first = await blocksDrawn(page);
    // Again on a warm server and browser cache: the figure the report quotes.
    await openInApp(page, '/home');
    const warm = await blocksDrawn(page);
    const calls = await callTimes(page);
    note(
      info,
      'home blocks drawn (ms after navigation)',
      `first ${first.toFixed(0)}, reload ${warm.toFixed(0)}`,
    );

    // No call waited for another or for a block: all seven start in one task, the page's first
    // render, however long each takes to answer. (A window in milliseconds between their starts
    // failed in CI on a busy machine: the clock is not the property.)
    note(
      info,
      'home calls',
      calls.map((c) => `${c.path} ${c.start.toFixed(0)}-${c.end.toFixed(0)}`).join(', '),
    );
    expect(calls.every((c) => Number.isFinite(c.start))).toBe(true);
    expect(new Set(calls.map((c) => c.task)), JSON.stringify(calls)).toEqual(
      new Set([calls[0]!.task]),
    );
    expect(calls[0]!.task).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Amelia');
    const guide = block(page, 'guide-cards');
    await expect(guide.getByTestId('guide-card')).toHaveCount(5);
    // The pharmacist is self-certified: that card is done, the news is up next.
    await expect(guide.locator('[aria-current="step"]')).toContainText('Catch up with the news');
    await expect(guide.getByTestId('guide-card').first()).toContainText('Done');
    const selfCertify = guide.getByTestId('guide-card').nth(1);
    await expect(selfCertify).toContainText('Self-certify to see products');
    await expect(selfCertify).toContainText('Done');
    await expect(selfCertify).not.toContainText('Up next');

    const calendar = block(page, 'calendar');
    // A lazy chunk: slow on a busy machine.
    await expect(calendar.getByRole('table')).toBeVisible({ timeout: 15_000 });
    await expect(calendar.locator('button[aria-current="date"]')).toHaveCount(1);
    await expect(block(page, 'upcoming-events').getByTestId('event-card')).toHaveCount(4);
    await expect(block(page, 'upcoming-events').getByTestId('event-card').first()).toContainText(
      'UK time',
    );
    const documents = block(page, 'documents');
    await expect(documents.getByTestId('document-card')).toHaveCount(4);
    await expect(documents.getByRole('button', { name: /^Download / })).toHaveCount(4);
    await expect(block(page, 'useful-links').getByTestId('link-card')).toHaveCount(4);
    await expect(block(page, 'recommended-articles').getByTestId('article-card')).toHaveCount(4);
    const article = block(page, 'recommended-articles').getByTestId('article-card').first();
    await expect(article.getByRole('link')).toHaveAttribute(
      'href',
      /^\/newsfeed\/view\/[0-9a-f-]{36}$/,
    );
    await expect(block(page, 'testimonials').getByTestId('testimonial-card')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^View all / })).toHaveCount(7);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('open a day of the calendar and an event, download its calendar file', async ({ page }) => {
    await page.goto('/home');
    const calendar = block(page, 'calendar');
    // A day of this month with events, or of the next one (the demo spans seven months).
    let day = calendar.locator('button[data-has-events]').first();
    // The calendar chunk and its month have arrived (the chunk is lazy: slow on a busy machine).
    await expect(calendar.getByRole('heading', { name: /^Events on / })).toBeVisible({
      timeout: 15_000,
    });
    await expect(calendar.getByRole('table')).toBeVisible();
    await expect(calendar.locator('.mantine-Skeleton-root')).toHaveCount(0);
    if ((await day.count()) === 0) {
      await calendar.getByRole('button', { name: 'Next month' }).click();
      day = calendar.locator('button[data-has-events]').first();
    }
    const label = (await day.getAttribute('aria-label')) ?? '';
    const dayName = label.split(',')[0]!;
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    const dayList = calendar.getByTestId('calendar-day');
    await expect(dayList.getByRole('heading', { name: `Events on ${dayName}` })).toBeVisible();
    const events = dayList.getByTestId('event-card');
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBe(Number(/(\d+) events?$/.exec(label)?.[1]));

    const title = (await events.first().getByRole('heading').textContent()) ?? '';
    await events.first().getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('event-when')).toContainText('UK time');
    const join = dialog.getByRole('link', { name: /Join online/ });
    if (await join.count()) await expect(join).toHaveAttribute('href', /^https:\/\//);
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    // Unfolded (RFC 5545 folds lines at 75 octets) and unescaped.
    const ics = (await readFile(await file.path(), 'utf8'))
      .replace(/\r\n[ \t]/g, '')
      .replace(/\\([,;\\])/g, '$1');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('Europe/London');
    expect(ics).toContain(`SUMMARY:${title}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('download a document from its icon', async ({ page }) => {
    await page.goto('/home');
    const button = block(page, 'documents')
      .getByRole('button', { name: /^Download / })
      .first();
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('every View all link opens its list page', async ({ page }) => {
    await page.goto('/home');
    for (const [name, path, title] of [
      ['guide cards', '/guide-card', 'Guide Cards'],
      ['events', '/eventSchedules', 'Event Schedules'],
      ['upcoming events', '/upcomingEvent', 'Upcoming Events'],
      ['documents', '/documents', 'Documents'],
      ['useful links', '/usefulLinks', 'Useful Links'],
      ['recommended articles', '/recommendedArticles', 'Recommended Articles'],
      ['testimonials', '/testimonialsList', 'Testimonials'],
    ] as const) {
      // Once every block has drawn: a block above that grows from its placeholder meanwhile
      // moves the link out from under a click (seen on a busy machine).
      await blocksDrawn(page);
      await page.getByRole('link', { name: `View all ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  // Each list: its total, then a search whose every card shows the term.
  for (const [path, card, term] of [
    ['/guide-card', 'guide-card', 'news'],
    ['/eventSchedules', 'event-card', 'journal club'],
    ['/upcomingEvent', 'event-card', 'journal club'],
    ['/documents', 'document-card', 'controlled'],
    ['/usefulLinks', 'link-card', 'NHS'],
    ['/recommendedArticles', 'article-card', 'pharmacy'],
    ['/testimonialsList', 'testimonial-card', 'pharmacist'],
  ] as const) {
    test(`${path} lists and searches`, { tag: '@layout-independent' }, async ({ page }) => {
      await page.goto(path);
      const summary = page.getByTestId('list-summary');
      await expect(summary).toHaveText(/^\d+ /, { timeout: 15_000 });
      const total = Number((await summary.textContent())?.split(' ')[0]);
      expect(total).toBeGreaterThan(0);
      const cards = page.getByTestId(card);
      await expect(cards).toHaveCount(Math.min(total, 12));

      // The list's own box, not the header's search across the portal.
      await page
        .getByRole('main')
        .getByRole('textbox', { name: /^Search / })
        .fill(term);
      await expect(page).toHaveURL(/[?&]search=/);
      await expect(summary).toContainText(`for “${term}”`);
      const found = Number((await summary.textContent())?.split(' ')[0]);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThanOrEqual(total);
      await expect(cards).toHaveCount(Math.min(found, 12));
      for (const c of await cards.all()) await expect(c).toContainText(new RegExp(term, 'i'));

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(summary).not.toContainText('for “');
      await expect(cards).toHaveCount(Math.min(total, 12));
    });
  }
});

test.describe('guide cards', () => {
  test('mark the next card done, then skip the intro', async ({ page }, info) => {
    // The technician on one project and the administrator on the other: each starts fresh.
    const user = info.project.name === 'mobile' ? demoUsers.admin : demoUsers.technician;
    // The administrator is self-certified: the self-certification card is done already.
    const certified = user === demoUsers.admin;
    const next = certified ? 'Catch up with the news' : 'Self-certify to see products';
    await logIn(page, user);
    const guide = block(page, 'guide-cards');
    const active = guide.locator('[aria-current="step"]');
    await expect(active).toContainText('Complete your profile');
    await expect(active).toContainText('Up next');

    await active.getByRole('button', { name: 'Mark as done' }).click();
    await expect(active).toContainText(next);
    await expect(guide.getByTestId('guide-card').first()).toContainText('Done');
    await page.reload();
    await expect(active).toContainText(next);

    await guide.getByRole('button', { name: 'Skip intro' }).click();
    await expect(guide.getByTestId('block-empty')).toContainText(
      'You have finished the introduction',
    );
    await expect(guide.getByTestId('guide-card')).toHaveCount(0);
    await page.reload();
    await expect(guide.getByTestId('block-empty')).toBeVisible();

    // The list page keeps every card with its state.
    await guide.getByRole('link', { name: 'View all guide cards' }).click();
    const cards = page.getByTestId('guide-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.nth(0)).toContainText('Done');
    await expect(cards.nth(1)).toContainText(certified ? 'Done' : 'Skipped');
    await expect(cards.nth(4)).toContainText('Skipped');
  });
});

/** The rendered height of a locator's element, in CSS pixels. */
const heightOf = async (l: Locator) => (await l.boundingBox())?.height ?? 0;

/**
 * A block's height once two reads 100 ms apart agree: a placeholder is drawn in steps (its first
 * skeleton shows before the rest of it), faster than a test reads it on a busy machine.
 */
async function steadyHeightOf(l: Locator): Promise<number> {
  let last = await heightOf(l);
  for (let i = 0; i < 30; i++) {
    await l.page().waitForTimeout(100);
    const now = await heightOf(l);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`the height of ${l.toString()} never settled`);
}

/**
 * The height the cards `testId` of a block have, and the height the tallest of them needs for
 * its content (each laid out at its content's height, with nothing stretched or capped).
 */
async function cardsFit(section: Locator, testId: string) {
  await section.scrollIntoViewIfNeeded();
  return section.getByTestId(testId).evaluateAll((cards) => {
    const height = Math.max(...cards.map((c) => c.getBoundingClientRect().height));
    const needed = Math.max(
      ...cards.map((c) => {
        const card = c as HTMLElement;
        const saved = card.style.cssText;
        card.style.height = 'max-content';
        card.style.maxHeight = 'none';
        const own = card.getBoundingClientRect().height;
        card.style.cssText = saved;
        return own;
      }),
    );
    return { height, needed };
  });
}

test.describe('card sizes (SPEC §9)', () => {
  test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

  for (const { name, testId, call, loaded } of [
    {
      name: 'the calendar',
      testId: 'home-calendar',
      call: '**/api/event/calendar?*',
      // Within a few pixels: the chosen day's events are measured with one event, as in the demo.
      loaded: (b: Locator) => expect(b.locator('.mantine-Skeleton-root')).toHaveCount(0),
    },
    {
      name: 'the guide cards block',
      testId: 'home-guide-cards',
      call: '**/api/guideCard/get?*',
      loaded: (b: Locator) => expect(b.getByTestId('card-skeleton')).toHaveCount(0),
    },
    // On a phone these cards are as tall as their content, and so are their placeholders.
    {
      name: 'the useful links block',
      testId: 'home-useful-links',
      call: '**/api/link/get?*',
      loaded: (b: Locator) => expect(b.getByTestId('card-skeleton')).toHaveCount(0),
    },
    {
      name: 'the testimonials block',
      testId: 'home-testimonials',
      call: '**/api/testimonial/get?*',
      loaded: (b: Locator) => expect(b.getByTestId('card-skeleton')).toHaveCount(0),
    },
  ]) {
    test(`${name} keeps its height while it loads: nothing below moves`, async ({ page }) => {
      // Hold the block's call back, so its placeholder is on screen long enough to measure.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(call, async (route) => {
        await held;
        await route.continue();
      });
      await openInApp(page, '/home');
      const block = page.getByTestId(testId);
      await expect(
        block.locator('.mantine-Skeleton-root, [data-testid=card-skeleton]').first(),
      ).toBeVisible({
        timeout: 15_000,
      });
      const placeholder = await steadyHeightOf(block);
      release();
      await loaded(block);
      expect(Math.abs((await steadyHeightOf(block)) - placeholder)).toBeLessThan(4);
    });
  }

  test('@desktop testimonial 400px, useful link 316px, event 250px; clamps', async ({ page }) => {
    await page.goto('/home');
    await blocksDrawn(page);
    expect(await heightOf(page.getByTestId('testimonial-card').first())).toBe(400);
    expect(await heightOf(page.getByTestId('link-card').first())).toBe(316);
    expect(await heightOf(block(page, 'upcoming-events').getByTestId('event-card').first())).toBe(
      250,
    );
    const clamp = (l: Locator) => l.evaluate((e) => getComputedStyle(e).webkitLineClamp);
    expect(await clamp(page.getByTestId('testimonial-card').first().locator('blockquote'))).toBe(
      '5',
    );
    expect(await clamp(page.getByTestId('link-card').first().locator('p').first())).toBe('4');
  });

  test('@mobile useful link, testimonial and document cards as tall as their content, rows to swipe', async ({
    page,
  }) => {
    expect(isMobile(page)).toBe(true);
    await page.goto('/home');
    await blocksDrawn(page);
    for (const [id, card] of [
      ['useful-links', 'link-card'],
      ['documents', 'document-card'],
      ['testimonials', 'testimonial-card'],
    ] as const) {
      const fit = await cardsFit(block(page, id), card);
      // At most SPEC §9's 570px, and no taller than the tallest card of the row needs.
      expect(fit.height, card).toBeLessThan(570);
      expect(fit.height - fit.needed, card).toBeLessThanOrEqual(1);
    }
    const rail = block(page, 'documents').getByTestId('card-rail');
    expect(await rail.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await expect(rail).toHaveAttribute('tabindex', '0');
  });

  test('@mobile a testimonial: a larger quote clamped at 5 lines with an ellipsis, the person below', async ({
    page,
  }) => {
    await page.goto('/home');
    await blocksDrawn(page);
    const cards = block(page, 'testimonials').getByTestId('testimonial-card');
    await cards.first().scrollIntoViewIfNeeded();
    const quotes = await cards.locator('blockquote').evaluateAll((elements) =>
      elements.map((e) => {
        const style = getComputedStyle(e);
        return {
          clamp: style.webkitLineClamp,
          fontSize: parseFloat(style.fontSize),
          lines: e.clientHeight / parseFloat(style.lineHeight),
          // More text than shows: the browser ends the fifth line with an ellipsis.
          cut: e.scrollHeight > e.clientHeight + 1,
        };
      }),
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(quote.clamp).toBe('5');
      expect(quote.fontSize).toBeGreaterThan(16);
      expect(quote.lines).toBeLessThanOrEqual(5.05);
    }
    expect(quotes.some((q) => q.cut && q.lines > 4.95)).toBe(true);
    // The person's photo, or initial, under the quote.
    await expect(cards.first().locator('.mantine-Avatar-root')).toBeVisible();
  });

  test('@mobile More in the bottom bar goes Home from /profile', async ({ page }) => {
    await page.goto('/profile');
    const bar = page.getByRole('navigation', { name: 'Bottom menu' });
    await expect(bar.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(block(page, 'guide-cards')).toBeVisible();
  });
});
