import { asc, eq, or } from 'drizzle-orm';
import { BUILTIN_TEMPLATES } from '../../../contracts/positions.ts';
import type { Db } from '../../db/client.ts';
import { boardTemplates } from '../../db/schema/index.ts';

export type TemplateRow = typeof boardTemplates.$inferSelect;

/** Built-ins in the order the product presents them, then custom templates. */
const builtinRank = (row: TemplateRow) => {
  const index = BUILTIN_TEMPLATES.findIndex((t) => t.slug === row.slug);
  return row.isBuiltin && index >= 0 ? index : BUILTIN_TEMPLATES.length;
};

export function createTemplateRepository(db: Db) {
  return {
    /** Built-in templates and the user's own, built-ins first. */
    async listVisible(userId: string): Promise<TemplateRow[]> {
      const rows = await db
        .select()
        .from(boardTemplates)
        .where(or(eq(boardTemplates.isBuiltin, true), eq(boardTemplates.ownerId, userId)))
        .orderBy(asc(boardTemplates.createdAt), asc(boardTemplates.slug));
      return rows.sort((a, b) => builtinRank(a) - builtinRank(b));
    },
    async findBySlug(slug: string): Promise<TemplateRow | undefined> {
      const [row] = await db.select().from(boardTemplates).where(eq(boardTemplates.slug, slug)).limit(1);
      return row;
    },
  };
}
