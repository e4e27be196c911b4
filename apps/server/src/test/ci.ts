/**
 * Name of a suite that needs an outside service: on a machine without it the suite is skipped
 * with the reason in its name; in CI (CI=true) a missing service is an error, never a skip.
 */
export function needs(
  service: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL',
  name: string,
): { run: boolean; name: string } {
  const present = Boolean(process.env[service]);
  if (!present && process.env.CI === 'true') {
    throw new Error(`${service} must be set in CI: the suite "${name}" may not be skipped there.`);
  }
  return { run: present, name: present ? name : `${name} (skipped: ${service} is not set)` };
}
