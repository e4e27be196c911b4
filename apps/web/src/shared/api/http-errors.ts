import { APP_VERSION_MISMATCH_ERROR, ERROR_MESSAGES } from '@portal/contract';

/** What the shell does besides showing the message. */
export type ErrorEffect = 'session-expired' | 'forbidden' | 'app-version' | null;

export interface ErrorOutcome {
  /** Shown as an error snack; null when the effect speaks for itself (the update dialog). */
  message: string | null;
  effect: ErrorEffect;
}

function errorTextOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return null;
}

function isVersionMismatch(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, error } = body as { code?: unknown; error?: unknown };
  return code === 'APP_VERSION_MISMATCH' || error === APP_VERSION_MISMATCH_ERROR;
}

/**
 * The error catalogue of SPEC §8: maps a failed call to its message and effect. `status` is
 * undefined when no HTTP response arrived (network failure).
 */
export function classifyHttpError(status: number | undefined, body: unknown): ErrorOutcome {
  const text = errorTextOf(body);
  if (status === undefined) return { message: ERROR_MESSAGES.generic, effect: null };
  if (status >= 500) return { message: text ?? ERROR_MESSAGES.server, effect: null };
  if (status === 401) return { message: ERROR_MESSAGES.sessionExpired, effect: 'session-expired' };
  if (status === 403) return { message: text ?? ERROR_MESSAGES.generic, effect: 'forbidden' };
  if (status === 422 && isVersionMismatch(body)) return { message: null, effect: 'app-version' };
  if (status >= 400 && text) return { message: text, effect: null };
  return { message: ERROR_MESSAGES.generic, effect: null };
}
