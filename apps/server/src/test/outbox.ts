import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * The plain copies (`To:`, `Subject:`, a blank line, the text) of the e-mails the file outbox
 * (no SMTP_URL) holds for `to`, oldest first.
 */
export function outboxTextsTo(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'outbox');
  const safe = to.replace(/[^\w.@-]/g, '_');
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.txt') && f.includes(safe))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The one e-mail to `to` with `subject`, once it has been sent (mail goes after the answer). */
export async function mailedTo(dataDir: string, to: string, subject: string): Promise<string> {
  const found = () => outboxTextsTo(dataDir, to).filter((m) => m.includes(`Subject: ${subject}\n`));
  await expect.poll(() => found().length, { timeout: 5000 }).toBe(1);
  return found()[0]!;
}
