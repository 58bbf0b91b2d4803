// A person's export of their data, made by a job: asked for in Settings, built in the background
// as a zip (JSON and Markdown), kept in the database for a few days, and fetched from the e-mailed
// link (its token kept as SHA-256) or from Settings while signed in.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, primaryId, recordedAt, timestamptz } from './columns.ts';
import { userRef } from './users.ts';

export const accountExports = pgTable(
  'account_exports',
  {
    id: primaryId(),
    userId: userRef(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    requestedAt: recordedAt('requested_at'),
    readyAt: timestamptz('ready_at'),
    /** After this the archive is gone (the row stays, so the list says it expired). */
    expiresAt: timestamptz('expires_at'),
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
