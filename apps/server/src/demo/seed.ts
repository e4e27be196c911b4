import { count } from 'drizzle-orm';
import type { ModuleSlug } from '@portal/contract';
import type { Db } from '../db/client';
import type { FileStorage } from '../infra/storage';
import { roles, userModules, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { seedAccounts } from './accounts';
import { seedBookings } from './bookings';
import { seedPayments } from './payments';
import { seedChat } from './chat';
import { seedCommunity } from './community';
import { seedEducationClub } from './education-club';
import { seedEducationClinics } from './education-clinics';
import { seedEducationFaq } from './education-faq';
import { seedEducationLibrary } from './education-library';
import { seedEducationProducers } from './education-producers';
import { seedEducationCpd } from './education-cpd';
import { seedEducationWebinars } from './education-webinars';
import { seedHome } from './home';
import { seedProducts } from './products';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-users';
import { seedNews } from './news';
import { FIRST_NAMES, LAST_NAMES, titlesFor } from './people';
import { createRandom } from './random';

const SEED = 20261122;
/** Extra professionals who populate the community. */
const EXTRA_PEOPLE = 40;

/**
 * Loads the deterministic demo data set into an empty database; returns false if not empty.
 * `files` is the private storage for library documents and CPD evidence, `uploads` the public one (served at
 * /uploads) for article covers; events are placed around `now`.
 */
export async function seedDemoData(
  db: Db,
  opts: { files: FileStorage; uploads: FileStorage; now?: Date },
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const rnd = createRandom(SEED);
  const roleRows = await db.select({ id: roles.id, slug: roles.slug }).from(roles);
  const roleId = (slug: string) => {
    const r = roleRows.find((x) => x.slug === slug);
    if (!r) throw new Error(`Reference role ${slug} is missing`);
    return r.id;
  };
  // One hash serves every demo account: they share the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date('2026-01-05T09:00:00Z');

  const people: { user: typeof users.$inferInsert; modules: readonly ModuleSlug[] }[] =
    DEMO_ACCOUNTS.map((a) => ({
      user: {
        id: rnd.uuid(),
        email: a.email,
        passwordHash,
        firstName: a.firstName,
        lastName: a.lastName,
        title: a.title,
        roleId: roleId(a.role),
        userType: a.role === 'admin' ? 'admin' : 'professional',
        isSelfCertificated: a.selfCertified,
        registrationNumber: a.registrationNumber ?? null,
        selfCertifiedAt: a.selfCertified ? verifiedAt : null,
        emailVerifiedAt: verifiedAt,
      },
      modules: a.modules,
    }));

  const roleChoices = [
    'pharmacist',
    'pharmacist',
    'pharmacy-technician',
    'doctor',
    'nurse',
  ] as const;
  const taken = new Set(people.map((p) => p.user.email));
  for (let i = 0; people.length < DEMO_ACCOUNTS.length + EXTRA_PEOPLE; i++) {
    const { name: firstName, gender } = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const email = `${firstName}.${lastName}${i}@demo.portal.test`.toLowerCase();
    // No namesakes of the demo accounts: people must tell them apart in lists.
    const namesake = DEMO_ACCOUNTS.some(
      (a) => a.firstName === firstName && a.lastName === lastName,
    );
    if (taken.has(email) || namesake) continue;
    taken.add(email);
    const role = rnd.pick(roleChoices);
    const certified = role !== 'nurse' && rnd.next() < 0.7;
    people.push({
      user: {
        id: rnd.uuid(),
        email,
        passwordHash,
        firstName,
        lastName,
        title: rnd.pick(titlesFor(gender, role)),
        roleId: roleId(role),
        isSelfCertificated: certified,
        registrationNumber: certified ? String(rnd.int(2000000, 2299999)) : null,
        selfCertifiedAt: certified ? verifiedAt : null,
        emailVerifiedAt: verifiedAt,
      },
      modules: certified
        ? ['home', 'education', 'media', 'product', 'forum', 'bookingList']
        : ['home', 'education', 'media', 'forum'],
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(users).values(people.map((p) => p.user));
    await tx
      .insert(userModules)
      .values(
        people.flatMap((p) => p.modules.map((moduleSlug) => ({ userId: p.user.id!, moduleSlug }))),
      );
    const userIds = people.map((p) => p.user.id!);
    await seedNews(tx, rnd, userIds, opts.uploads);
    await seedChat(tx, rnd, userIds, userIds.slice(0, DEMO_ACCOUNTS.length));
    await seedHome(tx, rnd, {
      files: opts.files,
      firstAccountId: userIds[0]!,
      now: opts.now ?? new Date(),
    });
    await seedProducts(tx, rnd, { pharmacistId: userIds[0]!, now: opts.now ?? new Date() });
    await seedCommunity(tx, rnd, userIds, DEMO_ACCOUNTS.length);
    // Last, so that what it draws from `rnd` does not shift the rest of the data set.
    await seedAccounts(tx, rnd, userIds);
    await seedEducationClub(tx, rnd, userIds, opts.now ?? new Date());
    // Education's catalog draws nothing from `rnd`; it reads the clinics and producers above.
    await seedEducationLibrary(tx, { files: opts.files, now: opts.now ?? new Date() });
    await seedEducationFaq(tx);
    await seedEducationClinics(tx);
    await seedEducationProducers(tx);
    // Education draws from random sources of its own.
    const webinarIds = await seedEducationWebinars(tx, {
      pharmacistId: userIds[0]!,
      otherUserIds: userIds.slice(DEMO_ACCOUNTS.length),
      now: opts.now ?? new Date(),
    });
    await seedEducationCpd(tx, {
      pharmacistId: userIds[0]!,
      recordedWebinar: {
        id: webinarIds[5]!,
        title: 'Cannabis-based medicines in palliative care',
      },
      files: opts.files,
      now: opts.now ?? new Date(),
    });
    // Bookings draw from a random source of their own.
    const takesBookings = people.filter((p) => p.modules.includes('bookingList'));
    const bookingDoctorIds = takesBookings
      .filter((p) => p.user.roleId === roleId('doctor'))
      .slice(0, 2)
      .map((p) => p.user.id!);
    await seedBookings(tx, {
      ameliaId: userIds[0]!,
      doctorIds: bookingDoctorIds,
      patientIds: takesBookings.map((p) => p.user.id!),
      now: opts.now ?? new Date(),
    });
    // The doctors' Completed sandbox accounts, and the paid bookings' money.
    await seedPayments(tx, { doctorIds: [userIds[0]!, ...bookingDoctorIds] });
  });
  return true;
}
