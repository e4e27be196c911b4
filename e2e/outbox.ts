import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { e2eServer } from './servers';

/**
 * What `find` finds in the newest e-mail to `to` in the outbox of this worker's server where it finds
 * anything, waiting up to `timeoutMs` for such an e-mail to arrive.
 */
async function fromOutbox<T>(
  to: string,
  find: (raw: string) => T | undefined,
  what: string,
  timeoutMs: number,
): Promise<T> {
  const dir = join(e2eServer(test.info().parallelIndex).dataDir, 'outbox');
  const safe = to.replace(/[^\w.@-]/g, '_');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort();
    } catch {
      // no outbox yet
    }
    for (const f of files.reverse()) {
      const found = find(readFileSync(join(dir, f), 'utf8'));
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The newest link containing `path` in e-mails to `to` in the e2e server's outbox. */
export function linkFromOutbox(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const link = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"<>]*`);
  return fromOutbox(
    to,
    (raw) => link.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0],
    path,
    timeoutMs,
  );
}

/** The decoded body of each MIME part of a raw e-mail whose headers match `contentType`. */
function partsOf(raw: string, contentType: RegExp): string[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts.flatMap((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const headers = part.slice(0, split);
    if (!contentType.test(headers)) return [];
    const body = part.slice(split).trim();
    if (/content-transfer-encoding:\s*base64/i.test(headers)) {
      return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
    }
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      return [
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      ];
    }
    return [body];
  });
}

/**
 * The calendar attachment (text/calendar) of the newest e-mail to `to` that has one and whose
 * calendar contains `containing`, waiting for it to arrive.
 */
export function calendarFromOutbox(
  to: string,
  containing: string,
  timeoutMs = 10_000,
): Promise<string> {
  return fromOutbox(
    to,
    (raw) => partsOf(raw, /content-type:\s*text\/calendar/i).find((c) => c.includes(containing)),
    `a calendar with ${containing}`,
    timeoutMs,
  );
}
