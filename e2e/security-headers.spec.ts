import type { Page, WebSocket } from '@playwright/test';
import { API_HEADERS, expect, settle, storedToken, test } from './session';

/**
 * Everything the browser says about the Content-Security-Policy: the violation events (reported
 * into the console by an init script, which CSP does not govern) and Chromium's own
 * "Refused to ..." messages.
 */
function watchPolicy(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[ -]Security[ -]Policy|Refused to|CSP violation/i.test(text)) {
      reports.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => reports.push(`${page.url()}: page error ${error.message}`));
  return reports;
}

async function reportViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

test.describe('content security policy', () => {
  test('the logged-out pages run under the policy', async ({ page }) => {
    await reportViolations(page);
    const reports = watchPolicy(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading').first()).toBeVisible();
    await settle(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await settle(page);
    expect(reports).toEqual([]);
  });

  test(
    'the API docs page runs under the policy',
    { tag: '@layout-independent' },
    async ({ page }) => {
      await reportViolations(page);
      const reports = watchPolicy(page);
      await page.goto('/api/docs/');
      // Swagger UI is a 1.5 MB script that then fetches and draws the whole API.
      await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: /Pharma Portal API/ })).toBeVisible();
      expect(reports).toEqual([]);
    },
  );

  test.describe('logged in', () => {
    test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

    test('the main pages and the chat socket run under the policy', async ({ page }) => {
      await reportViolations(page);
      const reports = watchPolicy(page);

      await page.goto('/home');
      await expect(page).toHaveURL(/\/home$/);
      await settle(page);

      await page.goto('/newsfeed');
      await expect(page.getByTestId('article-card').first()).toBeVisible();
      await settle(page);

      const list = await page.request.get('/api/newsFeed/get?limit=1', {
        headers: { ...API_HEADERS, authorization: `Bearer ${await storedToken(page)}` },
      });
      const [article] = ((await list.json()) as { data: { _id: string }[] }).data;
      if (!article) throw new Error('no demo article');
      await page.goto(`/newsfeed/view/${article._id}`);
      await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
      await settle(page);

      // The socket connects to the same origin (ws:), which connect-src 'self' allows.
      // Listening for its first frame as it opens: the page may have its answers before this
      // test would get round to listening (the chat's lists come with the page).
      const socket = new Promise<WebSocket>((resolve) =>
        page.on('websocket', (ws) => {
          if (ws.url().includes('/socketapi/socketConnection/')) {
            ws.once('framereceived', () => resolve(ws));
          }
        }),
      );
      await page.goto('/community/chat');
      const ws = await socket;
      expect(ws.isClosed()).toBe(false);
      await settle(page);

      await page.goto('/profile');
      await expect(page).toHaveURL(/\/profile$/);
      await settle(page);

      expect(reports).toEqual([]);
    });
  });
});
