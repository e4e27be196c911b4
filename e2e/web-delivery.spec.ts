import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers } from './demo-users';
import { test as sessionTest } from './session';

// What the web app's speed rests on that does not depend on timing (bench/web.ts measures the
// rest): compressed, well-cached assets, a robots file, and a first paint without JavaScript.

/** Holds the app's entry script back until `release()`: what shows meanwhile is the HTML's. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('delivery', () => {
  test('the page, its script and its stylesheet come compressed with the right headers', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);
    expect(page.headers()['cache-control']).toBe('no-cache');
    // The page names its files in the boot script's tag, which asks for them after the first
    // paint (decision 46). The script is written into the page (decision 52): nothing to fetch
    // before it runs.
    const html = await (await request.get('/home')).text();
    const script = html.match(/<script data-boot data-entry="([^"]+)"/)?.[1];
    const style = html.match(/data-styles="([^" ]+)/)?.[1];
    expect(script, 'the entry script').toBeTruthy();
    expect(style, 'the entry stylesheet').toBeTruthy();
    // Allowed by its hash, on every page: a prerendered one too.
    for (const path of ['/home', '/login']) {
      const res = await request.get(path);
      const boot = (await res.text()).match(/<script data-boot[^>]*>([\s\S]*?)<\/script>/)?.[1];
      const hash = createHash('sha256')
        .update(boot ?? '')
        .digest('base64');
      expect(res.headers()['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
    for (const [url, type] of [
      [script!, 'javascript'],
      [style!, 'text/css'],
    ] as const) {
      const br = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers()['content-encoding']).toBe('br');
      expect(br.headers()['content-type']).toContain(type);
      expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers()['content-encoding']).toBe('gzip');
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding']).toBeUndefined();
    }
  });

  test('JSON answers over 1 KB are compressed for browsers that accept it', async ({ request }) => {
    const headers = { panel: 'doctor', appversion: '2.1.1' };
    const login = await request.post('/api/login', {
      headers,
      data: { email: demoUsers.pharmacist.email, password: demoUsers.pharmacist.password },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const feed = (encoding: string) =>
      request.get('/api/newsFeed/get?limit=10', {
        headers: { ...headers, authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      });
    const br = await feed('br, gzip');
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(((await br.json()) as { data: unknown[] }).data).toHaveLength(10);
    expect((await feed('identity')).headers()['content-encoding']).toBeUndefined();
  });

  test('/robots.txt is text and the manifest is a web manifest with icons', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent: *');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
    const body = (await manifest.json()) as { icons: { sizes: string }[]; start_url: string };
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect((await request.get('/icon-512.png')).headers()['content-type']).toBe('image/png');
  });
});

test.describe('first paint without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page that needs data shows the brand and a loading frame before any script runs', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByText('Pharma Portal', { exact: true })).toBeVisible();
    const text = (await page.locator('body').textContent())?.trim() ?? '';
    expect(text.length).toBeGreaterThan(20);
    await expect(page.getByText('Loading the portal')).toBeVisible();
  });

  test('the log-in and landing pages are there, styled, before any script runs', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.locator('input[type=password]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByText('Loading the portal')).toHaveCount(0);
    // Styled by the stylesheets written into the page: Mantine's button is filled.
    const button = page.getByRole('button', { name: 'Login', exact: true });
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The professional community for UK pharmacy and clinical practice',
    );
  });
});

test.describe('prerendered pages with JavaScript', () => {
  test('the app takes the log-in page over in place: no loader, no shift, no second stylesheet', async ({
    page,
    browser,
  }) => {
    // Where the form is before any script runs: the same page in a context without JavaScript.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    const painted = await noScript.newPage();
    await painted.goto('/login');
    const before = await painted.getByLabel('Email').boundingBox();
    await noScript.close();

    const stylesheets: string[] = [];
    page.on(
      'request',
      (r) => void (r.resourceType() === 'stylesheet' && stylesheets.push(r.url())),
    );
    // The app's entry is held back until the visitor has typed into the prerendered form.
    const release = await holdEntry(page);
    await page.goto('/login');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.getByLabel('Email').fill('early@example.com');
    release();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);

    // The app's form has what was typed, in its state too: only the password is missing.
    await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('This field is required')).toHaveCount(1);
    expect(before).not.toBeNull();
    expect(await page.getByLabel('Email').boundingBox()).toEqual(before);
    // The stylesheets written into the page are not fetched again for the page's chunks.
    const written = await page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')));
    expect(written.length).toBeGreaterThan(0);
    for (const href of written) expect(stylesheets.some((u) => u.endsWith(href!))).toBe(false);
  });
});

/** Marks the element itself (not its markup), to tell later whether it is still the same node. */
const markNode = (locator: Locator) =>
  locator.evaluate((el) => Object.assign(el, { paintedByServer: true }));
const isMarked = (locator: Locator) =>
  locator.evaluate(
    (el) => (el as Element & { paintedByServer?: boolean }).paintedByServer === true,
  );

sessionTest.describe('a signed-in page rendered by the server (decision 49)', () => {
  sessionTest.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

  sessionTest(
    "paints the page with its data before the app's scripts, which then take it over in place",
    async ({ page }) => {
      // The app's entry is held back: what shows meanwhile is the server's rendering.
      const release = await holdEntry(page);
      const feedCalls: string[] = [];
      page.on(
        'request',
        (r) => void (r.url().includes('/api/newsFeed') && feedCalls.push(r.url())),
      );
      await page.goto('/newsfeed');
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      const firstTitle = page.getByTestId('article-card').first().getByRole('link').first();
      await expect(firstTitle).toBeVisible();
      const title = await firstTitle.textContent();
      expect(title?.trim()).toBeTruthy();
      const before = await firstTitle.boundingBox();
      await markNode(firstTitle);

      release();
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      // The app's first render is the same page, with the server's answers: nothing moves, the
      // markup is kept (hydrated, not built again), and the feed is not asked for again.
      await expect(firstTitle).toHaveText(title!);
      expect(await firstTitle.boundingBox()).toEqual(before);
      expect(await isMarked(firstTitle)).toBe(true);
      // Any call the app's first render would start is out by now.
      await page.waitForLoadState('networkidle');
      expect(feedCalls).toEqual([]);
      // And it is the app's now: the card's link goes to the article without a page load.
      await firstTitle.click();
      await expect(page).toHaveURL(/\/newsfeed\/view\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!.trim());
    },
  );

  // The other pages bench/web.ts measures: their content in place before the app, unmoved after.
  for (const { path, content, calls } of [
    {
      path: '/home',
      content: (page: Page) => page.getByTestId('guide-card').first(),
      calls: '/api/guideCard/get',
    },
    {
      path: '/community/chat',
      content: (page: Page) => page.getByRole('main').getByText(/pick a conversation/i),
      // The socket's connection refreshes the chat lists whatever the page had.
      calls: null,
    },
  ]) {
    sessionTest(`${path} is painted by the server, and taken over in place`, async ({ page }) => {
      const release = await holdEntry(page);
      const asked: string[] = [];
      page.on('request', (r) => void (calls && r.url().includes(calls) && asked.push(r.url())));
      await page.goto(path);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(content(page)).toBeVisible();
      const text = await content(page).textContent();
      const before = await content(page).boundingBox();
      await markNode(content(page));
      release();
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      await expect(content(page)).toHaveText(text!);
      expect(await content(page).boundingBox()).toEqual(before);
      expect(await isMarked(content(page))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
    });
  }
});
