import { join } from 'node:path';
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './worker-server';
import { linkFromOutbox } from './outbox';
import { openApp } from './session';

// Accounts and profile (issue 4): every test makes its own account, so they stay independent.

const PASSWORD = 'Accounts!2026';
const API_HEADERS = { panel: 'doctor', appversion: '2.1.1' };
const screenshots = join(import.meta.dirname, 'artifacts', 'screenshots');

/** An address no other test or run uses. */
function uniqueEmail(testInfo: TestInfo, tag: string): string {
  const salt = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `e2e.${tag}.${testInfo.project.name}.${salt}@example.co.uk`;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: API_HEADERS });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Signs up through the API (both steps) and opens the e-mailed link, which logs in. For tests about
 * what comes after sign-up; the sign-up screens have their own test.
 */
async function signUpAndVerify(page: Page, email: string, firstName = 'Robin'): Promise<void> {
  const { request } = page;
  const roles = await apiData<{ _id: string; slug: string }[]>(request, '/api/role/getName');
  const specialities = await apiData<{ _id: string }[]>(request, '/api/speciality');
  const clinics = await apiData<{ _id: string }[]>(request, '/api/clinic/public/clinicList');
  const account = await request.post('/api/register', {
    headers: API_HEADERS,
    data: {
      step: 'account',
      title: 'Dr',
      firstName,
      lastName: 'Tester',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(account.ok()).toBe(true);
  const { registerToken } = ((await account.json()) as { data: { registerToken: string } }).data;
  const professional = await request.post('/api/register', {
    headers: API_HEADERS,
    data: {
      step: 'professional',
      registerToken,
      roleId: roles.find((r) => r.slug === 'pharmacist')?._id,
      specialityId: specialities[0]?._id,
      clinicIds: [clinics[0]?._id],
      registrationNumber: '2345678',
      contactNumber: '07700 900123',
      postcode: 'LS1 4AP',
    },
  });
  expect(professional.ok()).toBe(true);
  await page.goto(await linkFromOutbox(email, '/signup-link?token='));
  await expect(page).toHaveURL(/\/home$/);
}

async function logIn(page: Page, email: string, password: string) {
  await openApp(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const closeSnack = async (page: Page) => {
  const close = page.getByRole('button', { name: 'Close message' });
  if (await close.isVisible()) await close.click();
};

async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    // The mobile layout has no profile menu: forget the stored session (and its page cookie)
    // instead. The app may write its state back while a call settles, so retry until /login
    // stays once the app has started.
    await expect(async () => {
      await page.evaluate(() => localStorage.removeItem('portal-session'));
      await page.context().clearCookies({ name: 'portal_session' });
      await openApp(page, '/login');
      await expect(page).toHaveURL(/\/login$/, { timeout: 2000 });
    }).toPass();
    return;
  }
  // A snack still showing sits over the menu's entries.
  await closeSnack(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const loggedOut = page.waitForResponse('**/api/logout');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await loggedOut;
  await expect(page).toHaveURL(/\/login$/);
}

test('sign up through every step, log out and log in again', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'signup');
  await openApp(page, '/signup');

  const account = page.getByRole('form', { name: 'Create your account' });
  await account.getByLabel('Title').selectOption('Dr');
  await account.getByLabel('First name').fill('Jordan');
  await account.getByLabel('Last name').fill('Example');
  await account.getByLabel('Email').fill(email);
  await account.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await account.getByRole('textbox', { name: 'Confirm password' }).fill('Mismatch!2026');
  await account.getByRole('button', { name: 'Continue' }).click();
  await expect(account.getByText('Password confirmation does not match')).toBeVisible();
  await account.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await account.getByRole('button', { name: 'Continue' }).click();

  const professional = page.getByRole('form', { name: 'Professional details' });
  await expect(professional).toBeVisible();
  // A reload resumes at the professional step from the stored register token.
  await page.reload();
  await expect(professional).toBeVisible();
  await professional.getByLabel('Role').selectOption({ label: 'Pharmacist' });
  await professional.getByLabel('Speciality').selectOption({ index: 1 });
  await professional.getByPlaceholder('Search clinics').click();
  // The clinics combobox's list (the native selects' <option>s are options too).
  await page.getByRole('listbox').getByRole('option').first().click();
  await professional.getByLabel('Registration number').fill('123');
  await professional.getByRole('button', { name: 'Continue' }).click();
  await expect(
    professional.getByText('This field must be a numeric of 7 characters'),
  ).toBeVisible();
  await professional.getByLabel('Registration number').fill('1234567');
  await professional.getByLabel('Contact number').fill('07700 900456');
  await professional.getByLabel('Postcode').fill('M1 1AE');
  await professional.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expect(page.getByTestId('signup-verify')).toContainText(email);

  await page.goto(await linkFromOutbox(email, '/signup-link?token='));
  await expect(page).toHaveURL(/\/home$/);
  if (!isMobile) await expect(page.getByTestId('header-name')).toContainText('Jordan Example');

  await logOut(page, isMobile);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test(
  'a used verification link says it does not work',
  { tag: '@layout-independent' },
  async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'relink');
    await signUpAndVerify(page, email);
    const link = await linkFromOutbox(email, '/signup-link?token=');
    // The app may write its session back while a call settles: retry until it stays forgotten.
    // The session is the browser's storage and the page-session cookie (decision 62).
    await expect(async () => {
      await page.evaluate(() => localStorage.removeItem('portal-session'));
      await page.context().clearCookies({ name: 'portal_session' });
      await page.goto(link);
      await expect(page.getByText('This link does not work')).toBeVisible({ timeout: 3000 });
    }).toPass();
  },
);

test('forgot and reset the password', async ({ page, isMobile }, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset');
  await signUpAndVerify(page, email);
  await logOut(page, isMobile);

  await openApp(page, '/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(email);

  await page.goto(await linkFromOutbox(email, '/change-password/'));
  const newPassword = 'Renewed!2026';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
});

test('edit the profile and see the header change; add a work place', async ({
  page,
  isMobile,
}, testInfo) => {
  await signUpAndVerify(page, uniqueEmail(testInfo, 'profile'), 'Casey');
  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Personal details' });
  await details.getByLabel('First name').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('This field is required')).toBeVisible();
  await details.getByLabel('First name').fill('Morgan');
  await details.getByLabel('Contact number').fill('0161 496 0000');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Dr Morgan Tester');
  if (isMobile) {
    await page.goto('/home');
    await expect(page.getByTestId('mobile-user')).toContainText('Morgan Tester');
    await page.goto('/profile/work');
  } else {
    await expect(page.getByTestId('header-name')).toContainText('Morgan Tester');
    await page.getByRole('tab', { name: 'Work' }).click();
    await expect(page).toHaveURL(/\/profile\/work$/);
  }

  await page.getByRole('button', { name: 'Add work place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add work place' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Work place/ }).fill('Northern Quarter Pharmacy');
  await dialog.getByLabel('Position').fill('Pharmacist manager');
  await dialog.getByLabel('Town').fill('Manchester');
  await dialog.getByLabel('Postcode').fill('M4 1HQ');
  await dialog.getByLabel('Start date').fill('2021-03-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const item = page.getByRole('listitem', { name: 'Northern Quarter Pharmacy' });
  await expect(item).toContainText('Mar 2021 – Present');

  await page.getByRole('tab', { name: 'Biography' }).click();
  await expect(page).toHaveURL(/\/profile\/biography$/);
  await page
    .getByLabel('About you')
    .fill('Community pharmacist with an interest in pain management.');
  await page.getByRole('button', { name: 'Save biography' }).click();
  await expect(page.getByRole('button', { name: 'Save biography' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Details' }).click();
  await closeSnack(page);
  await expect(page.getByTestId('global-loader')).toBeHidden();
  await page.screenshot({
    path: join(screenshots, `profile-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });
});

test('upload and remove the profile image', async ({ page }, testInfo) => {
  await signUpAndVerify(page, uniqueEmail(testInfo, 'avatar'));
  await page.goto('/profile');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByTestId('image-problem')).toHaveText(
    'Please choose a JPEG, PNG or WebP image.',
  );

  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser2).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  // The picture shows, from a random name that says nothing of its owner (issue 27).
  const picture = page.locator('img[src^="/uploads/avatars/"]').first();
  await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f-]{36}-\d+\.webp$/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const first = await picture.getAttribute('src');

  // Replaced by another upload: the new one shows.
  const chooser3 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser3).setFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: png });
  await expect(picture).not.toHaveAttribute('src', first!);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeHidden();
});

test('change the password from the profile', async ({ page, isMobile }, testInfo) => {
  const email = uniqueEmail(testInfo, 'change');
  await signUpAndVerify(page, email);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password' }).fill('Wrong!2026x');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed!2026');
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('Changed!2026x');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The password confirmation does not match')).toBeVisible();
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('Changed!2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText('Your password has been changed.');
  await logOut(page, isMobile);
  await logIn(page, email, 'Changed!2026');
  await expect(page).toHaveURL(/\/home$/);
});

test('self-certify, then open Products', async ({ page }, testInfo) => {
  await signUpAndVerify(page, uniqueEmail(testInfo, 'certify'));
  await page.goto('/products');
  const dialog = page.getByRole('dialog', { name: 'Self-certification' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('I confirm that I am a UK healthcare professional').check();
  await dialog.getByLabel('GPhC registration number').fill('2345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(dialog).toBeHidden();
});

test('delete the account, then log-in fails', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'delete');
  await signUpAndVerify(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password' }).fill('Wrong!2026x');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('portal-session'))).not.toContain(
    '"token":"',
  );

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the landing page: tabs, quote request and legal pages', async ({ page }, testInfo) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('form', { name: 'Create your account' })).toBeVisible();

  const quote = page.getByRole('form', { name: 'Get a quote' });
  // The quote form is a lazy chunk, asked for as its place nears the screen; the slot it arrives
  // in holds its height, so the page does not move when it comes (issue 15). A form that grows or
  // shrinks needs the slot's height changed.
  await page.getByTestId('quote-form-slot').scrollIntoViewIfNeeded();
  await expect(quote).toBeVisible();
  const [slotMinHeight, formHeight] = await page
    .getByTestId('quote-form-slot')
    .evaluate((slot) => [
      parseFloat(getComputedStyle(slot).minHeight),
      slot.querySelector('form')!.getBoundingClientRect().height,
    ]);
  expect(Math.abs(slotMinHeight - formHeight)).toBeLessThan(2);
  await quote.getByRole('button', { name: 'Send request' }).click();
  await expect(quote.getByText('This field is required')).toHaveCount(4);
  await quote.getByLabel('Name').fill('Sam Buyer');
  await quote.getByLabel('Email').fill(uniqueEmail(testInfo, 'quote'));
  await quote.getByLabel('Phone').fill('12');
  await quote.getByLabel('Subject').fill('Licences for 12 pharmacies');
  await quote.getByLabel('Message').fill('Please send us a quote for our group.');
  await quote.getByRole('button', { name: 'Send request' }).click();
  await expect(
    quote.getByText('This Field must contain valid uk format contact number'),
  ).toBeVisible();
  await quote.getByLabel('Phone').fill('020 7946 0000');
  await quote.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(
    'Thank you for your message. We will be in touch soon.',
  );
  await closeSnack(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: join(screenshots, `landing-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });

  await openApp(page, '/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/UK General Data Protection Regulation/)).toBeVisible();
  await openApp(page, '/terms&conditions');
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByText(/Medicinal cannabis/i).first()).toBeVisible();
});
