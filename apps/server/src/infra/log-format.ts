/**
 * Readable log lines for a developer's terminal, made from pino's JSON lines: `12:04:05 INFO
 * message key=value …`, the error's stack below it. Production keeps pino's JSON for log tools.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
// pino's own fields, and ones a terminal does not need on every line.
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'err', 'v']);

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

/** One pino JSON line as a short readable line (a non-JSON line is returned as it is). */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const clock = time.toTimeString().slice(0, 8);
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const msg = entry.msg ?? err?.message ?? '';
  const text = [clock, level, msg, ...fields].filter((s) => s !== '').join(' ');
  return `${text}\n${err?.stack ? `${err.stack}\n` : ''}`;
}

/** A pino destination that writes readable lines to `out` (stdout by default). */
export function readableLogStream(out: { write(s: string): unknown } = process.stdout) {
  return { write: (line: string) => void out.write(formatLogLine(line)) };
}

/**
 * JSON when asked (`LOG_FORMAT=json`), and by default in production when the output is not a
 * terminal (a service manager or container collecting logs); readable lines otherwise.
 */
export function useJsonLogs(
  format: 'json' | 'pretty' | undefined,
  nodeEnv: string,
  isTty: boolean,
): boolean {
  if (format) return format === 'json';
  return nodeEnv === 'production' && !isTty;
}
