import type { MailMessage } from '../../infra/mail';
import { portalMail, ukTime } from '../../infra/mail-layout';

const message = (
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage => portalMail({ to, subject, greeting, lines, link });

export function verifyEmailMessage(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your e-mail address',
    `Dear ${firstName},`,
    [
      'Thank you for signing up to Pharma Portal. Please confirm your e-mail address to finish your registration. The link works once and expires in 48 hours.',
    ],
    { url, label: 'Confirm my e-mail address' },
  );
}

export function resetPasswordMessage(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Reset your password',
    `Dear ${firstName},`,
    [
      'We received a request to reset the password of your Pharma Portal account. The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

/** A notice that the account's password changed, with what to do if it was not them. */
export function passwordChangedMessage(
  to: string,
  firstName: string,
  at: Date,
  resetUrl: string,
): MailMessage {
  return message(
    to,
    'Your password was changed',
    `Dear ${firstName},`,
    [
      `The password of your Pharma Portal account was changed on ${ukTime(at)}. Every other device that was signed in has been signed out.`,
      'If this was not you, choose a new password now with the link below: it signs everyone else out again.',
    ],
    { url: resetUrl, label: 'Choose a new password' },
  );
}

/** A notice that the account was deleted, sent to its address before it is forgotten. */
export function accountDeletedMessage(
  to: string,
  firstName: string,
  at: Date,
  portalUrl: string,
): MailMessage {
  return message(
    to,
    'Your account was deleted',
    `Dear ${firstName},`,
    [
      `Your Pharma Portal account was deleted on ${ukTime(at)}. Your profile and personal details are gone, and this address can sign up again.`,
      'If you did not ask for this, reply to this e-mail and we will look into it.',
    ],
    { url: portalUrl, label: 'Pharma Portal' },
  );
}
