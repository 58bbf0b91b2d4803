// SQL for the audit trail: its rows written, and an organization's trail read a page at a time.
import { and, count, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, organizationMembers } from '../../db/schema/index.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export interface AuditQuery {
  organizationId: string;
  action?: string | undefined;
  actorId?: string | undefined;
  page: number;
  pageSize: number;
}

export function createAuditRepository(db: Db) {
  return {
    async insert(values: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values(values);
    },

    /** A page of the organization's trail, newest first, and how many entries match. */
    async page(query: AuditQuery): Promise<{ rows: AuditEventRow[]; total: number }> {
      // Sign-ins belong to no organization; each organization's trail shows its members' own.
      const members = db
        .select({ id: organizationMembers.userId })
        .from(organizationMembers)
        .where(eq(organizationMembers.organizationId, query.organizationId));
      const conditions: SQL[] = [
        or(
          eq(auditEvents.organizationId, query.organizationId),
          and(
            isNull(auditEvents.organizationId),
            like(auditEvents.action, 'auth.%'),
            inArray(auditEvents.actorId, members),
          ),
        ) as SQL,
      ];
      if (query.action) conditions.push(eq(auditEvents.action, query.action));
      if (query.actorId) conditions.push(eq(auditEvents.actorId, query.actorId));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.at))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(auditEvents).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
