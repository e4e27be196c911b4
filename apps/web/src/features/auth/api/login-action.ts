import { redirect, type ActionFunctionArgs } from 'react-router';
import { auth, type LoginResponse } from '@portal/contract';
import { validateLogin, type LoginErrors } from './login-submit';
import { callApiFromPage } from './page-api-call';

/** What the log-in page shows after a log-in its form sent itself, before the app had started. */
export interface LoginActionData {
  errors: LoginErrors;
  /** The API's message (wrong credentials, too many attempts, ...). */
  message?: string;
  /** What was typed, so the e-mail need not be typed again. */
  email: string;
}

/**
 * The log-in form sent by the browser itself (its scripts not yet running, or never): the same
 * checks and the same call as the app's, made by the server as the visitor. On success the API's
 * page-session cookie goes to the browser with a redirect to Home, whose page then starts the
 * app's session (the root route's data); on failure the page again, with SPEC §5's messages.
 */
export async function logInAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = {
    email: String(form.get('email') ?? ''),
    password: String(form.get('password') ?? ''),
  };
  const checked = validateLogin(values);
  if (!checked.data)
    return { errors: checked.errors, email: values.email } satisfies LoginActionData;
  const answer = await callApiFromPage<LoginResponse>(context, auth.login, checked.data);
  if (!answer.ok) return { errors: {}, message: answer.error.error, email: values.email };
  // An unfinished sign-up resumes on the sign-up page, which asks for the e-mail's step.
  if (!('token' in answer.data)) throw redirect('/signup');
  const headers = new Headers();
  for (const cookie of answer.response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  throw redirect('/home', { headers });
}
