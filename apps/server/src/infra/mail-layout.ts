import { londonClock, longDayDateTime } from '@portal/contract';
import type { MailMessage } from './mail';

// The one layout every e-mail of the portal is written in (auth's notices, bookings, receipts,
// webinars, contact us): a greeting, paragraphs, an optional list of details and link, and the
// sign-off, as plain text and its HTML twin, so no module writes its own markup.

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** When, as a UK reader reads it: 'Sunday 29 November 2026, 15:40 (UK time)'. */
export const ukTime = (at: Date) => `${longDayDateTime(londonClock(at))} (UK time)`;

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Integer pence as a UK reader reads money: '£45.00'. */
export const formatPence = (pence: number) => pounds.format(pence / 100);

export interface PortalMail {
  to: string;
  subject: string;
  /** 'Dear Sam,' */
  greeting: string;
  /** Paragraphs, in order. */
  lines: string[];
  /** Labelled facts after the paragraphs (a receipt's amount, card, appointment). */
  details?: [label: string, value: string][];
  link?: { url: string; label: string };
  attachments?: MailMessage['attachments'];
}

/** An e-mail in the portal's layout; every part of the text is escaped in the HTML. */
export function portalMail(m: PortalMail): MailMessage {
  const details = m.details ?? [];
  const text = [
    m.greeting,
    '',
    ...m.lines.flatMap((l) => [l, '']),
    ...(details.length ? [...details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(m.link ? [`${m.link.label}: ${m.link.url}`, ''] : []),
    'Pharma Portal',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.greeting)}</p>`,
    ...m.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    details.length
      ? `<table>${details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`
      : '',
    m.link ? `<p><a href="${escapeHtml(m.link.url)}">${escapeHtml(m.link.label)}</a></p>` : '',
    '<p>Pharma Portal</p>',
  ].join('');
  return {
    to: m.to,
    subject: m.subject,
    text,
    html,
    ...(m.attachments ? { attachments: m.attachments } : {}),
  };
}
