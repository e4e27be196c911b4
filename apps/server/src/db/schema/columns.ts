import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed; spread into a table's columns. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
