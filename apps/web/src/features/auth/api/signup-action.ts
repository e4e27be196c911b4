import type { ActionFunctionArgs } from 'react-router';
import { auth, authSchemas, type RegisterState } from '@portal/contract';
import { callApiFromPage } from './page-api-call';
import { fieldErrors } from '../../../shared/lib/field-errors';

/** The account step's fields the page shows again after a refused step (never the passwords). */
export const KEPT_ACCOUNT_FIELDS = ['title', 'firstName', 'lastName', 'email'] as const;
type KeptField = (typeof KEPT_ACCOUNT_FIELDS)[number];

/** What the sign-up page shows after an account step its form sent itself. */
export type SignupActionData =
  | { ok: true; state: RegisterState }
  | {
      ok: false;
      /** Each field's message (SPEC §5), or the API's message for the call. */
      fields: Partial<Record<string, string>>;
      message?: string;
      values: Partial<Record<KeptField, string>>;
    };

/**
 * The sign-up's first step (the account) as the browser sends it before the app has started, or
 * without scripts: checked by the contract's schema and passed on to `POST /api/register` by the
 * server, as the app would. On success the page continues at the next step with the register
 * token, which the app keeps once it starts; on failure the form again, with the messages and
 * what was typed (the passwords excepted).
 */
export async function signupAction({
  request,
  context,
}: ActionFunctionArgs): Promise<SignupActionData> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const body = {
    step: 'account' as const,
    title: text('title'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  };
  const values = Object.fromEntries(KEPT_ACCOUNT_FIELDS.map((k) => [k, body[k]]));
  const checked = authSchemas.RegisterAccountStepSchema.safeParse(body);
  if (!checked.success) {
    return { ok: false, fields: fieldErrors(checked.error), values };
  }
  const answer = await callApiFromPage<RegisterState>(context, auth.register, checked.data);
  if (answer.ok) return { ok: true, state: answer.data };
  const fields = { ...answer.error.fields };
  // An e-mail already registered (409) is said on the field, as the app says it.
  if (answer.response?.status === 409) fields.email ??= answer.error.error;
  return { ok: false, fields, message: answer.error.error, values };
}
