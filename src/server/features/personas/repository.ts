import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personas, users } from '../../db/schema/index.ts';

export type PersonaRow = typeof personas.$inferSelect;
export type PersonaWithOwner = PersonaRow & { ownerEmail: string | null };

export function createPersonaRepository(db: Db) {
  const withOwner = () =>
    db
      .select({ persona: personas, ownerEmail: users.email })
      .from(personas)
      .leftJoin(users, eq(users.id, personas.ownerId));
  const flatten = (rows: { persona: PersonaRow; ownerEmail: string | null }[]) =>
    rows.map((r) => ({ ...r.persona, ownerEmail: r.ownerEmail }));

  return {
    async listVisible(userId: string): Promise<PersonaWithOwner[]> {
      const rows = await withOwner()
        .where(or(eq(personas.isPublic, true), eq(personas.ownerId, userId)))
        .orderBy(asc(personas.isBuiltin), asc(personas.createdAt), asc(personas.name));
      return flatten(rows);
    },
    async findById(id: string): Promise<PersonaWithOwner | undefined> {
      return flatten(await withOwner().where(eq(personas.id, id)).limit(1))[0];
    },
    async listByIds(ids: string[]): Promise<Map<string, PersonaRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(personas).where(inArray(personas.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },
    async builtins(): Promise<PersonaRow[]> {
      return db.select().from(personas).where(eq(personas.isBuiltin, true));
    },
    /** The built-in persona written for each position key. */
    async builtinIdsByKey(): Promise<Map<string, string>> {
      const rows = await db
        .select({ id: personas.id, key: personas.positionKey })
        .from(personas)
        .where(and(eq(personas.isBuiltin, true)));
      return new Map(rows.filter((r) => r.key).map((r) => [r.key!, r.id]));
    },
  };
}
