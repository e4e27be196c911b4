import type { ContactBody } from '@portal/contract';
import type { MailMessage } from '../../infra/mail';
import { portalMail, ukTime } from '../../infra/mail-layout';

// The contact form's e-mails, in the portal's one layout (infra/mail-layout.ts).

/** To whoever sent the form: we have it, and what they sent. */
export function contactAcknowledgement(body: ContactBody, portalUrl: string): MailMessage {
  return portalMail({
    to: body.email,
    subject: 'We have received your message',
    greeting: `Dear ${body.name},`,
    lines: [
      'Thank you for contacting Pharma Portal. We have received your message and will be in touch soon.',
      'If you did not send it, you can ignore this e-mail.',
    ],
    details: [
      ['Subject', body.subject],
      ['Message', body.message],
    ],
    link: { label: 'Pharma Portal', url: portalUrl },
  });
}

/** To an admin: a message came in, to handle in the review queue. */
export function contactNotice(
  to: string,
  body: ContactBody,
  at: Date,
  queueUrl: string,
): MailMessage {
  return portalMail({
    to,
    subject: `New contact message: ${body.subject}`,
    greeting: 'Hello,',
    lines: [`A message came through the contact form on ${ukTime(at)}.`],
    details: [
      ['From', body.name],
      ['E-mail', body.email],
      ...(body.phone ? [['Phone', body.phone] as [string, string]] : []),
      ['Subject', body.subject],
      ['Message', body.message],
    ],
    link: { label: 'Open the review queue', url: queueUrl },
  });
}
