import type { MailMessage } from '../../infra/mail';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function message(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  link: { url: string; label: string },
): MailMessage {
  const text = [greeting, '', ...lines, '', `${link.label}: ${link.url}`, '', 'Pharma Portal'].join(
    '\n',
  );
  const html = `<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(link.url)}">${escape(link.label)}</a></p><p>Pharma Portal</p>`;
  return { to, subject, text, html };
}

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
