// bench/chat's database: 1,000 users in 50 rooms of 20, each with a session token, in a
// PostgreSQL database of the run's own.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { ensureReferenceData } from '../../apps/server/src/db/reference-data';
import {
  chatRoomMembers,
  chatRooms,
  roles,
  sessions,
  userModules,
  users,
} from '../../apps/server/src/db/schema';
import { hashToken, newToken } from '../../apps/server/src/modules/auth/token';
import { analyseAfterLoading, createBenchDatabase } from './bench-database';
import { baseUrl, CLIENTS, PER_ROOM, ROOMS } from './chat-settings';

/** A database of 1,000 users in 50 rooms, each with a session token. */
export async function prepareChatDatabase() {
  const bench = await createBenchDatabase(baseUrl, 'portal_bench_chat');
  const database = await openDatabase({ driver: 'postgres', url: bench.url });
  await database.migrate();
  await ensureReferenceData(database.db);
  const [role] = await database.db.select({ id: roles.id }).from(roles).limit(1);
  const people = Array.from({ length: CLIENTS }, (_, i) => ({
    id: randomUUID(),
    email: `bench${i}@example.test`,
    firstName: `Bench${i}`,
    lastName: 'User',
    roleId: role!.id,
  }));
  const tokens = people.map(() => newToken());
  for (let i = 0; i < CLIENTS; i += 500) {
    await database.db.insert(users).values(people.slice(i, i + 500));
    await database.db
      .insert(userModules)
      .values(people.slice(i, i + 500).map((p) => ({ userId: p.id, moduleSlug: 'forum' })));
    await database.db.insert(sessions).values(
      people.slice(i, i + 500).map((p, j) => ({
        userId: p.id,
        tokenHash: hashToken(tokens[i + j]!),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
  }
  const rooms: string[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const roomId = randomUUID();
    rooms.push(roomId);
    const members = people.slice(r * PER_ROOM, (r + 1) * PER_ROOM);
    await database.db
      .insert(chatRooms)
      .values({ id: roomId, name: `Room ${r}`, createdBy: members[0]!.id });
    await database.db.insert(chatRoomMembers).values(
      members.map((m, i) => ({
        roomId,
        userId: m.id,
        role: i === 0 ? ('admin' as const) : ('member' as const),
      })),
    );
  }
  // The table of the baseline that stores each message before it broadcasts it
  // (targets/bare-socket.ts with STORE_URL): a message's row, as lean as a row can be.
  await database.db.execute(
    sql`create table bare_messages (id uuid primary key default gen_random_uuid(),
          room_id uuid not null, client_id text not null, content text not null,
          created_at timestamptz not null default now())`,
  );
  await analyseAfterLoading(database);
  await database.close();
  return { url: bench.url, rooms, tokens, drop: bench.drop };
}
