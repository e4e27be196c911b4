import type { Page } from '@playwright/test';
import { demoUsers } from './demo-users';
import { expect, test } from './session';

// Issue 48: the admin's All view of Bookings, in a browser set to American English, where a
// native date field would read and show mm/dd/yyyy: every booking filtered by doctor, patient,
// status and a date written the British way, and one rejected by the admin.

test.use({ storageState: ({ adminState }, use) => use(adminState), locale: 'en-US' });

/** Today in London, as [day, month, year]. */
function londonToday(): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [part('day'), part('month'), part('year')];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Picks the one person a filter's search finds by `search`. */
async function choose(page: Page, label: string, search: string, option: RegExp) {
  const field = page.locator('input').and(page.getByLabel(label, { exact: true }));
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(field).toHaveValue(option);
}

/** Waits for the list of the filters just set: the previous one stays, busy, until it is there. */
async function listSettled(page: Page) {
  await expect(page.getByTestId('bookings-list')).toHaveAttribute('aria-busy', 'false');
}

/** The last booking list the page asked for. */
function lastListQuery(page: Page) {
  const asked: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/booking/get') asked.push(url.searchParams);
  });
  return () => Object.fromEntries(asked.at(-1) ?? []);
}

test('@desktop an admin opens every booking, filters by doctor, patient, status and a British date, and rejects one as admin', async ({
  page,
}) => {
  const lastQuery = lastListQuery(page);
  await page.goto('/appointment/list');
  await page.getByText('All', { exact: true }).click();
  await expect.poll(lastQuery).toMatchObject({ as: 'all' });

  const doctor = `${demoUsers.pharmacist.firstName} ${demoUsers.pharmacist.lastName}`;
  await choose(page, 'Doctor', demoUsers.pharmacist.lastName, new RegExp(doctor));
  await page.getByLabel('Status').selectOption('Pending Approval');
  // Typed day first and without zeros; shown back as DD/MM/YYYY, sent as YYYY-MM-DD.
  const [day, month, year] = londonToday();
  const from = page.getByLabel('From', { exact: true });
  await from.fill(`${day}/${month}/${year}`);
  await from.press('Tab');
  await expect(from).toHaveValue(`${pad(day)}/${pad(month)}/${year}`);
  await expect.poll(lastQuery).toMatchObject({
    as: 'all',
    status: 'Pending Approval',
    from: `${year}-${pad(month)}-${pad(day)}`,
  });
  await listSettled(page);

  const cards = page.getByTestId('booking-card');
  await expect(cards.first()).toBeVisible();
  for (const people of await cards.getByTestId('booking-people').allTextContents()) {
    expect(people).toContain(`Doctor: ${doctor}`);
  }
  // One of someone else's (the demo admin is a patient of the demo doctor too).
  const admin = `${demoUsers.admin.firstName} ${demoUsers.admin.lastName}`;
  const first = cards.filter({ hasNotText: `Patient: ${admin}` }).first();
  const when = (await first.getByTestId('booking-when').textContent())!;
  const patient = /Patient: (.+?) ·/.exec(
    (await first.getByTestId('booking-people').textContent())!,
  )![1]!;
  await choose(page, 'Patient', patient.split(' ').at(-1)!, new RegExp(patient));
  await expect.poll(lastQuery).toHaveProperty('patientId');
  await listSettled(page);
  const booking = cards.filter({ hasText: when }).filter({ hasText: `Patient: ${patient}` });
  await expect(booking).toHaveCount(1);

  await booking.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this appointment as admin?' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(booking).toHaveCount(0);
  await page.getByLabel('Status').selectOption('Rejected by Admin');
  await expect(booking.getByTestId('booking-status')).toHaveText('Rejected by Admin');
});
