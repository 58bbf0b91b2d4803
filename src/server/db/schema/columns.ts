// Columns many tables share, built fresh for each table (Drizzle binds a column to its table).
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
