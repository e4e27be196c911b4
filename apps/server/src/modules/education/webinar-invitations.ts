import type { FastifyBaseLogger } from 'fastify';
import { eventIcs, icsAttachment, type IcsEvent, type Mailbox } from '../../infra/ics';
import { createNotify, type Mailer } from '../../infra/mail';
import { webinarCancelledMail, webinarRegisteredMail } from './emails';
import type { WebinarsRepository } from './webinars.repository';

/**
 * A webinar's calendar UID for one person: their invitations, the file they download from the
 * webinar's page and the one Home's upcoming list gives them are one event in their calendar.
 */
export const invitationUid = (webinarId: string, userId: string) =>
  `webinar-${webinarId}-${userId}`;

/**
 * The e-mails of a registration, sent after it committed: a confirmation carrying the calendar
 * invitation, and a cancellation carrying the calendar's cancellation. The UID is the webinar's
 * and the person's, the same for both; SEQUENCE is the webinar's (raised by each edit) plus the
 * invitations sent to the person so far, so each one is newer than the last to their calendar.
 */
export function createWebinarInvitations(deps: {
  repo: Pick<WebinarsRepository, 'nextInvitationNumber' | 'invitee'>;
  mailer?: Mailer | undefined;
  log?: FastifyBaseLogger | undefined;
  /** The portal's sending address: the invitations' organiser. */
  organiser: Mailbox;
  host: string;
  publicUrl: string;
  now: () => Date;
}) {
  const { repo } = deps;
  const notify = deps.mailer ? createNotify(deps.mailer, deps.log) : undefined;

  /**
   * Numbers the invitation before the answer (so a quick registration and cancellation are
   * numbered in their order), then sends it in the background.
   */
  async function send(
    method: 'REQUEST' | 'CANCEL',
    event: IcsEvent,
    userId: string,
    backPath: string,
  ) {
    if (!notify) return;
    const sequence = event.sequence + (await repo.nextInvitationNumber(event.id, userId));
    notify(method === 'REQUEST' ? 'webinar registration' : 'webinar cancellation', async () => {
      const person = await repo.invitee(userId);
      if (!person) return null;
      const ics = eventIcs(
        {
          ...event,
          id: invitationUid(event.id, userId),
          sequence,
          // DTSTAMP: when this invitation was made, which orders two of the same SEQUENCE.
          updatedAt: deps.now(),
        },
        {
          host: deps.host,
          appUrl: deps.publicUrl,
          name: 'Pharma Portal webinars',
          backPath,
          method,
          invitation: {
            organiser: deps.organiser,
            attendee: { name: `${person.firstName} ${person.lastName}`, email: person.email },
          },
        },
      );
      const file = icsAttachment(event.title, ics, method);
      const pageUrl = `${deps.publicUrl}${backPath}`;
      return method === 'REQUEST'
        ? webinarRegisteredMail(person, event, pageUrl, file)
        : webinarCancelledMail(person, event, pageUrl, file);
    });
  }

  return {
    registered: (event: IcsEvent, userId: string, backPath: string) =>
      send('REQUEST', event, userId, backPath),
    cancelled: (event: IcsEvent, userId: string, backPath: string) =>
      send('CANCEL', event, userId, backPath),
  };
}
