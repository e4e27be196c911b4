import type { ErrorBody, ErrorCode } from '@portal/contract';

/** An error whose status and text are meant for the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Seconds a client should wait before trying again (sent as Retry-After). */
  retryAfterSeconds?: number;

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }

  toBody(): ErrorBody {
    return {
      error: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields ? 'VALIDATION' : 'BAD_REQUEST', fields);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, message, 'FORBIDDEN');
export const notFound = (what = 'Resource') => new AppError(404, `${what} not found.`, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
