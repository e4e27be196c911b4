import { MODULE_SLUGS, type ModuleSlug } from '@portal/contract';
import type { Db } from './client';
import { modules, roles, specialities } from './schema';

const MODULE_NAMES: Record<ModuleSlug, string> = {
  home: 'Home',
  education: 'Education',
  media: 'Media',
  product: 'Products',
  forum: 'Community',
  bookingList: 'Bookings',
};

/**
 * Roles of a UK pharmacy and clinical audience; `admin` cannot be chosen at sign-up. `consults`:
 * the role's people may offer appointments and take payments for them (decision 142).
 */
export const ROLES = [
  { slug: 'pharmacist', name: 'Pharmacist', selectable: true, consults: true },
  { slug: 'pharmacy-technician', name: 'Pharmacy Technician', selectable: true, consults: false },
  { slug: 'doctor', name: 'Doctor', selectable: true, consults: true },
  { slug: 'nurse', name: 'Nurse', selectable: true, consults: true },
  { slug: 'patient', name: 'Patient', selectable: true, consults: false },
  { slug: 'admin', name: 'Admin', selectable: false, consults: false },
] as const;
export type RoleSlug = (typeof ROLES)[number]['slug'];

const CONSULTING_ROLES: ReadonlySet<string> = new Set(
  ROLES.filter((r) => r.consults).map((r) => r.slug),
);

/** Whether people of a role may offer appointments (decision 142). */
export const roleConsults = (slug: string): boolean => CONSULTING_ROLES.has(slug);

const ALL_MODULES: readonly ModuleSlug[] = MODULE_SLUGS;

/** Modules a new account of each role gets; Products stay gated by self-certification. */
export const ROLE_MODULES: Record<RoleSlug, readonly ModuleSlug[]> = {
  pharmacist: ALL_MODULES,
  'pharmacy-technician': ALL_MODULES,
  doctor: ALL_MODULES,
  nurse: ALL_MODULES,
  patient: ['home', 'media', 'education', 'bookingList'],
  admin: ALL_MODULES,
};

/** Specialities offered at sign-up. */
export const SPECIALITIES = [
  'Community pharmacy',
  'Hospital pharmacy',
  'Primary care / general practice',
  'Pain management',
  'Neurology',
  'Oncology',
  'Psychiatry',
  'Palliative care',
  'Gastroenterology',
  'Dermatology',
  'Paediatrics',
  'Other',
] as const;

/** Rows every database needs, demo or not; safe to run at every start. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(modules)
      .values(MODULE_SLUGS.map((slug) => ({ slug, name: MODULE_NAMES[slug] })))
      .onConflictDoNothing();
    await tx
      .insert(roles)
      .values(ROLES.map(({ slug, name, selectable }) => ({ slug, name, selectable })))
      .onConflictDoNothing();
    await tx
      .insert(specialities)
      .values(SPECIALITIES.map((name) => ({ name })))
      .onConflictDoNothing();
  });
}
