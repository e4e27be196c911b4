import { demoUsers } from './demo-users';
import {
  api,
  expect,
  logIn,
  openApp,
  reportedPost,
  storedToken,
  test,
  API_HEADERS,
} from './session';

/**
 * Quick fixes on a phone (issue 31): at 375×812 the admin sets a product out of stock,
 * unpublishes an article and handles a report in the review queue, and sees each take effect in
 * the catalogue, the feed and the queue.
 */

interface Product {
  _id: string;
  name: string;
}

test.describe('admin on a phone', () => {
  test('@mobile the admin sets a product out of stock, unpublishes an article and handles a report', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    await logIn(page, demoUsers.admin);
    await openApp(page, '/admin');
    const token = await storedToken(page);
    const patch = (path: string, data: object) =>
      page.request.fetch(path, {
        method: 'PATCH',
        headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
        data,
      });

    // Set-up: an in-stock product (not the one the desktop catalogue spec takes), a published
    // article, and a post the technician reports.
    const [product] = await api<Product[]>(
      page,
      'GET',
      '/api/product/get?stock=in-stock&limit=1&skip=2&sort=name',
    );
    if (!product) throw new Error('no product in stock');
    const [category] = await api<{ _id: string }[]>(page, 'GET', '/api/newsCategory/get');
    const title = `Phone fix article ${tag}`;
    const article = await api<{ _id: string }>(page, 'POST', '/api/admin/news-articles', {
      categoryId: category!._id,
      title,
      summary: 'An article the admin takes down from a phone.',
      body: '<p>Withdrawn pending review.</p>',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const postTitle = `Phone fix post ${tag}`;
    const { author, reporter } = await reportedPost(browser, baseURL, isMobile, {
      title: postTitle,
      body: '<p>Cheap supplements at my shop.</p>',
    });

    try {
      // 1. Stock, from the products list: the admin picks the section from the phone's menu.
      await page.getByTestId('admin-section-select').selectOption('/admin/products');
      await expect(page).toHaveURL(/\/admin\/products$/);
      await page.getByRole('textbox', { name: 'Search products' }).fill(product.name);
      const row = page.getByTestId('admin-row').filter({ hasText: product.name }).first();
      const stock = row.getByRole('combobox', { name: `Stock status of ${product.name}` });
      await expect(stock).toHaveValue('In stock');
      await expect(stock).toBeInViewport();
      const saved = page.waitForResponse(
        (r) =>
          r.url().includes(`/api/admin/products/${product._id}`) &&
          r.request().method() === 'PATCH',
      );
      await stock.click();
      await page.getByRole('option', { name: 'Out of stock' }).click();
      expect((await saved).ok()).toBe(true);
      await openApp(page, `/product/view/${product._id}`);
      await expect(page.getByTestId('product-stock')).toContainText('Out of stock');

      // 2. The article, from the news list: back to a draft, and out of the feed.
      await openApp(page, `/newsfeed?search=${encodeURIComponent(title)}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await openApp(page, '/admin/news');
      await page.getByRole('textbox', { name: 'Search articles' }).fill(title);
      // The list has taken the search (the row is not one of the unsearched list's).
      await expect(page).toHaveURL(/search=/);
      await expect(page.getByText('1 result')).toBeVisible();
      await page.getByTestId('admin-row').filter({ hasText: title }).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/admin/news/${article._id}$`));
      await page.getByText('Draft', { exact: true }).click();
      await page.getByRole('button', { name: 'Save article' }).click();
      await expect(page.getByTestId('article-status')).toHaveText('Draft');
      await openApp(page, `/newsfeed?search=${encodeURIComponent(title)}`);
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

      // 3. The report, from the review queue: the post removed, and the entry handled.
      await openApp(page, '/admin/review');
      const entry = page.getByTestId('review-entry').filter({ hasText: postTitle });
      await expect(entry.getByText('Reported by 1 member')).toBeVisible();
      await entry.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByTestId('review-entry').filter({ hasText: postTitle })).toHaveCount(0);
      await page.getByText('Handled', { exact: true }).click();
      await expect(
        page
          .getByTestId('review-entry')
          .filter({ hasText: postTitle })
          .getByText(/Removed by/),
      ).toBeVisible();

      // Nothing of the journey needed the page to scroll sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    } finally {
      expect(
        (await patch(`/api/admin/products/${product._id}`, { stockStatus: 'in-stock' })).ok(),
      ).toBe(true);
      await page.request.delete(`/api/admin/news-articles/${article._id}`, {
        headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
      });
      await author.context.close();
      await reporter.context.close();
    }
  });
});
