import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Real e-mail through nodemailer: SMTP when `smtpUrl` is set, otherwise a development outbox
 * that writes each message as an .eml file and logs it, so links can be followed locally.
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
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      mkdirSync(opts.outboxDir, { recursive: true });
      const safe = m.to.replace(/[^\w.@-]/g, '_');
      const file = join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safe}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      const link = m.text.match(/https?:\/\/\S+/)?.[0];
      opts.log.info({ to: m.to, subject: m.subject, file, link }, 'e-mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
