import { redirect, type ActionFunctionArgs } from 'react-router';
import { auth, authSchemas } from '@portal/contract';
import { callApiFromPage } from './page-api-call';

/** What the page shows after a form it sent itself was refused: each field's message. */
export interface ChangePasswordActionData {
  fields: Partial<Record<'password' | 'confirmPassword', string>>;
}

/**
 * The change-password form sent by the browser itself (its scripts not yet running): the same
 * check and the same call as the app's, made by the server; Login next, as in the app. The
 * passwords travel in the request's body, never in the address.
 */
export async function changePasswordAction({
  request,
  params,
  context,
}: ActionFunctionArgs): Promise<ChangePasswordActionData> {
  const form = await request.formData();
  const body = {
    token: params.token ?? '',
    password: String(form.get('password') ?? ''),
    confirmPassword: String(form.get('confirmPassword') ?? ''),
  };
  const checked = authSchemas.ResetPasswordBodySchema.safeParse(body);
  if (!checked.success) {
    const fields: ChangePasswordActionData['fields'] = {};
    for (const issue of checked.error.issues) {
      // The token is not a field of the form: its problem is told under the confirmation.
      const field = issue.path[0] === 'password' ? 'password' : 'confirmPassword';
      fields[field] ??= issue.message;
    }
    return { fields };
  }
  const answer = await callApiFromPage(context, auth.resetPassword, checked.data);
  if (answer.ok) throw redirect('/login');
  return {
    fields: {
      password: answer.error.fields?.password,
      confirmPassword: answer.error.fields?.confirmPassword ?? answer.error.error,
    },
  };
}
