import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The education library (SPEC §7 `library/get`): guides, e-books, policies and SOPs. A `file`
 * item's bytes are in the server's private file storage under `storageKey` and leave only through
 * `library/download/{id}`; a `link` item is an address on another site.
 */
export const educationLibraryItems = pgTable(
  'education_library_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull(),
    kind: text().notNull(),
    author: text().notNull(),
    fileName: text(),
    contentType: text(),
    sizeBytes: bigint({ mode: 'number' }),
    storageKey: text().unique(),
    url: text(),
    /** Null: a draft; a time to come: scheduled (decisions 91 and 98). */
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('education_library_items_published_idx').on(t.publishedAt.desc(), t.id),
    index('education_library_items_category_idx').on(t.category),
    // The contract's enums, so a stray value cannot reach a response.
    check(
      'education_library_items_category_known',
      sql`${t.category} in ('guide', 'e-book', 'policy', 'sop')`,
    ),
    // A file has its bytes, name, type and size; a link its address, and nothing else.
    check(
      'education_library_items_kind_shape',
      sql`(${t.kind} = 'file' and ${t.storageKey} is not null and ${t.fileName} is not null and ${t.contentType} is not null and ${t.sizeBytes} is not null and ${t.url} is null)
        or (${t.kind} = 'link' and ${t.url} is not null and ${t.storageKey} is null)`,
    ),
  ],
);
