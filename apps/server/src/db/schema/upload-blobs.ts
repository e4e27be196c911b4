import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL's bytea; `pg` reads a Buffer, PGlite a Uint8Array, both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files' bytes when the database is where every process finds them (DATABASE_URL
 * without S3, decision 107): `area` is `public` (served at /uploads) or `private` (read only
 * through a route that checks the session).
 */
export const uploadBlobs = pgTable(
  'upload_blobs',
  {
    area: text({ enum: ['public', 'private'] }).notNull(),
    key: text().notNull(),
    bytes: bytea().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.key] })],
);
