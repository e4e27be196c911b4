import { auth } from '@portal/contract';
import type { z } from 'zod';
import { api, type CallOptions } from '../../../shared/api/client';

/** POST /api/forgot-password: e-mails a reset link (the answer is the same for unknown e-mails). */
export function requestPasswordReset(body: z.output<typeof auth.ForgotPasswordBodySchema>) {
  return api.call(auth.forgotPassword, { body }, { displayLoader: true });
}

/** POST /api/reset-password with the e-mailed token. */
export function resetPassword(
  body: z.output<typeof auth.ResetPasswordBodySchema>,
  options: CallOptions = {},
) {
  return api.call(auth.resetPassword, { body }, { displayLoader: true, ...options });
}

/** POST /api/verify-email: finishes the sign-up and returns a session. */
export function verifyEmail(token: string) {
  return api.call(auth.verifyEmail, { body: { token } }, { displayLoader: true });
}
