import type { ActionFunctionArgs } from 'react-router';
import { auth, authSchemas } from '@portal/contract';
import { callApiFromPage } from './page-api-call';

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
  const answer = await callApiFromPage(context, auth.forgotPassword, checked.data);
  if (!answer.ok) return { email, error: answer.error.error };
  return { email, sentTo: checked.data.email };
}
