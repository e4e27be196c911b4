import type { ActionFunctionArgs } from 'react-router';
import { auth, authSchemas, ERROR_MESSAGES, PANEL } from '@portal/contract';
import { BUILD_APP_VERSION } from '../../../shared/config/build';

/** What the page shows after a request its form sent itself, before the app had started. */
export interface ForgotPasswordActionData {
  /** The address the link went to (the answer is the same for an unknown one). */
  sentTo?: string;
  /** SPEC §5's message for the field, or the API's for the call. */
  error?: string;
  email: string;
}

/**
 * The forgot-password form sent by the browser itself (its scripts not yet running): the same
 * check and the same call as the app's, made by the server.
 */
export async function forgotPasswordAction({
  request,
  context,
}: ActionFunctionArgs): Promise<ForgotPasswordActionData> {
  const email = String((await request.formData()).get('email') ?? '');
  const checked = authSchemas.ForgotPasswordBodySchema.safeParse({ email });
  if (!checked.success) return { email, error: checked.error.issues[0]?.message };
  if (!context.apiFetch) return { email, error: ERROR_MESSAGES.generic };
  const res = await context.apiFetch(auth.forgotPassword.path, {
    method: auth.forgotPassword.method,
    headers: { 'content-type': 'application/json', panel: PANEL, appversion: BUILD_APP_VERSION },
    body: JSON.stringify(checked.data),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    return { email, error: typeof body?.error === 'string' ? body.error : ERROR_MESSAGES.generic };
  }
  return { email, sentTo: checked.data.email };
}
