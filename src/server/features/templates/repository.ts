// SQL for board templates: built-in, an organization's own, and those shared on the marketplace.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { BUILTIN_TEMPLATES } from '../../../contracts/positions.ts';
import type { Db } from '../../db/client.ts';
import { boardTemplates, organizations } from '../../db/schema/index.ts';

export type TemplateRow = typeof boardTemplates.$inferSelect & { organizationName: string | null };

/** Built-ins in the order the product presents them, then custom templates. */
const builtinRank = (row: TemplateRow) => {
  const index = BUILTIN_TEMPLATES.findIndex((t) => t.slug === row.slug);
  return row.isBuiltin && index >= 0 ? index : BUILTIN_TEMPLATES.length;
};

export function createTemplateRepository(db: Db) {
  const withOrganization = () =>
    db
      .select({ template: boardTemplates, organizationName: organizations.name })
      .from(boardTemplates)
      .leftJoin(organizations, eq(organizations.id, boardTemplates.organizationId));
  const flatten = (
    rows: { template: typeof boardTemplates.$inferSelect; organizationName: string | null }[],
  ) => rows.map((r) => ({ ...r.template, organizationName: r.organizationName }));

  return {
    /** Built-ins and the custom templates of the given organizations, built-ins first. */
    async listVisible(organizationIds: string[]): Promise<TemplateRow[]> {
      const own =
        organizationIds.length > 0 ? inArray(boardTemplates.organizationId, organizationIds) : sql`false`;
      const rows = flatten(
        await withOrganization()
          .where(or(eq(boardTemplates.isBuiltin, true), own))
          .orderBy(asc(boardTemplates.createdAt), asc(boardTemplates.slug)),
      );
      return rows.sort((a, b) => builtinRank(a) - builtinRank(b));
    },
    async listShared(): Promise<TemplateRow[]> {
      return flatten(
        await withOrganization()
          .where(and(eq(boardTemplates.isShared, true), eq(boardTemplates.isBuiltin, false)))
          .orderBy(desc(boardTemplates.usesCount), asc(boardTemplates.name)),
      );
    },
    async findBySlug(slug: string): Promise<TemplateRow | undefined> {
      return flatten(await withOrganization().where(eq(boardTemplates.slug, slug)).limit(1))[0];
    },
    async findById(id: string): Promise<TemplateRow | undefined> {
      return flatten(await withOrganization().where(eq(boardTemplates.id, id)).limit(1))[0];
    },
    async insert(values: typeof boardTemplates.$inferInsert): Promise<string> {
      const [row] = await db.insert(boardTemplates).values(values).returning({ id: boardTemplates.id });
      return row!.id;
    },
    async update(id: string, values: Partial<typeof boardTemplates.$inferInsert>): Promise<void> {
      await db.update(boardTemplates).set(values).where(eq(boardTemplates.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(boardTemplates).where(eq(boardTemplates.id, id));
    },
    async countUse(id: string): Promise<void> {
      await db
        .update(boardTemplates)
        .set({ usesCount: sql`${boardTemplates.usesCount} + 1` })
        .where(eq(boardTemplates.id, id));
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
