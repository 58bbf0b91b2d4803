// The audit trail: one helper every service calls inside the transaction of the change it
// records, so a change and its record are written together or not at all.
import { and, count, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEvent } from '../../../contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents, organizationMembers } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../policy.ts';

export type { AuditAction } from '../../../contracts/organizations.ts';

export interface AuditWho {
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
}

export const auditorOf = (actor: Actor): AuditWho => ({
  actorId: actor.user.id,
  actorEmail: actor.user.email ?? actor.user.username,
  ip: actor.ip,
});

export interface AuditEntry {
  organizationId?: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  summary: string;
}

export async function recordAudit(db: Db, who: AuditWho, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    organizationId: entry.organizationId ?? null,
    actorId: who.actorId,
    actorEmail: who.actorEmail,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    summary: entry.summary.slice(0, 500),
    ip: who.ip,
  });
}

/**
 * Runs a change and records it in one transaction, so the trail never shows a change that did
 * not happen nor misses one that did. The entry may name what the change created.
 */
export function auditedChange<T>(
  db: Db,
  actor: Actor,
  change: (tx: Db) => Promise<T>,
  entry: (result: T) => AuditEntry,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, auditorOf(actor), entry(result));
    return result;
  });
}

export interface AuditFilter {
  organizationId: string;
  action?: string | undefined;
  actorId?: string | undefined;
  page: number;
  pageSize: number;
}

export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ events: AuditEvent[]; total: number }> {
  // Sign-ins belong to no organization; each organization's trail shows its members' own.
  const members = db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, filter.organizationId));
  const conditions: SQL[] = [
    or(
      eq(auditEvents.organizationId, filter.organizationId),
      and(
        isNull(auditEvents.organizationId),
        like(auditEvents.action, 'auth.%'),
        inArray(auditEvents.actorId, members),
      ),
    ) as SQL,
  ];
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.actorId) conditions.push(eq(auditEvents.actorId, filter.actorId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    events: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      target_type: r.targetType,
      target_id: r.targetId,
      summary: r.summary,
      ip: r.ip,
    })),
  };
}
