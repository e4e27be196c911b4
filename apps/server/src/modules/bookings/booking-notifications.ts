import type { FastifyBaseLogger } from 'fastify';
import {
  bookings as contractValues,
  SOCKET_EVENTS,
  type AppointmentStatus,
  type BookingChangedEvent,
} from '@portal/contract';
import { eventIcs, icsFileName } from '../../infra/ics';
import type { Mailer } from '../../infra/mail';
import type { RealtimePort } from '../../realtime/socket-server';
import type { BookingActorKind } from './booking-payments.port';
import type { BookingsRepository } from './bookings.repository';
import { londonSlot } from './slots';

const TIME_ZONE = contractValues.BOOKING_TIME_ZONE;

/** An e-mail's plain text and its HTML twin. */
const bodyOf = (text: string) => ({
  text,
  html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
});

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
    const slot = londonSlot(record.startsAt, record.endsAt);
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
    const link = `${deps.publicUrl}/appointment/list`;
    for (const uid of to) {
      const c = contacts.get(uid);
      if (!c) continue;
      const other = uid === record.doctorId ? record.patient.name : record.doctor.name;
      const text = `Hello ${c.name},\n\nYour appointment "${record.typeName}" with ${other} on ${slot.date} at ${slot.starttime} (UK time) is now: ${change.to}.\n\nSee it in Bookings: ${link}\n`;
      try {
        await deps.mailer.send({
          to: c.email,
          subject: `Appointment ${change.to}: ${slot.date} at ${slot.starttime}`,
          ...bodyOf(text),
          ...(ics
            ? {
                attachments: [
                  {
                    filename: icsFileName(record.typeName),
                    content: ics,
                    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
                  },
                ],
              }
            : {}),
        });
      } catch (err) {
        deps.log?.warn({ err, bookingId: id }, 'booking e-mail failed');
      }
    }
  };
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
    const slot = londonSlot(record.startsAt, record.endsAt);
    const by = londonSlot(notice.payBy, notice.payBy);
    const when = `on ${slot.date} at ${slot.starttime} (UK time)`;
    const mails = [
      {
        uid: record.patientId,
        subject: `Please pay again for your appointment on ${slot.date} at ${slot.starttime}`,
        text: (name: string) =>
          `Hello ${name},\n\nThe payment for your appointment "${record.typeName}" with ${record.doctor.name} ${when} did not go through: ${notice.reason}\n\nPlease pay by card on the appointment's page by ${by.date} at ${by.starttime} (UK time), or the appointment will be released: ${deps.publicUrl}/appointment/book/${record.doctorId}?booking=${id}\n`,
      },
      {
        uid: record.doctorId,
        subject: `Payment needed for an appointment on ${slot.date} at ${slot.starttime}`,
        text: (name: string) =>
          `Hello ${name},\n\nThe payment of ${record.patient.name} for "${record.typeName}" ${when} did not go through: ${notice.reason}\n\nWe have asked them to pay again by ${by.date} at ${by.starttime} (UK time); if they do not, the appointment will be released.\n\nSee it in Bookings: ${deps.publicUrl}/appointment/list\n`,
      },
    ];
    for (const mail of mails) {
      const c = contacts.get(mail.uid);
      if (!c) continue;
      try {
        await deps.mailer.send({
          to: c.email,
          subject: mail.subject,
          ...bodyOf(mail.text(c.name)),
        });
      } catch (err) {
        deps.log?.warn({ err, bookingId: id }, 'payment e-mail failed');
      }
    }
  };
}
