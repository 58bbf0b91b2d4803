import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiProviders, boards } from '../../db/schema/index.ts';

export type ProviderRow = typeof aiProviders.$inferSelect;
export type NewProvider = typeof aiProviders.$inferInsert;

/** null: the platform's providers; an id: that organization's own. */
const inScope = (organizationId: string | null) =>
  organizationId === null
    ? isNull(aiProviders.organizationId)
    : eq(aiProviders.organizationId, organizationId);

export function createProviderRepository(db: Db) {
  return {
    async list(organizationId: string | null): Promise<ProviderRow[]> {
      return db
        .select()
        .from(aiProviders)
        .where(inScope(organizationId))
        .orderBy(asc(aiProviders.createdAt), asc(aiProviders.name));
    },
    async findById(id: string): Promise<ProviderRow | undefined> {
      return (await db.select().from(aiProviders).where(eq(aiProviders.id, id)).limit(1))[0];
    },
    async findDefault(organizationId: string | null): Promise<ProviderRow | undefined> {
      return (
        await db
          .select()
          .from(aiProviders)
          .where(and(inScope(organizationId), eq(aiProviders.isDefault, true)))
          .limit(1)
      )[0];
    },
    async insert(values: NewProvider): Promise<ProviderRow> {
      const [row] = await db.insert(aiProviders).values(values).returning();
      return row!;
    },
    async update(id: string, patch: Partial<NewProvider>): Promise<ProviderRow | undefined> {
      const [row] = await db
        .update(aiProviders)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(aiProviders.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<void> {
      await db.delete(aiProviders).where(eq(aiProviders.id, id));
    },
    /** Makes one provider the default of its scope (or none, with null), in the caller's transaction. */
    async setDefault(organizationId: string | null, id: string | null): Promise<void> {
      await db
        .update(aiProviders)
        .set({ isDefault: false })
        .where(and(inScope(organizationId), eq(aiProviders.isDefault, true)));
      if (id) await db.update(aiProviders).set({ isDefault: true }).where(eq(aiProviders.id, id));
    },
    async boardsUsing(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(boards).where(eq(boards.aiProviderId, id));
      return row?.n ?? 0;
    },
    async boardProvider(boardId: string): Promise<string | null> {
      const [row] = await db.select({ id: boards.aiProviderId }).from(boards).where(eq(boards.id, boardId));
      return row?.id ?? null;
    },
    async setBoardProvider(boardId: string, providerId: string | null): Promise<void> {
      await db.update(boards).set({ aiProviderId: providerId }).where(eq(boards.id, boardId));
    },
  };
}
export type ProviderRepository = ReturnType<typeof createProviderRepository>;
