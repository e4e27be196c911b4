// A booking's money (decision 76), behind the bookings module's `BookingPayments` seam (wired in
// app.ts; this module imports no other). Inside the bookings transaction only rows change: the
// payment state is written with the booking's status, and the provider call it needs is queued
// (`pendingStep`). `settle` runs the queued calls after commit (payment-steps.ts, decision 133),
// each reading the provider's payment first and keyed by the booking, the call and the step's
// number, so a retry never holds, charges or refunds twice. A rejection releases or refunds;
// nothing is kept after one but the cancellation fee.

import { payments, type AppointmentStatus, type bookings } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import {
  ProviderRefusal,
  type PaymentProvider,
  type ProviderCardSetup,
  type ProviderPayment,
} from '../../infra/payments/payment-provider';
import type { AccountsService } from './accounts.service';
import {
  CLOSED,
  paymentChangeFor,
  toBookingPayment,
  UNPAID,
  type Actor,
  type State,
} from './payment-changes';
import { createPaymentSteps, LAPSED_MESSAGE, type UnpaidBookings } from './payment-steps';
import type { BookingPaymentRow, PaymentsRepository } from './payments.repository';

const DAY = 86_400_000;
/** A hold is renewed (or charged, once approved) this long before it lapses. */
const RENEW_BEFORE_MS = DAY;

export type { UnpaidBookings } from './payment-steps';

