// The audit trail: one helper every service calls inside the transaction of the change it
// records, so a change and its record are written together or not at all.
import type { AuditAction, AuditEvent } from '../../../contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../policy.ts';
import { type AuditQuery, createAuditRepository } from './repository.ts';

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
  await createAuditRepository(db).insert({
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

export type AuditFilter = AuditQuery;

export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ events: AuditEvent[]; total: number }> {
  const { rows, total } = await createAuditRepository(db).page(filter);
  return {
    total,
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
