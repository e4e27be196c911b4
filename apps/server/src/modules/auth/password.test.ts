import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions, verifyPassword } from './password';

describe('password hashing', () => {
  it('is argon2id at OWASP’s baseline unless configured: 19 MiB, 2 passes, 1 lane', async () => {
    const production = passwordHashOptions({});
    expect(production).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await hash('x', production)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('takes a lower cost from the environment (the test suites), and refuses nonsense', () => {
    expect(
      passwordHashOptions({ PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' }),
    ).toMatchObject({ memoryCost: 64, timeCost: 1 });
    expect(() => passwordHashOptions({ PASSWORD_HASH_MEMORY_KIB: '2' })).toThrow();
    expect(() => passwordHashOptions({ PASSWORD_HASH_PASSES: 'many' })).toThrow();
  });

  it('verifies a hash made under other parameters than the current ones', async () => {
    const production = await hash('Portal!2026', passwordHashOptions({}));
    expect(await verifyPassword(production, 'Portal!2026')).toBe(true);
    expect(await verifyPassword(await hashPassword('a'), 'a')).toBe(true);
    expect(await verifyPassword(production, 'wrong')).toBe(false);
    expect(await verifyPassword(null, 'x')).toBe(false);
  });
});
