import { education } from '@portal/contract';
import type { MailMessage } from '../../infra/mail';
import { portalMail, ukTime } from '../../infra/mail-layout';

// A webinar's e-mails to the person who registered, in the portal's one layout
// (infra/mail-layout.ts); each carries its calendar invitation or cancellation.

interface Person {
  email: string;
  firstName: string;
}
interface Webinar {
  title: string;
  startsAt: Date;
  endsAt: Date;
}
type Attachment = NonNullable<MailMessage['attachments']>[number];

/** The registration's confirmation, with the calendar invitation (METHOD:REQUEST). */
export function webinarRegisteredMail(
  to: Person,
  w: Webinar,
  pageUrl: string,
  invitation: Attachment,
): MailMessage {
  return portalMail({
    to: to.email,
    subject: `You are registered: ${w.title}`,
    greeting: `Dear ${to.firstName},`,
    lines: [
      `You are registered for the webinar "${w.title}" on ${ukTime(w.startsAt)}.`,
      `The calendar invitation is attached. The link to join appears on the webinar's page ${education.WEBINAR_JOIN_OPENS_MINUTES} minutes before the start.`,
    ],
    details: [
      ['Starts', ukTime(w.startsAt)],
      ['Ends', ukTime(w.endsAt)],
    ],
    link: { label: 'See the webinar', url: pageUrl },
    attachments: [invitation],
  });
}

/** The registration's cancellation, with the calendar's cancellation (METHOD:CANCEL). */
export function webinarCancelledMail(
  to: Person,
  w: Webinar,
  pageUrl: string,
  cancellation: Attachment,
): MailMessage {
  return portalMail({
    to: to.email,
    subject: `Registration cancelled: ${w.title}`,
    greeting: `Dear ${to.firstName},`,
    lines: [
      `Your registration for the webinar "${w.title}" on ${ukTime(w.startsAt)} is cancelled, and your seat is free for someone else. The attached cancellation takes it out of your calendar.`,
      'You can register again on the webinar’s page while seats are left.',
    ],
    link: { label: 'See the webinar', url: pageUrl },
    attachments: [cancellation],
  });
}
