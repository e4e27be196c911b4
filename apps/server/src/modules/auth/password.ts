import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
// `algorithm: 2` is Argon2id (a const enum that isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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
