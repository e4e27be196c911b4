import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookings, payments, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { usePaymentAccountStore } from '../lib/payment-account-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeTechnician, makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const party = (id: string, name: string) => ({ _id: id, name, avatarUrl: null });
const doctor = party('00000000-0000-4000-8000-00000000000d', 'Amelia Hughes');
const patient = party('00000000-0000-4000-8000-00000000000a', 'Oliver Bennett');

const adminUser: users.AdminUser = {
  _id: '',
  email: '',
  firstName: '',
  lastName: '',
  title: null,
  roleName: 'Doctor',
  isSelfCertificated: true,
  registrationStep: 'completed',
  deleted: false,
  createdAt: '2026-01-01T09:00:00.000Z',
};

const booking = (over: Partial<bookings.Booking> = {}): bookings.Booking => ({
  _id: '00000000-0000-4000-8000-0000000000b1',
  status: 'Pending Approval',
  bookingType: {
    _id: '00000000-0000-4000-8000-0000000000t1',
    name: 'Medication review',
    pricePence: 4500,
    durationMinutes: 30,
  },
  doctor,
  patient,
  role: 'doctor',
  otherParty: patient,
  startsAt: '2026-12-03T09:00:00.000Z',
  endsAt: '2026-12-03T09:30:00.000Z',
  slot: { date: '2026-12-03', starttime: '9:00', endtime: '9:30' },
  proposal: null,
  note: null,
  actions: ['approve', 'reject', 'reschedule'],
  version: 1,
  payment: { status: 'held', amountPence: 4500, last4: '4242', payBy: null, problem: null },
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...over,
});

const account = (status: payments.PaymentAccountStatus): payments.PaymentAccount => ({
  provider: 'sandbox',
  status,
  chargesEnabled: status === 'Completed',
  payoutsEnabled: status === 'Completed',
  detailsSubmitted: status !== 'Not Started',
  collectsBankAccount: true,
  bankAccount: null,
});

function open(
  path: string,
  status: payments.PaymentAccountStatus = 'Completed',
  over: Partial<payments.PaymentAccount> = {},
  user = makeUser({ _id: doctor._id }),
) {
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.ok(payments.getAccount, { ...account(status), ...over });
  return { fake, ...renderApp(path) };
}

beforeAll(async () => {
  await import('./appointment-list-page');
}, 60_000);

