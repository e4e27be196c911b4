import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { expect } from 'vitest';

const filesTo = (dataDir: string, to: string, ext: '.txt' | '.eml') => {
  const dir = join(dataDir, 'outbox');
  const safe = to.replace(/[^\w.@-]/g, '_');
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith(`-${safe}${ext}`))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
};

/**
 * The plain copies (`To:`, `Subject:`, a blank line, the text) of the e-mails the file outbox
 * (no SMTP_URL) holds for `to`, oldest first.
 */
export function outboxTextsTo(dataDir: string, to: string): string[] {
  return filesTo(dataDir, to, '.txt');
}

/** How many e-mails to `to` with `subject` the outbox holds now. */
export const mailCount = (dataDir: string, to: string, subject: string) =>
  outboxTextsTo(dataDir, to).filter((m) => m.includes(`Subject: ${subject}\n`)).length;

/** How long a test waits for an e-mail, which goes after the answer (seconds on a loaded machine). */
export const MAIL_WAIT_MS = 15_000;

/** The one e-mail to `to` with `subject`, once it has been sent (mail goes after the answer). */
export async function mailedTo(dataDir: string, to: string, subject: string): Promise<string> {
  const found = () => outboxTextsTo(dataDir, to).filter((m) => m.includes(`Subject: ${subject}\n`));
  await expect.poll(() => found().length, { timeout: MAIL_WAIT_MS }).toBe(1);
  return found()[0]!;
}

/** An e-mail as its reader's program reads it: the parts decoded, attachments as text. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; method?: string; content: string }[];
}

/**
 * The one e-mail to `to` with `subject` (the .eml the outbox wrote, parsed as a mail program
 * would), once it has been sent.
 */
export async function mailRead(dataDir: string, to: string, subject: string): Promise<ReadMail> {
  await mailedTo(dataDir, to, subject);
  const parsed = await Promise.all(
    filesTo(dataDir, to, '.eml').map((raw) =>
      PostalMime.parse(raw, { attachmentEncoding: 'utf8' }),
    ),
  );
  const m = parsed.find((p) => p.subject === subject);
  if (!m) throw new Error(`no .eml to ${to} with subject ${subject}`);
  return {
    subject: m.subject ?? '',
    text: m.text ?? '',
    html: m.html ?? '',
    attachments: m.attachments.map((a) => ({
      filename: a.filename ?? '',
      mimeType: a.mimeType,
      ...(a.method ? { method: a.method } : {}),
      content: String(a.content),
    })),
  };
}
