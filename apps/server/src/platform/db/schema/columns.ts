import { bigint, integer, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Ids are bigint identities in the database and strings on the wire (contract §0). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** contract §5.1 common_status: 0 normal, 1 deactivated, 2 deleted (logical delete). */
export const status = () => smallint('status').notNull().default(0);
export const sort = () => integer('sort').notNull().default(100);
/** Optimistic-lock counter: an edit carries the version it read (see ADR 004). */
export const version = () => integer('version').notNull().default(1);
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
