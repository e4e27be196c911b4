import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who uploaded each public file (served at /uploads), for every domain's uploads: profile
 * images, post images. A key is a random name in a folder (`community/<uuid>.webp`) and says
 * nothing about its uploader; ownership is only here (issue 27).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage key, as `FileStorage` takes it. */
    key: text().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The file's key of the old layout while the start-up step (`db/upload-keys.ts`) is moving it
     * here; null once moved. Written with the rows that point at the new key, so a move cut
     * short is finished by the next start.
     */
    movedFrom: text(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);
