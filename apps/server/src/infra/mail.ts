import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message, e.g. an appointment's calendar file. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

/** The name and address of a From line such as 'Pharma Portal <no-reply@example.org>'. */
export function mailboxOf(from: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || m[2]!, email: m[2]! } : { name: from.trim(), email: from.trim() };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends e-mails composed after the answer, without holding the answer up: `compose` reads what
 * it needs and gives the messages (none: nothing to send); a failure is logged as `what`.
 */
export function createNotify(mailer: Mailer, log?: FastifyBaseLogger) {
  return (what: string, compose: () => Promise<MailMessage | MailMessage[] | null>) => {
    compose()
      .then(async (m) => {
        for (const message of m ? [m].flat() : []) await mailer.send(message);
      })
      .catch((err: unknown) => log?.warn({ err }, `${what} e-mail failed`));
  };
}

/**
 * Real e-mail through nodemailer: SMTP when `smtpUrl` is set, otherwise a development outbox
 * that writes each message as an .eml file and a plain .txt copy, and logs its link in one line,
 * so links can be followed locally.
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // Two e-mails to one address in the same millisecond (a status change and its receipt) had
  // one file name, and the second overwrote the first: a count keeps them apart, in order.
  let written = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      mkdirSync(opts.outboxDir, { recursive: true });
      const safe = m.to.replace(/[^\w.@-]/g, '_');
      const at = new Date().toISOString().replace(/[:.]/g, '-');
      written += 1;
      const base = join(opts.outboxDir, `${at}-${String(written).padStart(6, '0')}-${safe}`);
      const file = `${base}.eml`;
      writeFileSync(file, info.message as Buffer);
      // The .eml encodes long lines (quoted-printable): a plain copy lets links be copied as they are.
      writeFileSync(`${base}.txt`, `To: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`);
      const link = m.text.match(/https?:\/\/\S+/)?.[0];
      opts.log.info(
        { to: m.to, subject: m.subject, file: `${base}.txt`, link },
        `e-mail to ${m.to}: ${link ?? m.subject}`,
      );
    },
    close: () => transport.close(),
  };
}

/** The app's mailer as the configuration sets it: SMTP_URL, else the outbox in DATA_DIR. */
export const mailerFor = (
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string },
  log: FastifyBaseLogger,
) =>
  createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, 'outbox'),
    log,
  });