export interface BookingPaymentsDeps {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider;
  accounts: AccountsService;
  /** Bookings' side of an unpaid booking; a function, as bookings is built after payments. */
  unpaid: () => UnpaidBookings | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function createBookingPayments(deps: BookingPaymentsDeps) {
  const { db, repo, provider, accounts, now } = deps;
  const steps = createPaymentSteps(deps);
  const { customerOf, releaseSlot, applyPayment, settleOne } = steps;

  async function doctorAccountId(doctorId: string): Promise<string> {
    const account = await accounts.ensure(doctorId);
    if (!(account.chargesEnabled && account.payoutsEnabled)) {
      throw conflict('This doctor cannot take card payments at the moment.');
    }
    return account.externalId;
  }

  async function applySetup(
    row: BookingPaymentRow,
    s: ProviderCardSetup,
  ): Promise<BookingPaymentRow> {
    const card = s.card ? { cardBrand: s.card.brand, cardLast4: s.card.last4 } : {};
    const base = {
      setupId: s.id,
      clientSecret: s.clientSecret,
      paymentMethod: s.paymentMethod,
      ...card,
    };
    if (s.status === 'declined') {
      const failed = await repo.updatePayment(
        row.bookingId,
        { ...base, state: 'failed', lastError: s.declineMessage },
        db,
        UNPAID,
      );
      await releaseSlot(row.bookingId);
      return failed ?? row;
    }
    const state = s.status === 'saved' ? 'scheduled' : 'requires_action';
    // A saved card has no payment yet: the hold made nearer the time is the booking's first
    // (an earlier refused one is not read back for it).
    const change = {
      ...base,
      state,
      lastError: null,
      ...(state === 'scheduled' ? { intentId: null } : {}),
    };
    return (await repo.updatePayment(row.bookingId, change, db, UNPAID)) ?? row;
  }

  return {
    /** Price 0 always; a paid type only with the doctor's account Completed. */
    async canTake(doctorId: string, pricePence: number, tx: Db): Promise<boolean> {
      return pricePence === 0 || accounts.isCompleted(doctorId, tx);
    },

    /** In booking/create's transaction: a paid booking waits for its card. */
    async opened(
      tx: Db,
      booking: {
        id: string;
        doctorId: string;
        patientId: string;
        pricePence: number;
        startsAt: Date;
      },
    ): Promise<void> {
      if (booking.pricePence <= 0) return;
      await repo.insertPayment(
        {
          bookingId: booking.id,
          doctorId: booking.doctorId,
          patientId: booking.patientId,
          provider: provider.name,
          amount: booking.pricePence,
          currency: payments.CURRENCY,
          state: 'requires_card',
          startsAt: booking.startsAt,
          cardDeadline: new Date(now().getTime() + payments.CARD_WAIT_MINUTES * 60_000),
        },
        tx,
      );
    },

    /** In the status change's transaction: the payment state moves with the booking's status. */
    async statusChanged(
      tx: Db,
      change: {
        bookingId: string;
        from: AppointmentStatus;
        to: AppointmentStatus;
        actor: Actor;
        startsAt: Date;
        previousStartsAt?: Date;
      },
    ): Promise<void> {
      const row = await repo.paymentForUpdate(change.bookingId, tx);
      if (!row) return; // A free booking.
      await repo.updatePayment(change.bookingId, paymentChangeFor(row, change, now()), tx);
    },

    /** After commit: the provider calls the changes queued. Never throws. */
    async settle(bookingIds: string[]): Promise<void> {
      for (const id of bookingIds) await settleOne(id);
    },

    async summaries(
      bookingIds: string[],
      tx?: Db,
    ): Promise<Map<string, bookings.BookingPaymentSummary>> {
      const rows = await repo.payments(bookingIds, tx);
      return new Map(
        rows.map((r) => [
          r.bookingId,
          {
            status: r.state as State,
            amountPence: r.amount,
            last4: r.cardLast4,
            // Asked to pay again: why, and by when, for both people to read.
            ...(r.askedAgainAt && UNPAID.includes(r.state as State)
              ? { payBy: r.cardDeadline?.toISOString() ?? null, problem: r.lastError }
              : { payBy: null, problem: null }),
          },
        ]),
      );
    },

    /**
     * POST payment/source: the patient's card for their booking. Near appointments hold the
     * amount; those further ahead than a hold lasts save the card (decision 76). The same card
     * again after its extra step reads the outcome instead of paying twice.
     */
    async attachSource(
      userId: string,
      body: payments.AttachSourceBody,
    ): Promise<payments.BookingPayment> {
      const row = await repo.payment(body.bookingId);
      if (!row || row.patientId !== userId) throw notFound('Booking');
      if (!UNPAID.includes(row.state as State)) {
        throw conflict(
          CLOSED.includes(row.state as State)
            ? 'This booking is closed.'
            : 'This booking is paid for already.',
        );
      }
      if (row.state === 'failed') {
        // A declined card released the booking at once (decision 76).
        throw conflict(
          'This booking was released when its card was declined. Please book the time again.',
        );
      }
      let result: ProviderPayment | ProviderCardSetup;
      let updated: BookingPaymentRow;
      if (row.state === 'requires_action' && row.paymentMethod === body.paymentMethod) {
        if (row.setupId) {
          result = await provider.getCardSetup(row.setupId);
          updated = await applySetup(row, result);
        } else {
          result = await provider.getPayment(row.intentId ?? '');
          updated = await applyPayment(row, result);
        }
      } else {
        await repo.updatePayment(row.bookingId, { paymentMethod: body.paymentMethod }, db, UNPAID);
        const customerId = await customerOf(userId);
        const destination = await doctorAccountId(row.doctorId);
        const farAhead = row.startsAt.getTime() - now().getTime() > payments.HOLD_AHEAD_DAYS * DAY;
        try {
          if (farAhead) {
            result = await provider.saveCard(
              { customerId, paymentMethod: body.paymentMethod, bookingId: row.bookingId },
              `${row.bookingId}:save:${body.paymentMethod}`,
            );
            updated = await applySetup(row, result);
          } else {
            result = await provider.authorise(
              {
                amount: row.amount,
                currency: row.currency,
                customerId,
                paymentMethod: body.paymentMethod,
                destinationAccountId: destination,
                bookingId: row.bookingId,
                description: `Appointment ${row.bookingId}`,
                offSession: false,
              },
              // Paying again after a hold lapsed is another payment: the same card must not get
              // the lapsed one's answer back.
              `${row.bookingId}:authorise:${body.paymentMethod}${row.intentId ? `:after:${row.intentId}` : ''}`,
            );
            updated = await applyPayment(row, result);
          }
        } catch (err) {
          if (err instanceof ProviderRefusal) throw new AppError(400, err.message, 'BAD_REQUEST');
          throw err;
        }
      }
      if (result.status === 'declined') {
        throw new AppError(402, payments.CARD_DECLINED_MESSAGE, 'CARD_DECLINED');
      }
      return toBookingPayment(updated);
    },

    /** The payment of a booking the caller is the patient or the doctor of. */
    async get(userId: string, bookingId: string): Promise<BookingPaymentRow> {
      const row = await repo.payment(bookingId);
      if (!row || (row.patientId !== userId && row.doctorId !== userId)) throw notFound('Booking');
      return row;
    },

    /**
     * Reads a payment's outcome from the provider again (after the extra step, or its webhook):
     * a card being paid with, a hold the provider let lapse, a queued step's payment.
     */
    async refresh(providerId: string): Promise<void> {
      const row = await repo.paymentByIntent(providerId);
      if (!row) return;
      if (row.pendingStep) return settleOne(row.bookingId);
      if (UNPAID.includes(row.state as State)) {
        if (row.setupId === providerId)
          await applySetup(row, await provider.getCardSetup(providerId));
        else await applyPayment(row, await provider.getPayment(providerId));
        return;
      }
      if (row.state === 'held' && row.intentId === providerId) {
        const p = await provider.getPayment(providerId);
        if (p.status === 'canceled') {
          await steps.askToPayAgain(row, LAPSED_MESSAGE, { intentId: p.id });
        }
      }
    },

    /**
     * The periodic sweep (every process runs it; rows are claimed, calls carry their keys):
     * queued steps a crash or a provider failure left, unpaid bookings past their wait, saved
     * cards whose appointment is now near enough to hold the amount, and holds about to lapse.
     */
    async sweep(): Promise<void> {
      const at = now();
      for (const id of await repo.pendingSteps(new Date(at.getTime() - 60_000), 50))
        await settleOne(id);
      for (const id of await repo.unpaidPastDeadline(at, 50)) await releaseSlot(id);
      const holdFrom = new Date(at.getTime() + payments.HOLD_AHEAD_DAYS * DAY);
      for (const id of await repo.claimDueHolds(holdFrom, 50)) await settleOne(id);
      const lapsingBy = new Date(at.getTime() + RENEW_BEFORE_MS);
      for (const id of await repo.queueLapsingHolds(lapsingBy, 50)) await settleOne(id);
    },
  };
}

export type BookingPaymentsService = ReturnType<typeof createBookingPayments>;
