import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bookings, payments, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const doctor = {
  _id: '00000000-0000-4000-8000-00000000000d',
  name: 'Sarah Patel',
  avatarUrl: null,
};
const me = makeUser();
const patient = { _id: me._id, name: 'Amelia Hughes', avatarUrl: null };
const typeId = '00000000-0000-4000-8000-0000000000f1';
const bookingId = '00000000-0000-4000-8000-0000000000b1';

const type: bookings.BookingType = {
  _id: typeId,
  doctor,
  name: 'Medication review',
  description: '',
  pricePence: 4500,
  durationMinutes: 30,
  availability: [{ day: 'Monday', starttime: '9:00', endtime: '17:00' }],
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const slot = (startsAt: string, endsAt: string): bookings.FreeSlot => ({
  startsAt,
  endsAt,
  date: startsAt.slice(0, 10),
  starttime: '',
  endtime: '',
});

const detail = (payment: bookings.BookingPaymentSummary): bookings.BookingDetail => ({
  _id: bookingId,
  status: 'Pending Approval',
  bookingType: { _id: typeId, name: type.name, pricePence: 4500, durationMinutes: 30 },
  doctor,
  patient,
  role: 'patient',
  otherParty: doctor,
  startsAt: '2026-12-07T09:00:00.000Z',
  endsAt: '2026-12-07T09:30:00.000Z',
  slot: { date: '2026-12-07', starttime: '9:00', endtime: '9:30' },
  proposal: null,
  note: null,
  actions: ['reject'],
  version: 1,
  payment,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  history: [],
});

function open() {
  useSessionStore.setState({
    ...initialSessionData,
    token: 'tok-1',
    user: me,
    isUserLoggedIn: true,
  });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(me));
  fake.ok(bookings.getBookingTypes, [type]);
  fake.ok(bookings.getFreeSlots, [
    slot('2026-12-07T09:00:00.000Z', '2026-12-07T09:30:00.000Z'),
    slot('2026-12-07T09:30:00.000Z', '2026-12-07T10:00:00.000Z'),
    slot('2026-12-08T14:00:00.000Z', '2026-12-08T14:30:00.000Z'),
  ]);
  fake.ok(payments.getConfig, { provider: 'sandbox', publishableKey: null });
  fake.ok(
    bookings.createBooking,
    detail({ status: 'requires_card', amountPence: 4500, last4: null, payBy: null, problem: null }),
  );
  return { fake, ...renderApp(`/appointment/book/${doctor._id}`) };
}

async function bookFirstSlot() {
  const slots = await screen.findByTestId('free-slots');
  expect(within(slots).getByRole('region', { name: 'Monday 7 December 2026' })).toBeVisible();
  fireEvent.click(within(slots).getByRole('button', { name: 'Monday 7 December 2026 09:00' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Book and pay' }));
}

async function pay(number: string) {
  const form = await screen.findByRole('form', { name: 'Card payment' });
  fireEvent.change(within(form).getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(form).getByLabelText('Expiry month'), { target: { value: '12' } });
  fireEvent.change(within(form).getByLabelText('Expiry year'), { target: { value: '2031' } });
  fireEvent.change(within(form).getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Pay £45.00' }));
}

beforeAll(async () => {
  await import('./book-page');
}, 60_000);

describe('the booking page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('books a free slot by London day and pays it with the sandbox card', async () => {
    const { fake } = open();
    let current = detail({
      status: 'requires_card',
      amountPence: 4500,
      last4: null,
      payBy: null,
      problem: null,
    });
    fake.on(bookings.getBooking, () => ({ body: { data: current } }));
    fake.ok(payments.sandboxCard, { paymentMethod: 'sbx_card_1', brand: 'visa', last4: '4242' });
    fake.on(payments.attachSource, () => {
      current = detail({
        status: 'held',
        amountPence: 4500,
        last4: '4242',
        payBy: null,
        problem: null,
      });
      return {
        body: {
          data: {
            bookingId,
            state: 'held',
            amount: 4500,
            currency: 'gbp',
            capturedAmount: 0,
            refundedAmount: 0,
            cardBrand: 'visa',
            cardLast4: '4242',
            nextAction: null,
          },
        },
      };
    });
    await bookFirstSlot();
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname === '/api/booking/create')?.body).toEqual({
        bookingTypeId: typeId,
        startsAt: '2026-12-07T09:00:00.000Z',
      }),
    );
    await pay('4242 4242 4242 4242');
    await waitFor(() =>
      expect(fake.requests.find((r) => r.url.pathname === '/api/payment/source')?.body).toEqual({
        bookingId,
        paymentMethod: 'sbx_card_1',
      }),
    );
    expect(await screen.findByText('£45.00 held on the card ending 4242')).toBeVisible();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Pending Approval');
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
  });

  it('shows a declined card’s message and offers another time', async () => {
    const { fake } = open();
    let current = detail({
      status: 'requires_card',
      amountPence: 4500,
      last4: null,
      payBy: null,
      problem: null,
    });
    fake.on(bookings.getBooking, () => ({ body: { data: current } }));
    fake.ok(payments.sandboxCard, { paymentMethod: 'sbx_card_2', brand: 'visa', last4: '0002' });
    fake.on(payments.attachSource, () => {
      current = detail({
        status: 'failed',
        amountPence: 4500,
        last4: '0002',
        payBy: null,
        problem: null,
      });
      return {
        status: 402,
        body: { error: payments.CARD_DECLINED_MESSAGE, code: 'CARD_DECLINED' },
      };
    });
    await bookFirstSlot();
    await pay('4000 0000 0000 0002');
    const declined = await screen.findByTestId('booking-declined');
    expect(declined).toHaveTextContent(
      'Your card was declined. The time was not booked: please try another card.',
    );
    fireEvent.click(within(declined).getByRole('button', { name: 'Choose another time' }));
    expect(await screen.findByTestId('free-slots')).toBeVisible();
  });

  it('asks for the card’s extra check and sends the answer', async () => {
    const { fake } = open();
    let current = detail({
      status: 'requires_card',
      amountPence: 4500,
      last4: null,
      payBy: null,
      problem: null,
    });
    fake.on(bookings.getBooking, () => ({ body: { data: current } }));
    fake.ok(payments.sandboxCard, { paymentMethod: 'sbx_card_3', brand: 'visa', last4: '3184' });
    const payment = (state: payments.BookingPaymentState, action: boolean) => ({
      bookingId,
      state,
      amount: 4500,
      currency: 'gbp',
      capturedAmount: 0,
      refundedAmount: 0,
      cardBrand: 'visa',
      cardLast4: '3184',
      nextAction: action ? { type: 'authenticate' as const, clientSecret: null } : null,
    });
    fake.on(payments.attachSource, () => {
      current = detail({
        status: 'requires_action',
        amountPence: 4500,
        last4: '3184',
        payBy: null,
        problem: null,
      });
      return { body: { data: payment('requires_action', true) } };
    });
    fake.on(payments.sandboxAuthenticate, () => {
      current = detail({
        status: 'held',
        amountPence: 4500,
        last4: '3184',
        payBy: null,
        problem: null,
      });
      return { body: { data: payment('held', false) } };
    });
    await bookFirstSlot();
    await pay('4000 0027 6000 3184');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await waitFor(() =>
      expect(
        fake.requests.find((r) => r.url.pathname === '/api/payment/sandbox/authenticate')?.body,
      ).toEqual({ bookingId, approve: true }),
    );
    expect(await screen.findByText('£45.00 held on the card ending 3184')).toBeVisible();
  });
});
