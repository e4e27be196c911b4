import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoUsers } from './demo-users';
import { calendarFromOutbox, linkFromOutbox } from './outbox';
import { API_HEADERS, expect, logIn, otherBrowser, storedToken, test } from './session';

// Bookings and payments (issue 30), in the browser: a new doctor sets up, the demo pharmacist
// books and pays as a patient, the doctor approves; a declined card holds no slot.

const PASSWORD = 'Bookings!2026';
const DECLINED = 'Your card was declined. The time was not booked: please try another card.';

/** An address and a surname no other test or run uses. */
function uniqueDoctor(testInfo: TestInfo) {
  const salt = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `e2e.doctor.${testInfo.project.name}.${salt}@example.co.uk`,
    lastName: `Booker${salt.slice(-6)}`,
  };
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: API_HEADERS });
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Signs a doctor up through the API (both steps); the e-mailed link verifies the address. */
async function signUpDoctor(request: APIRequestContext, email: string, lastName: string) {
  const roles = await apiData<{ _id: string; slug: string }[]>(request, '/api/role/getName');
  const specialities = await apiData<{ _id: string }[]>(request, '/api/speciality');
  const clinics = await apiData<{ _id: string }[]>(request, '/api/clinic/public/clinicList');
  const account = await request.post('/api/register', {
    headers: API_HEADERS,
    data: {
      step: 'account',
      title: 'Dr',
      firstName: 'Robin',
      lastName,
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
      roleId: roles.find((r) => r.slug === 'doctor')?._id,
      specialityId: specialities[0]?._id,
      clinicIds: [clinics[0]?._id],
      registrationNumber: '2345678',
      contactNumber: '07700 900123',
      postcode: 'LS1 4AP',
    },
  });
  expect(professional.ok()).toBe(true);
  return linkFromOutbox(email, '/signup-link?token=');
}

/** A call as a session token's user. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A doctor ready to be booked, made through the API: signed up and verified, a £30 booking type
 * available every day 9:00-18:00, the sandbox payment account completed. Returns the doctor's id.
 */
