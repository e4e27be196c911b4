import type { MailMessage } from '../../infra/mail';
import { formatPence, portalMail, ukTime } from '../../infra/mail-layout';
import type { BookingRecord } from './booking-records.repository';
import { londonSlot } from './slots';

// The e-mails of a booking, in the portal's one layout (infra/mail-layout.ts): its status
// changes, a payment to make again, and the patient's receipts.

type Person = { email: string; name: string };

const whenOf = (record: BookingRecord) => {
  const slot = londonSlot(record.startsAt, record.endsAt);
  return { ...slot, text: `on ${slot.date} at ${slot.starttime} (UK time)` };
};

/** To one side of a booking: its status is now `status`, with the calendar file if any. */
export function statusChangedMail(
  to: Person & { id: string },
  record: BookingRecord,
  status: string,
  listUrl: string,
  attachments?: MailMessage['attachments'],
): MailMessage {
  const when = whenOf(record);
  const other = to.id === record.doctorId ? record.patient.name : record.doctor.name;
  return portalMail({
    to: to.email,
    subject: `Appointment ${status}: ${when.date} at ${when.starttime}`,
    greeting: `Hello ${to.name},`,
    lines: [`Your appointment "${record.typeName}" with ${other} ${when.text} is now: ${status}.`],
    link: { label: 'See it in Bookings', url: listUrl },
    ...(attachments ? { attachments } : {}),
  });
}

/** To the patient: the payment did not go through; pay on the booking's page by `payBy`. */
export function payAgainPatientMail(
  to: Person,
  record: BookingRecord,
  notice: { reason: string; payBy: Date },
  payUrl: string,
): MailMessage {
  const when = whenOf(record);
  const by = londonSlot(notice.payBy, notice.payBy);
  return portalMail({
    to: to.email,
    subject: `Please pay again for your appointment on ${when.date} at ${when.starttime}`,
    greeting: `Hello ${to.name},`,
    lines: [
      `The payment for your appointment "${record.typeName}" with ${record.doctor.name} ${when.text} did not go through: ${notice.reason}`,
      `Please pay by card on the appointment's page by ${by.date} at ${by.starttime} (UK time), or the appointment will be released.`,
    ],
    link: { label: 'Pay for the appointment', url: payUrl },
  });
}

/** To the doctor: the patient's payment did not go through and they have been asked again. */
export function payAgainDoctorMail(
  to: Person,
  record: BookingRecord,
  notice: { reason: string; payBy: Date },
  listUrl: string,
): MailMessage {
  const when = whenOf(record);
  const by = londonSlot(notice.payBy, notice.payBy);
  return portalMail({
    to: to.email,
    subject: `Payment needed for an appointment on ${when.date} at ${when.starttime}`,
    greeting: `Hello ${to.name},`,
    lines: [
      `The payment of ${record.patient.name} for "${record.typeName}" ${when.text} did not go through: ${notice.reason}`,
      `We have asked them to pay again by ${by.date} at ${by.starttime} (UK time); if they do not, the appointment will be released.`,
    ],
    link: { label: 'See it in Bookings', url: listUrl },
  });
}

/** What a receipt tells: money taken or given back, in pence, and the card it was on. */
export interface ReceiptFacts {
  paid: number;
  refunded: number;
  capturedAmount: number;
  refundedAmount: number;
  feeAmount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

const cardOf = (r: ReceiptFacts) =>
  r.cardLast4
    ? `${r.cardBrand ? `${r.cardBrand[0]!.toUpperCase()}${r.cardBrand.slice(1)} ` : 'Card '}ending ${r.cardLast4}`
    : 'Your card';

/**
 * The patient's receipts for money moved on a booking: one for a payment taken and one for a
 * refund (both when a step did both), each with the amount, the card and the appointment.
 */
export function receiptMails(
  to: Person,
  record: BookingRecord,
  r: ReceiptFacts,
  listUrl: string,
): MailMessage[] {
  const booking: [string, string][] = [
    ['Appointment', record.typeName],
    ['With', record.doctor.name],
    ['When', ukTime(record.startsAt)],
    ['Booking reference', record.id],
  ];
  const card = cardOf(r);
  const mails: MailMessage[] = [];
  const feeOnly = r.feeAmount > 0 && r.capturedAmount - r.refundedAmount <= r.feeAmount;
  if (r.paid > 0) {
    mails.push(
      portalMail({
        to: to.email,
        subject: `Receipt for your payment of ${formatPence(r.paid)}`,
        greeting: `Hello ${to.name},`,
        lines: [
          feeOnly
            ? `We have charged the cancellation fee of your appointment with ${record.doctor.name}.`
            : `Thank you: we have taken the payment for your appointment with ${record.doctor.name}.`,
        ],
        details: [['Amount paid', formatPence(r.paid)], ['Card', card], ...booking],
        link: { label: 'See it in Bookings', url: listUrl },
      }),
    );
  }
  if (r.refunded > 0) {
    const kept = r.capturedAmount - r.refundedAmount;
    mails.push(
      portalMail({
        to: to.email,
        subject: `Receipt for your refund of ${formatPence(r.refunded)}`,
        greeting: `Hello ${to.name},`,
        lines: [
          `We have refunded ${formatPence(r.refunded)} for your appointment with ${record.doctor.name} to the card you paid with. It usually reaches your account within 5 to 10 working days.`,
          ...(kept > 0
            ? [
                `${formatPence(kept)} was kept as the cancellation fee, under the cancellation policy.`,
              ]
            : []),
        ],
        details: [
          ['Amount refunded', formatPence(r.refunded)],
          ['Card', card],
          ['Paid in all', formatPence(r.capturedAmount)],
          ['Refunded in all', formatPence(r.refundedAmount)],
          ...booking,
        ],
        link: { label: 'See it in Bookings', url: listUrl },
      }),
    );
  }
  return mails;
}
