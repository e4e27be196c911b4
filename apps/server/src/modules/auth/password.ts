import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';

/**
 * argon2id's cost. By default OWASP's baseline: 19 MiB, 2 passes, 1 lane. The test suites set
 * PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES far lower (vitest.config.ts), where every
 * log-in would otherwise cost ~50 ms of CPU; `password.test.ts` pins the defaults. A hash keeps
 * its own parameters, so hashes made under other ones still verify.
 */
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env) {
  const cost = z
    .object({
      PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).default(19_456),
      PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).default(2),
    })
    .parse(env);
  // `algorithm: 2` is Argon2id (a const enum that isolated modules cannot import).
  return {
    algorithm: 2,
    memoryCost: cost.PASSWORD_HASH_MEMORY_KIB,
    timeCost: cost.PASSWORD_HASH_PASSES,
    parallelism: 1,
  };
}

const OPTIONS = passwordHashOptions();

/** argon2id hash of a password. */
export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against this when the account does not exist keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/** True when the password matches; a missing hash still costs one verification. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