async function readyDoctor(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const { email, lastName } = uniqueDoctor(testInfo);
  const link = await signUpDoctor(request, email, lastName);
  // The e-mailed link's token, verified through the API, gives the new doctor's session.
  const verified = await request.post('/api/verify-email', {
    headers: API_HEADERS,
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(verified.ok()).toBe(true);
  const { token, user } = (
    (await verified.json()) as { data: { token: string; user: { _id: string } } }
  ).data;
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  await call(request, token, 'POST', '/api/bookingType/create', {
    name: 'Pain clinic review',
    pricePence: 3000,
    durationMinutes: 30,
    availability: days.map((day) => ({ day, starttime: '9:00', endtime: '18:00' })),
  });
  const { url } = await call<{ url: string }>(request, token, 'POST', '/api/payment/getLink');
  const onboardingToken = new URL(url).searchParams.get('token');
  await call(request, token, 'POST', '/api/payment/sandbox/onboarding', { token: onboardingToken });
  return user._id;
}

/** Fills the sandbox's card form and pays. */
async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry month').fill('12');
  await form.getByLabel('Expiry year').fill('2031');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
}

test('a doctor sets availability from a preset and completes sandbox onboarding; a patient books and pays, the doctor approves, the patient sees Approved live and gets the calendar e-mail', async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email, lastName } = uniqueDoctor(testInfo);
  const doctorName = new RegExp(`Robin ${lastName}`);

  // The doctor: signs up, opens the e-mailed link (which logs in), sets a booking type up.
  await page.goto(await signUpDoctor(page.request, email, lastName));
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/appointment/list?tab=availability');
  await page.getByRole('button', { name: 'New booking type' }).click();
  const form = page.getByRole('form', { name: 'New booking type' });
  await form.getByLabel('Name').fill('Medication review');
  await form.getByLabel('Price (£)').fill('45');
  await form.getByRole('button', { name: 'Monday - Sunday (9:00 - 18:00)' }).click();
  await expect(form.getByLabel('Sunday slot 1 to')).toHaveValue('18:00');
  // Two slots of one day that overlap are refused as they are made.
  await form.getByRole('button', { name: 'Add a slot on Monday' }).click();
  await form.getByLabel('Monday slot 2 from').selectOption('17:00');
  await expect(form.getByTestId('availability-Monday').getByRole('alert')).toHaveText(
    'You can’t have overlapping availability times on the same day',
  );
  await form.getByRole('button', { name: 'Remove Monday slot 2' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const type = page.getByTestId('booking-type');
  await expect(type).toContainText('Medication review');
  await expect(type.getByTestId('booking-type-price')).toHaveText('£45.00');

  // Sandbox onboarding: the link opens the app's own page; the account is then Completed.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Not Started');
  await page.getByRole('button', { name: 'Set up payments' }).click();
  await expect(page).toHaveURL(/\/appointment\/onboarding\?token=/);
  // A full page load: a click on the server's HTML before hydration would be lost.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByTestId('onboarding-done')).toContainText('Status: Completed');
  await page.getByRole('link', { name: 'Back to Bookings' }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Completed');
  // SPEC §3: the session knows the account is set up.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const raw = localStorage.getItem('portal-payments');
        const state = raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
        return [state.stripeStatus, state.isAccountSetup];
      }),
    )
    .toEqual(['Completed', true]);
  // The bank account: only its last four digits come back.
  const bank = page.getByRole('form', { name: 'Bank account' });
  await bank.getByLabel('Account holder name').fill('Dr Robin Booker');
  await bank.getByLabel('Sort code').fill('12-34-56');
  await bank.getByLabel('Account number').fill('1234');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bank.getByText('This field must be a numeric of 8 characters')).toBeVisible();
  await bank.getByLabel('Account number').fill('12345678');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bank.getByTestId('bank-account')).toContainText('account ending 5678');
  await expect(page.getByText('12345678')).toHaveCount(0);

  // The patient (the demo pharmacist), on another machine: finds the doctor, books, pays.
  const patient = await otherBrowser(browser, baseURL, isMobile);
  try {
    const p = patient.page;
    await logIn(p, demoUsers.pharmacist);
    await p.goto('/appointment/book');
    const doctorCard = p.getByRole('article').filter({ hasText: doctorName });
    await doctorCard.getByRole('link', { name: /^Book / }).click();
    await expect(p).toHaveURL(/\/appointment\/book\/[0-9a-f-]+$/);
    // Tomorrow's first time or later: today's next one might start before the test ends.
    const firstSlot = p
      .getByTestId('free-slots')
      .getByRole('region')
      .nth(1)
      .getByRole('button')
      .first();
    await firstSlot.click();
    await p.getByRole('button', { name: 'Book and pay' }).click();
    await expect(p).toHaveURL(/\?booking=/);
    await payByCard(p, '4242 4242 4242 4242');
    const follow = p.getByTestId('booking-follow');
    await expect(follow.getByTestId('booking-payment')).toHaveText(
      '£45.00 held on the card ending 4242',
    );
    await expect(follow.getByTestId('booking-status')).toHaveText('Pending Approval');

    // The doctor approves, after a confirmation.
    await page.goto('/appointment/list');
    const card = page.getByTestId('booking-card').filter({ hasText: 'Amelia Hughes' });
    await expect(card.getByTestId('booking-status')).toHaveText('Pending Approval');
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(card.getByTestId('booking-status')).toHaveText('Approved');
    await card.getByRole('button', { name: 'History' }).click();
    await expect(card.getByTestId('booking-history')).toContainText(/Approved by .*\(doctor\)/);

    // The patient's page shows it without a reload, and the e-mail carries the calendar file.
    await expect(follow.getByTestId('booking-status')).toHaveText('Approved', { timeout: 15_000 });
    const ics = await calendarFromOutbox(demoUsers.pharmacist.email, doctorName.source.slice(6));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('Europe/London');
  } finally {
    await patient.context.close();
  }
});

test.describe('a declined card', () => {
  test.use({ storageState: ({ pharmacistState }, use) => use(pharmacistState) });

  test('shows a clear message and holds no slot', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // The doctor is made apart from the page's cookies: the patient's page stays the patient's.
    const doctorId = await readyDoctor(request, testInfo);
    await page.goto(`/appointment/book/${doctorId}`);
    const firstSlot = page
      .getByTestId('free-slots')
      .getByRole('region')
      .nth(1)
      .getByRole('button')
      .first();
    const label = await firstSlot.getAttribute('aria-label');
    expect(label).toBeTruthy();
    await firstSlot.click();
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await expect(page).toHaveURL(/\?booking=/);
    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('booking-declined')).toContainText(DECLINED);
    // The slot is free again: offered to the next person, and to this one.
    await page.getByRole('button', { name: 'Choose another time' }).click();
    await expect(page.getByRole('button', { name: label! })).toBeVisible();
    const token = await storedToken(page);
    const types = await call<{ _id: string }[]>(
      page.request,
      token,
      'GET',
      `/api/bookingType/get?doctorId=${doctorId}`,
    );
    const mine = await call<{ status: string; payment: { status: string } | null }[]>(
      page.request,
      token,
      'GET',
      '/api/booking/get?as=patient&limit=100',
    );
    expect(types.length).toBe(1);
    expect(mine.some((b) => b.payment?.status === 'failed')).toBe(true);
  });
});
