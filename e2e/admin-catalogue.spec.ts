import { type Page } from '@playwright/test';
import { expect, test } from './worker-server';
import { demoUsers } from './demo-users';
import { API_HEADERS, logIn, storedToken } from './session';

interface Product {
  _id: string;
  name: string;
  stockStatus: string;
}

/** Sets a product's stock as the admin through the API (the test's own clean-up). */
async function setStock(page: Page, id: string, stockStatus: string) {
  const res = await page.request.fetch(`/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: { ...API_HEADERS, Authorization: `Bearer ${await storedToken(page)}` },
    data: { stockStatus },
  });
  expect(res.ok(), `PATCH stock: ${res.status()}`).toBe(true);
}

test.describe('admin catalogue', () => {
  test.describe.configure({ timeout: 90_000 });

  test('@desktop the admin sets a product out of stock and the pharmacist’s catalogue shows it', async ({
    browser,
    baseURL,
  }) => {
    const pharmacist = await (await browser.newContext({ baseURL })).newPage();
    await logIn(pharmacist, demoUsers.pharmacist);
    const res = await pharmacist.request.get('/api/product/get?stock=in-stock&limit=1&sort=name', {
      headers: { ...API_HEADERS, Authorization: `Bearer ${await storedToken(pharmacist)}` },
    });
    const [product] = ((await res.json()) as { data: Product[] }).data;
    if (!product) throw new Error('no product in stock');

    const admin = await (await browser.newContext({ baseURL })).newPage();
    await logIn(admin, demoUsers.admin);
    try {
      await admin.goto('/admin/products');
      await admin.getByRole('textbox', { name: 'Search products' }).fill(product.name);
      const row = admin.getByTestId('admin-row').filter({ hasText: product.name }).first();
      await expect(row).toBeVisible();
      const stock = row.getByRole('combobox', { name: `Stock status of ${product.name}` });
      await expect(stock).toHaveValue('In stock');
      const saved = admin.waitForResponse(
        (r) =>
          r.url().includes(`/api/admin/products/${product._id}`) &&
          r.request().method() === 'PATCH',
      );
      await stock.click();
      await admin.getByRole('option', { name: 'Out of stock' }).click();
      expect((await saved).ok()).toBe(true);
      await expect(stock).toHaveValue('Out of stock');

      // The pharmacist's catalogue shows it at once: the product's page and the list.
      await pharmacist.goto(`/product/view/${product._id}`);
      await expect(pharmacist.getByTestId('product-stock')).toContainText('Out of stock', {
        timeout: 20_000,
      });
      await pharmacist.goto(`/products?search=${encodeURIComponent(product.name)}`);
      await expect(
        pharmacist.getByTestId('product-card').filter({ hasText: product.name }).first(),
      ).toContainText('Out of stock', { timeout: 20_000 });
    } finally {
      await setStock(admin, product._id, 'in-stock');
      await admin.context().close();
      await pharmacist.context().close();
    }
  });
});
