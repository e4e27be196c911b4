import type { APIRequestContext } from '@playwright/test';
import { API_HEADERS, expect, logIn, test } from './session';
import { demoUsers } from './demo-users';
import { serverURL } from './worker-server';

// Issue 31: the admin gives the technician the product module; the technician, after
// self-certifying, sees the catalogue. Desktop only (the admin's quick phone fixes are covered
// by the accessibility check of the same pages). The technician is put back as the demo made
// them, for the specs that rely on a technician without products.

async function adminCall(
  request: APIRequestContext,
  method: 'GET' | 'PATCH',
  url: string,
  data?: object,
) {
  const login = await request.post('/api/login', {
    headers: API_HEADERS,
    data: { email: demoUsers.admin.email, password: demoUsers.admin.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.fetch(url, {
    method,
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: unknown }).data;
}

test('@desktop the admin gives the technician Products; self-certified, they see the catalogue', async ({
  page,
  browser,
  request,
}) => {
  const [technician] = (await adminCall(
    request,
    'GET',
    `/api/user/admin/list?search=${encodeURIComponent(demoUsers.technician.email)}`,
  )) as { _id: string }[];
  if (!technician) throw new Error('no demo technician');

  try {
    await logIn(page, demoUsers.admin);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByRole('textbox', { name: 'Search users' }).fill('Oliver Bennett');
    await expect(page).toHaveURL(/search=Oliver/);
    await page
      .getByRole('link', { name: /Oliver Bennett/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${technician._id}$`));
    await expect(page.getByText('Registration number')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Products' }).check();
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/admin/users/${technician._id}`) && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save role and modules' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('The account has been updated.')).toBeVisible();

    // The technician, in a browser of their own.
    const context = await browser.newContext({ baseURL: serverURL() });
    const tech = await context.newPage();
    await logIn(tech, demoUsers.technician);
    await tech
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Products' })
      .click();
    const dialog = tech.getByRole('dialog', { name: 'Self-certification' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('I confirm that I am a UK healthcare professional').check();
    await dialog.getByLabel('GPhC registration number').fill('2098765');
    await dialog.getByRole('button', { name: /Confirm|Submit|Continue/ }).click();
    await expect(tech).toHaveURL(/\/products/);
    await expect(tech.locator('[data-testid="product-card"]').first()).toBeVisible();
    await context.close();
  } finally {
    await adminCall(request, 'PATCH', `/api/admin/users/${technician._id}`, {
      modules: ['home', 'media', 'forum', 'education'],
      resetSelfCertification: true,
    }).catch(() => undefined);
  }
});
