import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
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
    /** Every persona, private ones too (the super-admin's list). */
    async listAll(): Promise<PersonaWithOwner[]> {
      const rows = await withOwner().orderBy(desc(personas.isBuiltin), asc(personas.name));
      return flatten(rows);
    },
    /** The imported (not built-in) persona of this name, to version a re-import. */
    async findImported(name: string): Promise<PersonaRow | undefined> {
      const [row] = await db
        .select()
        .from(personas)
        .where(and(eq(personas.isBuiltin, false), sql`lower(${personas.name}) = lower(${name})`))
        .orderBy(asc(personas.createdAt))
        .limit(1);
      return row;
    },
    async builtinNamed(name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: personas.id })
        .from(personas)
        .where(and(eq(personas.isBuiltin, true), sql`lower(${personas.name}) = lower(${name})`))
        .limit(1);
      return row !== undefined;
    },
    async insert(values: typeof personas.$inferInsert): Promise<PersonaRow> {
      const [row] = await db.insert(personas).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof personas.$inferInsert>): Promise<PersonaRow> {
      const [row] = await db.update(personas).set(values).where(eq(personas.id, id)).returning();
      return row!;
    },
    async remove(id: string): Promise<void> {
      await db.delete(personas).where(eq(personas.id, id));
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

export type PersonaRepository = ReturnType<typeof createPersonaRepository>;
