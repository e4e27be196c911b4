import { redirect, type ActionFunctionArgs } from 'react-router';
import { auth, ERROR_MESSAGES, PANEL, type ErrorBody } from '@portal/contract';
import { BUILD_APP_VERSION } from '../../../shared/config/build';
import { validateLogin, type LoginErrors } from './login-submit';

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
  if (!context.apiFetch) {
    return {
      errors: {},
      message: ERROR_MESSAGES.generic,
      email: values.email,
    } satisfies LoginActionData;
  }
  const res = await context.apiFetch(auth.login.path, {
    method: auth.login.method,
    headers: { 'content-type': 'application/json', panel: PANEL, appversion: BUILD_APP_VERSION },
    body: JSON.stringify(checked.data),
  });
  const body = (await res.json().catch(() => null)) as
    ({ data?: { token?: string } } & Partial<ErrorBody>) | null;
  if (!res.ok || !body?.data) {
    const message = typeof body?.error === 'string' ? body.error : ERROR_MESSAGES.generic;
    return { errors: {}, message, email: values.email } satisfies LoginActionData;
  }
  // An unfinished sign-up resumes on the sign-up page, which asks for the e-mail's step.
  if (!body.data.token) throw redirect('/signup');
  const headers = new Headers();
  for (const cookie of res.headers.getSetCookie()) headers.append('set-cookie', cookie);
  throw redirect('/home', { headers });
}
