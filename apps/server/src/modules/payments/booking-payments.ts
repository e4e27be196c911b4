// A booking's money (decision 76), behind the bookings module's `BookingPayments` seam (wired in
// app.ts; this module imports no other). Inside the bookings transaction only rows change: the
// payment state is written with the booking's status, and the provider call it needs is queued
// (`pendingStep`). `settle` runs the queued calls after commit, each with an idempotency key made
// of the booking and the step, so a retry never holds, charges or refunds twice. A rejection
// releases or refunds; nothing is captured after one.

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
import type {
  BookingPaymentChange,
  BookingPaymentRow,
  PaymentsRepository,
} from './payments.repository';

const DAY = 86_400_000;

/** What the payments module needs from bookings: to free the slot of a booking nobody paid for. */
export interface UnpaidBookings {
  /** Rejects the booking by the system (its payment stays as it is: failed or unpaid). */
  release(bookingId: string): Promise<void>;
}

export interface BookingPaymentsDeps {
  db: Db;
  repo: PaymentsRepository;
  provider: PaymentProvider;
  accounts: AccountsService;
  /** Bookings' release of an unpaid booking; a function, as bookings is built after payments. */
  unpaid: () => UnpaidBookings | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function createBookingPayments(deps: BookingPaymentsDeps) {
  const { db, repo, provider, accounts, log, now } = deps;

  async function customerOf(patientId: string): Promise<string> {
    const known = await repo.customer(patientId);
    if (known) return known;
    const made = await provider.createCustomer({ userId: patientId }, `customer:${patientId}`);
    return repo.insertCustomer(patientId, provider.name, made.id);
  }

  async function doctorAccountId(doctorId: string): Promise<string> {
    const account = await accounts.ensure(doctorId);
    if (!(account.chargesEnabled && account.payoutsEnabled)) {
      throw conflict('This doctor cannot take card payments at the moment.');
    }
    return account.externalId;
  }

  /** Frees the slot of a booking whose card failed or never came; logs, never throws. */
  async function releaseSlot(bookingId: string): Promise<void> {
    try {
      await deps.unpaid()?.release(bookingId);
    } catch (err) {
      log.warn({ err, bookingId }, 'releasing an unpaid booking failed; the sweep retries');
    }
  }

  /** Writes what the provider said of the booking's payment; a decline frees the slot. */
  async function applyPayment(
    row: BookingPaymentRow,
    p: ProviderPayment,
  ): Promise<BookingPaymentRow> {
    const card = p.card ? { cardBrand: p.card.brand, cardLast4: p.card.last4 } : {};
    const base = { intentId: p.id, clientSecret: p.clientSecret, ...card };
    if (p.status === 'declined') {
      const failed = await repo.updatePayment(
        row.bookingId,
        { ...base, state: 'failed', lastError: p.declineMessage },
        db,
        UNPAID,
      );
      await releaseSlot(row.bookingId);
      return failed ?? row;
    }
    if (p.status === 'requires_action') {
      return (
        (await repo.updatePayment(
          row.bookingId,
          { ...base, state: 'requires_action' },
          db,
          UNPAID,
        )) ?? row
      );
    }
    if (p.status === 'held') {
      // Approved while the card was saved (an appointment far ahead): charge it at once.
      const next: BookingPaymentChange = row.approved
        ? { ...base, state: 'captured', pendingStep: 'capture', pendingAmount: row.amount }
        : { ...base, state: 'held' };
      const held = await repo.updatePayment(row.bookingId, { ...next, lastError: null }, db, [
        ...UNPAID,
        'scheduled',
      ]);
      if (held?.pendingStep) await settleOne(row.bookingId);
      return (await repo.payment(row.bookingId)) ?? row;
    }
    return row;
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
    return (
      (await repo.updatePayment(row.bookingId, { ...base, state, lastError: null }, db, UNPAID)) ??
      row
    );
  }

  /** Runs the provider call a row has queued; records a failure for the sweep to retry. */
  async function settleOne(bookingId: string): Promise<void> {
    const row = await repo.payment(bookingId);
    if (!row?.pendingStep) return;
    const step = row.pendingStep;
    try {
      if (step === 'authorise') {
        // A saved card, nearer the time: hold the amount with the patient away.
        const p = await provider.authorise(
          {
            amount: row.amount,
            currency: row.currency,
            customerId: await customerOf(row.patientId),
            paymentMethod: row.paymentMethod ?? '',
            destinationAccountId: (await accounts.ensure(row.doctorId)).externalId,
            bookingId,
            description: `Appointment ${bookingId}`,
            offSession: true,
          },
          `${bookingId}:authorise-saved`,
        );
        await repo.updatePayment(bookingId, { pendingStep: null, pendingAmount: null });
        await applyPayment({ ...row, pendingStep: null }, p);
        return;
      }
      if (!row.intentId) {
        await repo.updatePayment(bookingId, { pendingStep: null, pendingAmount: null });
        return;
      }
      let p: ProviderPayment;
      if (step === 'capture') {
        const intended = row.pendingAmount ?? row.amount;
        p = await provider.capture(row.intentId, intended, `${bookingId}:capture`);
        // A cancellation that came while this charge was on its way keeps the fee only.
        if (p.amountCaptured > intended) {
          p = await provider.refund(
            row.intentId,
            p.amountCaptured - intended,
            `${bookingId}:refund`,
          );
        }
      } else if (step === 'refund') {
        p = await provider.refund(row.intentId, row.pendingAmount ?? 0, `${bookingId}:refund`);
      } else {
        p = await provider.cancel(row.intentId, `${bookingId}:cancel`);
      }
      await repo.updatePayment(bookingId, {
        pendingStep: null,
        pendingAmount: null,
        capturedAmount: p.amountCaptured,
        refundedAmount: p.amountRefunded,
        lastError: null,
      });
    } catch (err) {
      await repo.updatePayment(bookingId, {
        attempts: row.attempts + 1,
        lastError: err instanceof Error ? err.message : String(err),
      });
      log.warn({ err, bookingId, step }, 'a payment step failed; the sweep retries it');
    }
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
          { status: r.state as State, amountPence: r.amount, last4: r.cardLast4 },
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
      let updated: BookingPaymentRow;
      if (row.state === 'requires_action' && row.paymentMethod === body.paymentMethod) {
        updated = row.setupId
          ? await applySetup(row, await provider.getCardSetup(row.setupId))
          : await applyPayment(row, await provider.getPayment(row.intentId ?? ''));
      } else {
        await repo.updatePayment(row.bookingId, { paymentMethod: body.paymentMethod }, db, UNPAID);
        const customerId = await customerOf(userId);
        const destination = await doctorAccountId(row.doctorId);
        const farAhead = row.startsAt.getTime() - now().getTime() > payments.HOLD_AHEAD_DAYS * DAY;
        try {
          updated = farAhead
            ? await applySetup(
                row,
                await provider.saveCard(
                  { customerId, paymentMethod: body.paymentMethod, bookingId: row.bookingId },
                  `${row.bookingId}:save:${body.paymentMethod}`,
                ),
              )
            : await applyPayment(
                row,
                await provider.authorise(
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
                  `${row.bookingId}:authorise:${body.paymentMethod}`,
                ),
              );
        } catch (err) {
          if (err instanceof ProviderRefusal) throw new AppError(400, err.message, 'BAD_REQUEST');
          throw err;
        }
      }
      if (updated.state === 'failed') {
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

    /** Reads a payment's outcome from the provider again (after the extra step, or its webhook). */
    async refresh(providerId: string): Promise<void> {
      const row = await repo.paymentByIntent(providerId);
      if (!row || !UNPAID.includes(row.state as State)) return;
      if (row.setupId === providerId)
        await applySetup(row, await provider.getCardSetup(providerId));
      else await applyPayment(row, await provider.getPayment(providerId));
    },

    /**
     * The periodic sweep (every process runs it; rows are claimed, calls carry their keys):
     * queued steps a crash or a provider failure left, unpaid bookings past their wait, and saved
     * cards whose appointment is now near enough to hold the amount.
     */
    async sweep(): Promise<void> {
      const at = now();
      for (const id of await repo.pendingSteps(new Date(at.getTime() - 60_000), 50))
        await settleOne(id);
      for (const id of await repo.unpaidPastDeadline(at, 50)) await releaseSlot(id);
      const holdFrom = new Date(at.getTime() + payments.HOLD_AHEAD_DAYS * DAY);
      for (const id of await repo.claimDueHolds(holdFrom, 50)) await settleOne(id);
    },
  };
}

export type BookingPaymentsService = ReturnType<typeof createBookingPayments>;
