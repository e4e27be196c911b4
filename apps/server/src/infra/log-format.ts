import type { Writable } from 'node:stream';
import pretty from 'pino-pretty';

/**
 * Readable log lines for a developer's terminal, by pino-pretty: `12:04:05 INFO: message {fields}`,
 * an error's stack below it. Production keeps pino's JSON for log tools.
 */
export function readableLogStream(destination?: Writable) {
  return pretty({
    translateTime: 'SYS:HH:MM:ss',
    // pino's own fields, and ones a terminal does not need on every line.
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    colorize: !destination && process.stdout.isTTY === true,
    sync: true,
    ...(destination ? { destination } : {}),
  });
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
