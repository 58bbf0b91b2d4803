// A person's export of their data, made by a job: asked for in Settings, built in the background
// as a zip (JSON and Markdown), kept in the database for a few days, and fetched from the e-mailed
// link (its token kept as SHA-256) or from Settings while signed in.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** After this the archive is gone (the row stays, so the list says it expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
    /** SHA-256 of the download link's secret, e-mailed once the archive is ready. */
    linkHash: text('link_hash'),
  },
  (t) => [
    index('account_exports_user_idx').on(t.userId, t.requestedAt),
    uniqueIndex('account_exports_link_unique').on(t.linkHash),
    check('account_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
