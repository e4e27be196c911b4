// bench/load's last check, in the database once the servers have stopped: nothing the server
// acknowledged was lost or stored twice.
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { bookings, chatMessages } from '../../apps/server/src/db/schema';
import { BATCH } from './load-accounts';
import type { LoadRecorder } from './load-recorder';

/** Every acknowledged chat message stored exactly once; every acknowledged booking present. */
export async function checkNothingLost(database: Database, rec: LoadRecorder) {
  const { db } = database;
  let stored = 0;
  let duplicated = 0;
  for (let i = 0; i < rec.sentChat.length; i += BATCH) {
    const rows = await db
      .select({ clientId: chatMessages.clientId, n: count() })
      .from(chatMessages)
      .where(inArray(chatMessages.clientId, rec.sentChat.slice(i, i + BATCH)))
      .groupBy(chatMessages.clientId);
    stored += rows.length;
    duplicated += rows.filter((r) => r.n > 1).length;
  }
  let booked = 0;
  for (let i = 0; i < rec.bookings.length; i += BATCH) {
    const rows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.id, rec.bookings.slice(i, i + BATCH)));
    booked += rows.length;
  }
  const lost = rec.sentChat.length - stored + (rec.bookings.length - booked);
  console.log(
    `\nnothing lost: ${stored} of ${rec.sentChat.length} acknowledged chat messages stored (${duplicated} more than once), ${booked} of ${rec.bookings.length} acknowledged bookings present${lost || duplicated ? '  LOST OR DUPLICATED' : ''}`,
  );
}
