import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** A stored file's key (server/files/store.ts: a UUID and its extension), never the client's name. */
export const fileKey = (name: string) => varchar(name, { length: 80 });

/** created_at and updated_at, on every resource table. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
