// SQL for the single-use secrets sent by e-mail (password reset, proof of an address).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type TokenPurpose = AccountTokenRow['purpose'];

export function createTokenRepository(db: Db) {
  return {
    async insert(values: typeof accountTokens.$inferInsert): Promise<AccountTokenRow> {
      const [row] = await db.insert(accountTokens).values(values).returning();
      return row!;
    },
    async findByHash(tokenHash: string, purpose: TokenPurpose): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
        .limit(1);
      return row;
    },
    /**
     * Spends a token: only one caller can, even when two race with the same link, and only
     * while it is unexpired.
     */
    async spend(id: string, at: Date): Promise<boolean> {
      const spent = await db
        .update(accountTokens)
        .set({ usedAt: at })
        .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, at)))
        .returning({ id: accountTokens.id });
      return spent.length === 1;
    },
    /** A new link makes the user's earlier ones of the same purpose useless. */
    async spendAllOf(userId: string, purpose: TokenPurpose, at: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
    },
  };
}
export type TokenRepository = ReturnType<typeof createTokenRepository>;
