import { MODULE_SLUGS, type ModuleSlug } from '@portal/contract';
import type { Db } from './client';
import { modules, roles } from './schema';

const MODULE_NAMES: Record<ModuleSlug, string> = {
  home: 'Home',
  education: 'Education',
  media: 'Media',
  product: 'Products',
  forum: 'Community',
  bookingList: 'Bookings',
};

/** Roles of a UK pharmacy and clinical audience; `admin` cannot be chosen at sign-up. */
export const ROLES = [
  { slug: 'pharmacist', name: 'Pharmacist', selectable: true },
  { slug: 'pharmacy-technician', name: 'Pharmacy Technician', selectable: true },
  { slug: 'doctor', name: 'Doctor', selectable: true },
  { slug: 'nurse', name: 'Nurse', selectable: true },
  { slug: 'patient', name: 'Patient', selectable: true },
  { slug: 'admin', name: 'Admin', selectable: false },
] as const;
export type RoleSlug = (typeof ROLES)[number]['slug'];

/** Rows every database needs, demo or not; safe to run at every start. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(modules)
      .values(MODULE_SLUGS.map((slug) => ({ slug, name: MODULE_NAMES[slug] })))
      .onConflictDoNothing();
    await tx.insert(roles).values([...ROLES]).onConflictDoNothing();
  });
}
