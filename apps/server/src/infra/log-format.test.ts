import { describe, expect, it } from 'vitest';
import { formatLogLine, useJsonLogs } from './log-format';

describe('readable logs', () => {
  it('prints time, level, message and fields on one line; pino’s own fields are left out', () => {
    const time = new Date(2026, 0, 2, 9, 5, 7).getTime();
    const line = JSON.stringify({
      level: 30,
      time,
      pid: 1,
      hostname: 'h',
      msg: 'e-mail to a@b.test: http://localhost:3000/change-password/abc',
      to: 'a@b.test',
      link: 'http://localhost:3000/change-password/abc',
    });
    expect(formatLogLine(line)).toBe(
      '09:05:07 INFO  e-mail to a@b.test: http://localhost:3000/change-password/abc to=a@b.test link=http://localhost:3000/change-password/abc\n',
    );
  });

  it('puts an error’s stack under its line and passes other text through', () => {
    const out = formatLogLine(
      JSON.stringify({
        level: 50,
        time: 0,
        err: { message: 'boom', stack: 'Error: boom\n  at x' },
      }),
    );
    expect(out).toMatch(/ERROR boom\nError: boom\n {2}at x\n$/);
    expect(formatLogLine('plain')).toBe('plain\n');
  });

  it('keeps JSON in production off a terminal, or when asked', () => {
    expect(useJsonLogs(undefined, 'production', false)).toBe(true);
    expect(useJsonLogs(undefined, 'production', true)).toBe(false);
    expect(useJsonLogs(undefined, 'development', false)).toBe(false);
    expect(useJsonLogs('json', 'development', true)).toBe(true);
    expect(useJsonLogs('pretty', 'production', false)).toBe(false);
  });
});
