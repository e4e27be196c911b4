import { authSchemas, type LoginBody } from '@portal/contract';
import { fieldErrors } from '../../../shared/lib/field-errors';
export { logIn } from './log-in';

export type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * What the login form needs only once someone types: the contract's schema (and zod with it) and
 * the call. The page loads this chunk right after it renders, so the first paint stays light.
 * Returns the checked values, or the first message for each field that failed.
 */
export function validateLogin(
  values: LoginBody,
): { data: LoginBody; errors: null } | { data: null; errors: LoginErrors } {
  const parsed = authSchemas.LoginBodySchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  return { data: null, errors: fieldErrors<keyof LoginBody>(parsed.error) };
}
