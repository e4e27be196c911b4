import type { FastifyBaseLogger } from 'fastify';
import {
  bookings as contractValues,
  SOCKET_EVENTS,
  type AppointmentStatus,
  type BookingChangedEvent,
} from '@portal/contract';
import { eventIcs, icsAttachment } from '../../infra/ics';
import type { Mailer, MailMessage } from '../../infra/mail';
import type { RealtimePort } from '../../realtime/socket-server';
import type { BookingActorKind } from './booking-payments.port';
import type { BookingsRepository } from './bookings.repository';
import {
  payAgainDoctorMail,
  payAgainPatientMail,
  receiptMails,
  statusChangedMail,
  type ReceiptFacts,
} from './emails';

const TIME_ZONE = contractValues.BOOKING_TIME_ZONE;

interface NotifierDeps {
  repo: BookingsRepository;
  realtime?: RealtimePort | undefined;
  mailer?: Mailer | undefined;
  publicUrl: string;
  log?: FastifyBaseLogger | undefined;
}

/** The booking as it is now, after a live event to both people on it that it changed. */
async function announce(deps: NotifierDeps, id: string, actor: BookingActorKind) {
  const record = await deps.repo.findBooking(id);
  if (!record) return undefined;
  const event: BookingChangedEvent = {
    bookingId: id,
    status: record.status,
    version: record.version,
    actor,
  };
  deps.realtime?.toUsers([record.doctorId, record.patientId], SOCKET_EVENTS.bookingChanged, event);
  return record;
}

/**
 * What a booking's change means to the people on it, sent after the change committed: a live
 * event to both, and an e-mail to the other side of whoever acted (both when the system or an
 * admin acted), with the calendar file once approved and its cancellation once rejected.
 */
export function createBookingNotifier(deps: NotifierDeps) {
  const host = new URL(deps.publicUrl).host;
  const { repo } = deps;
  return async (
    id: string,
    change: { from: AppointmentStatus | null; to: AppointmentStatus; actor: BookingActorKind },
    actorId: string | null,
  ) => {
    const record = await announce(deps, id, change.actor);
    if (!record) return;
    if (!deps.mailer) return;
    // The other side of whoever acted; both when the system or an admin acted.
    const to = [record.doctorId, record.patientId].filter((uid) => uid !== actorId);
    const contacts = await repo.contacts(to);
    const approved = change.to === 'Approved' || change.to === 'Rescheduled Approved';
    const cancelled = change.to.startsWith('Rejected') && change.from !== 'Pending Approval';
    const ics =
      approved || cancelled
        ? eventIcs(
            {
              id: `booking-${record.id}`,
              sequence: record.icsSequence + (cancelled ? 1 : 0),
              title: `${record.typeName}: ${record.doctor.name} and ${record.patient.name}`,
              description: `Appointment booked through Pharma Portal.`,
              organiser: record.doctor.name,
              startsAt: record.startsAt,
              endsAt: record.endsAt,
              timeZone: TIME_ZONE,
              updatedAt: record.updatedAt,
              location: null,
              onlineUrl: null,
            },
            {
              host,
              appUrl: deps.publicUrl,
              name: 'Pharma Portal appointments',
              backPath: '/appointment/list',
              method: cancelled ? 'CANCEL' : 'REQUEST',
            },
          )
        : null;
    const attachments = ics
      ? [icsAttachment(record.typeName, ics, cancelled ? 'CANCEL' : 'REQUEST')]
      : undefined;
    const link = `${deps.publicUrl}/appointment/list`;
    await sendAll(
      deps,
      id,
      'booking',
      to.flatMap((uid) => {
        const c = contacts.get(uid);
        return c
          ? [statusChangedMail({ ...c, id: uid }, record, change.to, link, attachments)]
          : [];
      }),
    );
  };
}

/** Sends each e-mail; one that fails is logged and the others still go. */
async function sendAll(deps: NotifierDeps, bookingId: string, what: string, mails: MailMessage[]) {
  for (const mail of mails) {
    try {
      await deps.mailer?.send(mail);
    } catch (err) {
      deps.log?.warn({ err, bookingId }, `${what} e-mail failed`);
    }
  }
}

/**
 * A paid booking whose money needs the patient again (the hold on their card lapsed, or their
 * saved card was refused with them away): both see it live; the patient is asked by e-mail to pay
 * on the booking's page before `payBy`, and the doctor is told the booking is released if not.
 */
export function createPayAgainNotifier(deps: NotifierDeps) {
  const { repo } = deps;
  return async (id: string, notice: { reason: string; payBy: Date }) => {
    const record = await announce(deps, id, 'system');
    if (!record) return;
    if (!deps.mailer) return;
    const contacts = await repo.contacts([record.patientId, record.doctorId]);
    const patient = contacts.get(record.patientId);
    const doctor = contacts.get(record.doctorId);
    const payUrl = `${deps.publicUrl}/appointment/book/${record.doctorId}?booking=${id}`;
    await sendAll(deps, id, 'payment', [
      ...(patient ? [payAgainPatientMail(patient, record, notice, payUrl)] : []),
      ...(doctor
        ? [payAgainDoctorMail(doctor, record, notice, `${deps.publicUrl}/appointment/list`)]
        : []),
    ]);
  };
}

/**
 * Money taken or given back on a booking (payments claims each change once): the patient gets
 * a receipt for it, with the amount, the card and the appointment.
 */
export function createReceiptNotifier(deps: NotifierDeps) {
  const { repo } = deps;
  return async (id: string, facts: ReceiptFacts) => {
    if (!deps.mailer) return;
    const record = await repo.findBooking(id);
    if (!record) return;
    const patient = (await repo.contacts([record.patientId])).get(record.patientId);
    if (!patient) return;
    await sendAll(
      deps,
      id,
      'receipt',
      receiptMails(patient, record, facts, `${deps.publicUrl}/appointment/list`),
    );
  };
}
