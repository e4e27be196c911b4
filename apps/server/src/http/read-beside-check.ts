/**
 * A read started beside the access check it depends on, so a call waits once instead of twice.
 * Its result is given only after the check passed, and the check's refusal (a 403 or 404) wins
 * over anything the read failed with, so the answer is the one a check-then-read would give.
 */
export async function readBesideCheck<T>(check: Promise<unknown>, read: Promise<T>): Promise<T> {
  const [checked, result] = await Promise.allSettled([check, read]);
  if (checked.status === 'rejected') throw checked.reason;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
