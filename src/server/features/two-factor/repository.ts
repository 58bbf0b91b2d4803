// SQL for two-factor: the authenticator secret, recovery codes, sign-ins waiting for their
// second step, and organizations requiring two-factor. Every "use once" is one conditional UPDATE,
// so two racing uses of a code, a step or a challenge cannot both succeed.
import { and, count, eq, exists, gt, inArray, isNotNull, isNull, lt, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authSessions,
  organizationMembers,
  organizations,
  organizationTwoFactor,
  passkeys,
  recoveryCodes,
  twoFactorChallenges,
  userTotp,
} from '../../db/schema/index.ts';

export type TotpRow = typeof userTotp.$inferSelect;
export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;

export function createTwoFactorRepository(db: Db) {
  async function hasPasskey(userId: string): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return (row?.n ?? 0) > 0;
  }
  return {
    async findTotp(userId: string): Promise<TotpRow | undefined> {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
      return row;
    },
    async setPending(userId: string, sealed: string, at: Date): Promise<void> {
      await db
        .insert(userTotp)
        .values({ userId, pendingSecretSealed: sealed, pendingCreatedAt: at })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { pendingSecretSealed: sealed, pendingCreatedAt: at },
        });
    },
    /** The pending secret becomes the account's, with the step of the code that confirmed it. */
    async confirmPending(userId: string, pendingSealed: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({
          secretSealed: pendingSealed,
          enabledAt: at,
          lastUsedStep: step,
          pendingSecretSealed: null,
          pendingCreatedAt: null,
        })
        .where(and(eq(userTotp.userId, userId), eq(userTotp.pendingSecretSealed, pendingSealed)))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },
    /** Accepts a code's step once: false when this step (or a later one) was already used. */
    async spendStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(userTotp.userId, userId),
            isNotNull(userTotp.secretSealed),
            or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },
    /**
     * Whether the account has a second factor an organization's requirement accepts: a confirmed
     * authenticator app, or a passkey (something held, verified by its PIN or biometric).
     */
    async hasSecondFactor(userId: string): Promise<boolean> {
      const [totp] = await db
        .select({ sealed: userTotp.secretSealed })
        .from(userTotp)
        .where(eq(userTotp.userId, userId))
        .limit(1);
      return Boolean(totp?.sealed) || hasPasskey(userId);
    },
    hasPasskey,
    /** Removes the app (confirmed or pending) and its recovery codes: whether there was one. */
    async removeTotp(userId: string): Promise<boolean> {
      const removed = await db
        .delete(userTotp)
        .where(eq(userTotp.userId, userId))
        .returning({ userId: userTotp.userId });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return removed.length > 0;
    },

    async replaceRecoveryCodes(userId: string, hashes: readonly string[], at: Date): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },
    /** Spends the user's unused code with this hash: false when there is none (or it was used). */
    async spendRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async createChallenge(values: typeof twoFactorChallenges.$inferInsert): Promise<void> {
      await db.insert(twoFactorChallenges).values(values);
    },
    async findLiveChallenge(tokenHash: string, at: Date): Promise<ChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, tokenHash),
            isNull(twoFactorChallenges.usedAt),
            gt(twoFactorChallenges.expiresAt, at),
          ),
        )
        .limit(1);
      return row;
    },
    async spendChallenge(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorChallenges)
        .set({ usedAt: at })
        .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
        .returning({ id: twoFactorChallenges.id });
      return rows.length === 1;
    },

    /** Names of the user's organizations that require two-factor. */
    async organizationsRequiring(userId: string): Promise<string[]> {
      const rows = await db
        .select({ name: organizations.name })
        .from(organizationMembers)
        .innerJoin(
          organizationTwoFactor,
          eq(organizationTwoFactor.organizationId, organizationMembers.organizationId),
        )
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, userId))
        .orderBy(organizations.name);
      return rows.map((row) => row.name);
    },
    async isRequired(organizationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organizationTwoFactor.organizationId })
        .from(organizationTwoFactor)
        .where(eq(organizationTwoFactor.organizationId, organizationId))
        .limit(1);
      return row !== undefined;
    },
    async setRequired(organizationId: string, required: boolean, by: string, at: Date): Promise<void> {
      if (!required) {
        await db
          .delete(organizationTwoFactor)
          .where(eq(organizationTwoFactor.organizationId, organizationId));
        return;
      }
      await db
        .insert(organizationTwoFactor)
        .values({ organizationId, requiredBy: by, requiredAt: at })
        .onConflictDoNothing();
    },
    /** Members of the organization with no second factor: neither an authenticator app nor a passkey. */
    async membersWithout(organizationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .leftJoin(userTotp, eq(userTotp.userId, organizationMembers.userId))
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            isNull(userTotp.secretSealed),
            not(
              exists(
                db
                  .select({ id: passkeys.id })
                  .from(passkeys)
                  .where(eq(passkeys.userId, organizationMembers.userId)),
              ),
            ),
          ),
        );
      return rows.map((row) => row.userId);
    },
    /** Ends every live session of these users: they sign in again, and enrol then. */
    async endSessionsOf(userIds: readonly string[], at: Date): Promise<number> {
      if (userIds.length === 0) return 0;
      const rows = await db
        .update(authSessions)
        .set({ revokedAt: at, endedReason: 'two_factor_required' })
        .where(
          and(
            inArray(authSessions.userId, [...userIds]),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, at),
          ),
        )
        .returning({ id: authSessions.id });
      return rows.length;
    },
    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
