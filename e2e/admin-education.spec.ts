import { demoUsers } from './demo-users';
import { api, API_HEADERS, expect, storedToken, test } from './session';

// The admin area's Education and Community pieces (issue 48): the demo admin creates a clinic,
// published, that members then find on Education's Clinics tab, and removes it again; the
// moderation log shows what a moderator did.

test.use({ storageState: ({ adminState }, use) => use(adminState) });

test('@layout-independent an admin creates a clinic that shows on the Clinics tab, then removes it', async ({
  page,
}, info) => {
  test.slow();
  const name = `Minster Pain Clinic ${info.project.name} ${Date.now()}`;
  await page.goto('/admin/clinics/new');
  const form = page.getByRole('form', { name: 'Clinic' });
  await form.getByLabel('Name', { exact: false }).first().fill(name);
  // York: no demo clinic is there, so the tab's town filter finds this one alone.
  await form.getByRole('combobox', { name: 'Town or city' }).fill('Yor');
  await page.getByRole('option', { name: 'York', exact: true }).click();
  await form.getByLabel('Postcode', { exact: false }).fill('YO1 7HH');
  await form.getByLabel('Address', { exact: false }).fill('4 Minster Yard, York');
  await form.getByLabel('Opening hours', { exact: false }).fill('Monday to Friday, 9am to 5pm');
  await form.getByLabel('Summary', { exact: false }).fill('Pain clinic taking GP referrals.');
  await form
    .getByLabel('Description', { exact: false })
    .fill('A consultant-led service for chronic pain.');
  await form.getByLabel('Chronic pain').check();
  await form.getByText('Publish now', { exact: true }).click();
  await form.getByRole('button', { name: 'Save clinic' }).click();
  await expect(page).toHaveURL(/\/admin\/clinics\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('content-status')).toHaveText(/^Published /, { timeout: 15_000 });

  await page.goto('/education/clinics');
  await expect(page.getByTestId('clinic-card').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Town or city' }).fill('Yor');
  await page.getByRole('option', { name: 'York', exact: true }).click();
  await expect(page.getByTestId('clinics-summary')).toHaveText('1 clinic');
  const card = page.getByTestId('clinic-card');
  await expect(card).toContainText(name);
  await expect(card).toContainText('York, YO1 7HH');

  // Removed, it leaves the tab (and the sign-up list) as the demo made them.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/clinics\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Nobody picked it at sign-up.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/admin\/clinics$/);
  const clinics = await api<{ _id: string; name: string }[]>(
    page,
    'GET',
    '/api/clinic/public/clinicList',
  );
  expect(clinics.map((c) => c.name)).not.toContain(name);
});

test('@layout-independent the moderation log shows a moderator’s actions, newest first', async ({
  page,
}) => {
  await page.goto('/admin/moderation-log');
  const post = await api<{ _id: string }>(page, 'POST', '/api/community/post/create', {
    title: `Moderation log check ${Date.now()}`,
    body: 'A post the admin hides and shows again.',
  });
  await api(page, 'POST', '/api/community/post/action', { postId: post._id, action: 'hide' });
  await api(page, 'POST', '/api/community/post/action', { postId: post._id, action: 'unhide' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Moderation log' })).toBeVisible();
  const rows = page.getByTestId('admin-row');
  await expect(rows.first()).toContainText('Showed a hidden post again');
  await expect(rows.nth(1)).toContainText('Hid a post');
  const { firstName, lastName } = demoUsers.admin;
  await expect(rows.first()).toContainText(`${firstName} ${lastName}`);
  // When, in UK time: '12 Mar 2026, 14:05'.
  await expect(rows.first()).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);

  // The post goes again: community's specs count the wall's posts.
  const removed = await page.request.delete(`/api/community/post/delete/${post._id}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(removed.ok()).toBe(true);
});
