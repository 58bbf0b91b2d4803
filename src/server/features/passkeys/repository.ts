// SQL for passkeys and their challenges. A challenge is spent, and a signature counter moved, by
// one conditional UPDATE each, so two racing uses of the same answer cannot both succeed.
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;
export type ChallengePurpose = WebauthnChallengeRow['purpose'];

export function createPasskeyRepository(db: Db) {
  return {
    async listFor(userId: string): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },
    async countFor(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },
    /** The user's passkey with this id: undefined for another account's (the caller answers 404). */
    async findOwned(userId: string, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .limit(1);
      return row;
    },
    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row;
    },
    async insert(values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
      const [row] = await db.insert(passkeys).values(values).returning();
      return row!;
    },
    async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
    /** Removes every passkey of the account: how many there were. */
    async removeAllOf(userId: string): Promise<number> {
      const rows = await db
        .delete(passkeys)
        .where(eq(passkeys.userId, userId))
        .returning({ id: passkeys.id });
      return rows.length;
    },
    /**
     * Records a use: the new counter only if the stored one is still the one checked against,
     * so a cloned authenticator racing the real one loses.
     */
    async recordUse(row: PasskeyRow, counter: number, backedUp: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ signCount: counter, backedUp, lastUsedAt: at })
        .where(and(eq(passkeys.id, row.id), eq(passkeys.signCount, row.signCount)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    async createChallenge(values: typeof webauthnChallenges.$inferInsert): Promise<void> {
      await db.insert(webauthnChallenges).values(values);
    },
    /** Spends a live challenge of this purpose: the row, or undefined if unknown, used or expired. */
    async spendChallenge(
      challengeHash: string,
      purpose: ChallengePurpose,
      at: Date,
    ): Promise<WebauthnChallengeRow | undefined> {
      const [row] = await db
        .update(webauthnChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(webauthnChallenges.challengeHash, challengeHash),
            eq(webauthnChallenges.purpose, purpose),
            isNull(webauthnChallenges.usedAt),
            gt(webauthnChallenges.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
