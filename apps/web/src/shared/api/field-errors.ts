import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CallFailure } from './client';

/**
 * Puts the server's `fields` messages (400 with code VALIDATION, e.g. "The current password is
 * incorrect.") on the matching inputs of a react-hook-form form. Returns whether any was set.
 */
export function applyFieldErrors<T extends FieldValues>(
  failure: CallFailure | null,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): boolean {
  const fields = failure?.error?.fields;
  if (!fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(fields)) {
    const field = known.find((k) => k === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
