// Columns many tables share, built fresh for each table (Drizzle binds a column to its table).
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The row's own id, drawn at random by the database. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A moment, kept with its time zone: every time the schema stores is one. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When something happened to the row, stamped by the database as the row is written. */
export const recordedAt = (name: string) => timestamptz(name).notNull().defaultNow();

/** When the row was written. */
export const createdAt = () => recordedAt('created_at');

/** Bytes kept in the row (files, exports): Buffers both ways. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
