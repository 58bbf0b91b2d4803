// SQL for personal API tokens.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type ActorRow, actorColumns } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema/index.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export interface TokenActorRow extends ActorRow {
  token: ApiTokenRow;
}

export function createApiTokenRepository(db: Db) {
  // Every request made with a token runs this: prepared once. Revoked and expired tokens are
  // found too, so the caller can be told which it is.
  const tokenActor = db
    .select({ token: apiTokens, user: users, ...actorColumns })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('api_token_actor');

  return {
    async findActorByHash(tokenHash: string): Promise<TokenActorRow | undefined> {
      const [row] = await tokenActor.execute({ tokenHash });
      return row;
    },
    async insert(values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      return row!;
    },
    /** One's tokens that were not revoked, newest first (expired ones included). */
    async listFor(userId: string): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },
    async countFor(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
      return row?.n ?? 0;
    },
    /** Revokes one of the user's own tokens; undefined when there is no such live token. */
    async revoke(userId: string, id: string, at: Date): Promise<ApiTokenRow | undefined> {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: at })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .returning();
      return row;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
    },
  };
}
export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
