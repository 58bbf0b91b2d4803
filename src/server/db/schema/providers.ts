import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, recordedAt } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export type ProviderKind = 'openai-compatible' | 'openai' | 'anthropic' | 'ollama';

/**
 * An AI provider configured in the app: a platform one (no organization, managed by super-admins)
 * or an organization's own (bring your own key). The API key is stored only encrypted.
 */
export const aiProviders = pgTable(
  'ai_providers',
  {
    id: primaryId(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<ProviderKind>().notNull(),
    baseUrl: text('base_url'),
    /** AES-256-GCM: base64url(iv).base64url(tag).base64url(ciphertext); null without a key. */
    apiKeyCiphertext: text('api_key_ciphertext'),
    /** The key's last 4 characters, the only part ever shown. */
    apiKeyLast4: text('api_key_last4'),
    defaultModel: text('default_model').notNull(),
    concurrency: integer('concurrency').notNull().default(8),
    timeoutMs: integer('timeout_ms').notNull().default(60_000),
    /** Platform: the platform default. Organization: the provider its boards use by default. */
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: recordedAt('updated_at'),
  },
  (t) => [
    index('ai_providers_organization_idx').on(t.organizationId),
    uniqueIndex('ai_providers_platform_default_unique')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.organizationId} is null`),
    uniqueIndex('ai_providers_organization_default_unique')
      .on(t.organizationId)
      .where(sql`${t.isDefault} and ${t.organizationId} is not null`),
  ],
);

/** Deliberation workers report here while alive (System Health counts the recent ones). */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: recordedAt('started_at'),
  lastSeenAt: recordedAt('last_seen_at'),
});
