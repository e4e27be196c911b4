// bench/load's accounts: the demo data, then the run's own accounts made the way the demo seed
// makes them (inserted in batches, one password hash), with their chat rooms, channels and the
// doctors' booking types.
import type { Database } from '../../apps/server/src/db/client';
import {
  bookingTypes,
  bookingTypeSlots,
  chatRoomMembers,
  chatRooms,
  communityChannels,
  communityMemberships,
  roles,
  userModules,
  users,
} from '../../apps/server/src/db/schema';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-users';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { analyseAfterLoading } from './bench-database';
import { migrateWithDemoData } from './demo-data';

/** One of the accounts made for the run. */
export interface LoadAccount {
  id: string;
  email: string;
  certified: boolean;
  doctor: boolean;
  roomId: string;
}

/** What every user needs to know up front: the password and the bench doctors' booking types. */
export interface LoadWorld {
  password: string;
  bookingTypeIds: string[];
}

/** One chat room per this many users: each message reaches the others over their sockets. */
const ROOM_SIZE = 10;
/** One user in this many is a doctor offering free 30-minute consultations every day. */
const DOCTOR_EVERY = 20;
/** Rows inserted (and looked up) per statement. */
export const BATCH = 500;

/**
 * The demo data (articles, products, channels, webinars, Home's content), then `n` accounts with
 * the demo password as the demo seed makes them: 70% self-certified, one in 20 a doctor with a
 * booking type, everyone in a chat room of ten.
 */
export async function prepare(database: Database, n: number) {
  const { db } = database;
  await migrateWithDemoData(database);
  const roleRows = await db.select({ id: roles.id, slug: roles.slug }).from(roles);
  const roleId = (slug: string) => roleRows.find((r) => r.slug === slug)!.id;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const accounts: LoadAccount[] = Array.from({ length: n }, (_, i) => {
    const doctor = i % DOCTOR_EVERY === 0;
    return {
      id: crypto.randomUUID(),
      email: `load${i}@bench.portal.test`,
      doctor,
      certified: doctor || i % 10 < 7,
      roomId: '',
    };
  });
  const bookingTypeIds: string[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < n; i += BATCH) {
      const part = accounts.slice(i, i + BATCH);
      await tx.insert(users).values(
        part.map((a, j) => ({
          id: a.id,
          email: a.email,
          passwordHash,
          firstName: `Load${i + j}`,
          lastName: 'Bench',
          roleId: roleId(a.doctor ? 'doctor' : 'pharmacist'),
          isSelfCertificated: a.certified,
          registrationNumber: a.certified ? String(2100000 + i + j) : null,
          selfCertifiedAt: a.certified ? verifiedAt : null,
          emailVerifiedAt: verifiedAt,
        })),
      );
      await tx
        .insert(userModules)
        .values(
          part.flatMap((a) =>
            (a.certified
              ? ['home', 'education', 'media', 'product', 'forum', 'bookingList']
              : ['home', 'education', 'media', 'forum']
            ).map((moduleSlug) => ({ userId: a.id, moduleSlug })),
          ),
        );
    }
    for (let i = 0; i < n; i += ROOM_SIZE) {
      const members = accounts.slice(i, i + ROOM_SIZE);
      const roomId = crypto.randomUUID();
      members.forEach((m) => (m.roomId = roomId));
      await tx
        .insert(chatRooms)
        .values({ id: roomId, name: `Dispensary ${i / ROOM_SIZE}`, createdBy: members[0]!.id });
      await tx.insert(chatRoomMembers).values(
        members.map((m, j) => ({
          roomId,
          userId: m.id,
          role: j === 0 ? ('admin' as const) : ('member' as const),
        })),
      );
    }
    // Members of every channel, as people who have joined the ones they follow.
    const channels = await tx.select({ id: communityChannels.id }).from(communityChannels);
    const memberships = accounts.flatMap((a) =>
      channels.map((c) => ({ channelId: c.id, userId: a.id, status: 'active' as const })),
    );
    for (let i = 0; i < memberships.length; i += BATCH) {
      await tx.insert(communityMemberships).values(memberships.slice(i, i + BATCH));
    }
    for (const doctor of accounts.filter((a) => a.doctor)) {
      const id = crypto.randomUUID();
      bookingTypeIds.push(id);
      await tx.insert(bookingTypes).values({
        id,
        doctorId: doctor.id,
        name: 'Cannabis medicine review',
        description: 'A 30-minute review of a patient’s prescription.',
        pricePence: 0,
        durationMinutes: 30,
      });
      await tx.insert(bookingTypeSlots).values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          bookingTypeId: id,
          weekday,
          starttime: '9:00',
          endtime: '17:00',
          startMinute: 9 * 60,
          endMinute: 17 * 60,
        })),
      );
    }
  });
  await analyseAfterLoading(database);
  return { accounts, world: { password: DEMO_PASSWORD, bookingTypeIds } satisfies LoadWorld };
}