describe('/appointment/list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the doctor’s appointments and approves one after a confirmation', async () => {
    const { fake } = open('/appointment/list');
    let current = booking();
    fake.on(bookings.getBookings, () => ({ body: { data: [current], option: [{ count: 1 }] } }));
    fake.on(bookings.approveBooking, () => {
      current = booking({ status: 'Approved', actions: ['reject', 'reschedule'] });
      return { body: { data: current } };
    });
    const card = await screen.findByTestId('booking-card');
    expect(within(card).getByTestId('booking-when')).toHaveTextContent(
      'Thursday 3 December 2026, 09:00 - 09:30',
    );
    expect(within(card).getByTestId('booking-payment')).toHaveTextContent(
      '£45.00 held on the card ending 4242',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname === '/api/booking/approved')?.body).toEqual({
        bookingId: current._id,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Approved'));
  });

  it('filters by status and dates through booking/get, the dates written DD/MM/YYYY', async () => {
    const { fake } = open('/appointment/list');
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    await screen.findByText('No appointments');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Rescheduled' } });
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    // Day first, as in the UK: 1 December, where a browser in American English reads 12 January.
    fireEvent.change(from, { target: { value: '01/12/2026' } });
    fireEvent.blur(from);
    await waitFor(() => {
      const last = fake.requests.filter((r) => r.url.pathname === '/api/booking/get').at(-1);
      expect(Object.fromEntries(last!.url.searchParams)).toMatchObject({
        as: 'doctor',
        status: 'Rescheduled',
        from: '2026-12-01',
      });
    });
    expect(from).toHaveValue('01/12/2026');
    // A date not yet whole (or not real) asks for nothing and is put back on leaving the field.
    const sent = fake.requests.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/02/2026' } });
    fireEvent.blur(screen.getByLabelText('To'));
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(fake.requests.filter((r) => r.url.searchParams.has('to'))).toEqual([]);
    expect(fake.requests.length).toBe(sent);
  });

  it('gives an admin every booking (All), filtered by doctor and patient, each card naming both', async () => {
    const admin = makeUser({ _id: '00000000-0000-4000-8000-0000000000ad', isAdmin: true });
    const { fake } = open('/appointment/list', 'Completed', {}, admin);
    const everyone = booking({ role: 'admin', actions: ['reject'] });
    fake.on(bookings.getBookings, ({ url }) => ({
      body:
        url.searchParams.get('as') === 'all'
          ? { data: [everyone], option: [{ count: 1 }] }
          : { data: [], option: [{ count: 0 }] },
    }));
    const person = (p: typeof doctor, email: string) => {
      const [firstName, lastName] = p.name.split(' ');
      return { ...adminUser, _id: p._id, firstName: firstName!, lastName: lastName!, email };
    };
    fake.on(users.listUsersForAdmin, () => ({
      body: {
        data: [person(doctor, 'amelia@example.test'), person(patient, 'oliver@example.test')],
        option: [{ count: 2 }],
      },
    }));
    await screen.findByText('No appointments');
    expect(screen.queryByLabelText('Doctor', { selector: 'input' })).toBeNull();
    fireEvent.click(screen.getByText('All'));
    const card = await screen.findByTestId('booking-card');
    expect(within(card).getByTestId('booking-people')).toHaveTextContent(
      'Doctor: Amelia Hughes · Patient: Oliver Bennett · £45.00',
    );
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeVisible();
    const lastList = () =>
      Object.fromEntries(
        fake.requests.filter((r) => r.url.pathname === '/api/booking/get').at(-1)!.url.searchParams,
      );
    const choose = async (label: string, name: RegExp) => {
      const input = screen.getByLabelText(label, { selector: 'input' });
      fireEvent.click(input);
      const list = await waitFor(() => {
        const id = input.getAttribute('aria-controls');
        expect(id).toBeTruthy();
        return document.getElementById(id!)!;
      });
      fireEvent.click(await within(list).findByRole('option', { name, hidden: true }));
    };
    await choose('Doctor', /Amelia Hughes/);
    await choose('Patient', /Oliver Bennett/);
    await waitFor(() =>
      expect(lastList()).toMatchObject({ as: 'all', doctorId: doctor._id, patientId: patient._id }),
    );
    // Back to one's own appointments: no doctor or patient filter is left behind.
    fireEvent.click(screen.getByText('As doctor'));
    expect(await screen.findByText('No appointments')).toBeVisible();
    const own = fake.requests.filter(
      (r) => r.url.pathname === '/api/booking/get' && r.url.searchParams.get('as') !== 'all',
    );
    expect(own.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { limit: '50', skip: '0', as: 'doctor' },
    ]);
    expect(screen.queryByLabelText('Doctor', { selector: 'input' })).toBeNull();
  });

  it('shows no All view to anyone but an admin', async () => {
    const { fake } = open('/appointment/list?as=all');
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    await screen.findByText('No appointments');
    expect(screen.queryByText('All')).toBeNull();
    const asked = fake.requests.filter((r) => r.url.pathname === '/api/booking/get');
    expect(asked.map((r) => r.url.searchParams.get('as'))).toEqual(['doctor']);
  });

  it('for one who does not consult: their appointments as patient, and no Availability or Payments', async () => {
    const technician = makeTechnician({ modules: ['home', 'bookingList'] });
    const { fake } = open('/appointment/list?tab=availability', 'Not Started', {}, technician);
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    await screen.findByText('No appointments');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Availability' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Payments' })).toBeNull();
    expect(screen.queryByText('As doctor')).toBeNull();
    const asked = fake.requests.filter((r) => r.url.pathname === '/api/booking/get');
    expect(asked.map((r) => r.url.searchParams.get('as'))).toEqual(['patient']);
    expect(fake.requests.some((r) => r.url.pathname === '/api/bookingType/get')).toBe(false);
  });

  it('asks the patient to pay again on the booking’s page, with why and by when', async () => {
    const user = makeUser({ _id: patient._id });
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    const fake = installFakeApi();
    fake.ok(users.getProfile, profileOf(user));
    const asked = booking({
      status: 'Approved',
      role: 'patient',
      otherParty: doctor,
      actions: ['reject', 'reschedule'],
      payment: {
        status: 'requires_card',
        amountPence: 4500,
        last4: '4242',
        payBy: '2026-12-02T15:30:00.000Z',
        problem: 'The hold on the card lapsed before the appointment was charged.',
      },
    });
    fake.on(bookings.getBookings, () => ({ body: { data: [asked], option: [{ count: 1 }] } }));
    renderApp('/appointment/list?as=patient');
    const card = await screen.findByTestId('booking-card');
    expect(within(card).getByTestId('booking-payment')).toHaveTextContent(
      '£45.00 to pay by card by 2 Dec 2026, 15:30: The hold on the card lapsed before the appointment was charged.',
    );
    expect(within(card).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/appointment/book/${doctor._id}?booking=${asked._id}`,
    );
  });

  it('keeps the payment account’s status in the session (isAccountSetup when Completed)', async () => {
    const { fake } = open('/appointment/list?tab=payments', 'Pending');
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Pending');
    await waitFor(() => expect(usePaymentAccountStore.getState().stripeStatus).toBe('Pending'));
    expect(usePaymentAccountStore.getState().isAccountSetup).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue setting up payments' })).toBeVisible();
  });

  it('checks a bank account before sending it and shows only its last four', async () => {
    const { fake } = open('/appointment/list?tab=payments');
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    fake.ok(payments.saveBankAccount, {
      ...account('Completed'),
      bankAccount: { accountHolderName: 'Amelia Hughes', last4: '5678', sortCodeLast2: '56' },
    });
    const form = await screen.findByRole('form', { name: 'Bank account' });
    fireEvent.change(within(form).getByLabelText('Account holder name'), {
      target: { value: 'Amelia Hughes' },
    });
    fireEvent.change(within(form).getByLabelText('Sort code'), { target: { value: '12-34-5' } });
    fireEvent.change(within(form).getByLabelText('Account number'), {
      target: { value: '12345678' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(
      await within(form).findByText('This field must be a numeric of 6 characters'),
    ).toBeVisible();
    expect(fake.requests.some((r) => r.url.pathname === '/api/payment/account')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Sort code'), { target: { value: '12-34-56' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(form).findByTestId('bank-account')).toHaveTextContent(
      'Amelia Hughes: sort code **-**-56, account ending 5678',
    );
    expect(form).not.toHaveTextContent('12345678');
  });

  it('refuses a paid price under 30p in the booking type form, before sending it', async () => {
    const { fake } = open('/appointment/list?tab=availability');
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    fake.on(bookings.getBookingTypes, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    fireEvent.click(await screen.findByRole('button', { name: 'New booking type' }));
    const form = await screen.findByRole('form', { name: 'New booking type' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Quick check' } });
    fireEvent.change(within(form).getByLabelText(/Price/), { target: { value: '0.29' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(bookings.BOOKING_MIN_PAID_PRICE_MESSAGE)).toBeVisible();
    expect(fake.requests.some((r) => r.url.pathname === '/api/bookingType/create')).toBe(false);
  });

  it('with Stripe, shows the bank account Stripe reports and leads to Stripe to change it', async () => {
    const { fake } = open('/appointment/list?tab=payments', 'Completed', {
      provider: 'stripe',
      collectsBankAccount: false,
      bankAccount: { accountHolderName: 'Amelia Hughes', last4: '6789', sortCodeLast2: '00' },
    });
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    fake.ok(payments.getLink, {
      url: 'https://connect.stripe.test/express/acct_1',
      expiresAt: '2026-12-03T09:05:00.000Z',
    });
    const panel = await screen.findByTestId('provider-bank-account');
    expect(within(panel).getByTestId('bank-account')).toHaveTextContent(
      'Amelia Hughes: sort code **-**-00, account ending 6789',
    );
    expect(screen.queryByRole('form', { name: 'Bank account' })).toBeNull();
    expect(screen.queryByLabelText('Account number')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Change bank account in Stripe' }));
    await waitFor(() =>
      expect(fake.requests.some((r) => r.url.pathname === '/api/payment/getLink')).toBe(true),
    );
    expect(fake.requests.some((r) => r.url.pathname === '/api/payment/account')).toBe(false);
  });

  it('with Stripe, before onboarding, says Stripe asks for the bank account while setting up', async () => {
    const { fake } = open('/appointment/list?tab=payments', 'Not Started', {
      provider: 'stripe',
      collectsBankAccount: false,
    });
    fake.on(bookings.getBookings, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    const panel = await screen.findByTestId('provider-bank-account');
    expect(panel).toHaveTextContent('Stripe asks for your bank account while you set up payments.');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up payments' })).toBeVisible();
  });
});
