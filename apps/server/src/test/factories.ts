import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { MODULE_SLUGS, type ModuleSlug } from '@portal/contract';
import type { Db } from '../db/client';
import type { RoleSlug } from '../db/reference-data';
import { clinics, roles, userModules, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';

export const TEST_PASSWORD = 'Test!Pass123';
let cachedHash: Promise<string> | undefined;

/** Inserts a user who can log in with TEST_PASSWORD. */
export async function createUser(
  db: Db,
  opts: {
    role?: RoleSlug;
    modules?: readonly ModuleSlug[];
    selfCertified?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.slug, opts.role ?? 'pharmacist'));
  const email = `user-${randomBytes(5).toString('hex')}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await cachedHash,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? 'User',
      title: 'Dr',
      roleId: role!.id,
      isSelfCertificated: opts.selfCertified ?? false,
    })
    .returning({ id: users.id });
  const modules = opts.modules ?? MODULE_SLUGS;
  if (modules.length) {
    await db
      .insert(userModules)
      .values(modules.map((moduleSlug) => ({ userId: user!.id, moduleSlug })));
  }
  return { id: user!.id, email, password: TEST_PASSWORD };
}

/** Inserts a public clinic to choose at sign-up. */
export async function createClinic(db: Db, name = `Clinic ${randomBytes(3).toString('hex')}`) {
  const [row] = await db
    .insert(clinics)
    .values({ name, town: 'Leeds', postcode: 'LS1 4AP' })
    .returning({ id: clinics.id });
  return row!.id;
}
