import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mail';

const log = { info: () => undefined } as unknown as FastifyBaseLogger;

describe('the file outbox', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps two e-mails to one address sent in the same millisecond, in the order sent', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Portal <portal@example.test>', outboxDir, log });
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00.000Z'), toFake: ['Date'] });
    const mail = (subject: string) => ({
      to: 'pat@example.test',
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
    });
    await mailer.send(mail('Appointment Approved'));
    await mailer.send(mail('Receipt for your payment of £40.00'));
    const texts = readdirSync(outboxDir)
      .filter((f) => f.endsWith('-pat@example.test.txt'))
      .sort();
    expect(texts).toHaveLength(2);
    expect(readdirSync(outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(texts[0]).toMatch(/^2026-11-29T12-00-00-000Z-\d{6}-pat@example\.test\.txt$/);
    mailer.close();
  });
});
