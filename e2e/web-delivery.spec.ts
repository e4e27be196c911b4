import { expect, test } from '@playwright/test';
import { demoUsers } from './demo-users';

// What the web app's speed rests on that does not depend on timing (bench/web.ts measures the
// rest): compressed, well-cached assets, a robots file, and a first paint without JavaScript.

test.describe('delivery', () => {
  test('the page, its script and its stylesheet come compressed with the right headers', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);
    expect(page.headers()['cache-control']).toBe('no-cache');
    const html = await page.text();
    const script = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    const style = html.match(/<link rel="stylesheet" crossorigin href="([^"]+)"/)?.[1];
    expect(script, 'the entry script').toBeTruthy();
    expect(style, 'the entry stylesheet').toBeTruthy();
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

  test('the page shows the brand and a loading frame before any script runs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Pharma Portal', { exact: true })).toBeVisible();
    const text = (await page.locator('body').textContent())?.trim() ?? '';
    expect(text.length).toBeGreaterThan(20);
    await expect(page.getByText('Loading the portal')).toBeVisible();
  });
});
