import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readableLogStream, useJsonLogs } from './log-format';

/** What a pino logger writing through the readable stream prints. */
function printed(log: (logger: pino.Logger) => void): string {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString()));
  log(pino({ base: { pid: 1, hostname: 'h' } }, readableLogStream(out)));
  return text;
}

describe('readable logs', () => {
  it('prints time, level, message and fields on one line; pino’s own fields are left out', () => {
    const text = printed((l) =>
      l.info({ to: 'a@b.test', reqId: 'r1' }, 'e-mail to a@b.test: http://localhost:3000/x'),
    );
    expect(text).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: e-mail to a@b\.test: http:\/\/localhost:3000\/x \{"to":"a@b\.test"\}\n$/,
    );
    expect(text).not.toMatch(/pid|hostname|r1/);
  });

  it('puts an error’s stack under its line', () => {
    const err = new Error('boom');
    err.stack = 'Error: boom\n    at x';
    const text = printed((l) => l.error(err));
    expect(text).toMatch(/ERROR: boom/);
    expect(text).toMatch(/Error: boom\n\s+at x/);
  });

  it('keeps JSON in production off a terminal, or when asked', () => {
    expect(useJsonLogs(undefined, 'production', false)).toBe(true);
    expect(useJsonLogs(undefined, 'production', true)).toBe(false);
    expect(useJsonLogs(undefined, 'development', false)).toBe(false);
    expect(useJsonLogs('json', 'development', true)).toBe(true);
    expect(useJsonLogs('pretty', 'production', false)).toBe(false);
  });
});
