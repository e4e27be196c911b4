import type { ZodError } from 'zod';

/**
 * The first message for each field a contract schema refused, keyed by the field's name: what a
 * form shows under each input (the server's `fields` answer has the same shape).
 */
export function fieldErrors<Field extends string>(error: ZodError): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '') as Field] ??= issue.message;
  return found;
}
