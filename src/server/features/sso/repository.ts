// SQL for single sign-on: an organization's provider settings, sign-ins in flight, linked identities.
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationSso, ssoIdentities, ssoSignIns } from '../../db/schema/index.ts';

export type SsoSettingsRow = typeof organizationSso.$inferSelect;
export type SsoSignInRow = typeof ssoSignIns.$inferSelect;
export type SsoIdentityRow = typeof ssoIdentities.$inferSelect;

export function createSsoRepository(db: Db) {
  return {
    async findSettings(organizationId: string): Promise<SsoSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationSso)
        .where(eq(organizationSso.organizationId, organizationId));
      return row;
    },
    /** The organization whose verified domain this is, if any (the unique index allows one). */
    async findByVerifiedDomain(domain: string): Promise<SsoSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationSso)
        .where(and(eq(organizationSso.domain, domain), isNotNull(organizationSso.domainVerifiedAt)));
      return row;
    },
    async upsertSettings(values: typeof organizationSso.$inferInsert): Promise<void> {
      const { organizationId: _id, ...changes } = values;
      await db.insert(organizationSso).values(values).onConflictDoUpdate({
        target: organizationSso.organizationId,
        set: changes,
      });
    },
    async deleteSettings(organizationId: string): Promise<void> {
      await db.delete(organizationSso).where(eq(organizationSso.organizationId, organizationId));
    },
    async setDomainProof(organizationId: string, hash: string, email: string, expiresAt: Date) {
      await db
        .update(organizationSso)
        .set({ domainProofHash: hash, domainProofEmail: email, domainProofExpiresAt: expiresAt })
        .where(eq(organizationSso.organizationId, organizationId));
    },
    /** Spends a live proof link in one statement, so two uses cannot both succeed. */
    /** Proven another way (DNS): any e-mailed link still waiting is void. False when already proven. */
    async markDomainVerified(organizationId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(organizationSso)
        .set({ domainVerifiedAt: at, domainProofHash: null, domainProofExpiresAt: null })
        .where(
          and(eq(organizationSso.organizationId, organizationId), isNull(organizationSso.domainVerifiedAt)),
        )
        .returning({ id: organizationSso.organizationId });
      return rows.length === 1;
    },
    async spendDomainProof(hash: string, at: Date): Promise<SsoSettingsRow | undefined> {
      const [row] = await db
        .update(organizationSso)
        .set({ domainVerifiedAt: at, domainProofHash: null, domainProofExpiresAt: null })
        .where(and(eq(organizationSso.domainProofHash, hash), gt(organizationSso.domainProofExpiresAt, at)))
        .returning();
      return row;
    },

    async insertSignIn(values: typeof ssoSignIns.$inferInsert): Promise<void> {
      await db.insert(ssoSignIns).values(values);
    },
    /** Spends the sign-in a state names, if it is live: a state answers once. */
    async spendSignIn(stateHash: string, at: Date): Promise<SsoSignInRow | undefined> {
      const [row] = await db
        .update(ssoSignIns)
        .set({ usedAt: at })
        .where(
          and(eq(ssoSignIns.stateHash, stateHash), isNull(ssoSignIns.usedAt), gt(ssoSignIns.expiresAt, at)),
        )
        .returning();
      return row;
    },
    async awaitLink(
      id: string,
      pending: { userId: string; issuer: string; subject: string; linkTokenHash: string; expiresAt: Date },
    ) {
      await db
        .update(ssoSignIns)
        .set({
          pendingUserId: pending.userId,
          pendingIssuer: pending.issuer,
          pendingSubject: pending.subject,
          linkTokenHash: pending.linkTokenHash,
          expiresAt: pending.expiresAt,
        })
        .where(eq(ssoSignIns.id, id));
    },
    async findPendingLink(linkTokenHash: string, at: Date): Promise<SsoSignInRow | undefined> {
      const [row] = await db
        .select()
        .from(ssoSignIns)
        .where(and(eq(ssoSignIns.linkTokenHash, linkTokenHash), gt(ssoSignIns.expiresAt, at)));
      return row;
    },
    /** A link is made once: the pending row is emptied by the request that makes it. */
    async spendPendingLink(id: string): Promise<boolean> {
      const rows = await db
        .update(ssoSignIns)
        .set({ linkTokenHash: null, pendingUserId: null })
        .where(and(eq(ssoSignIns.id, id), isNotNull(ssoSignIns.linkTokenHash)))
        .returning({ id: ssoSignIns.id });
      return rows.length > 0;
    },

    async identitiesOf(userId: string): Promise<SsoIdentityRow[]> {
      return db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, userId));
    },
    async findIdentity(issuer: string, subject: string): Promise<SsoIdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(ssoIdentities)
        .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
      return row;
    },
    async insertIdentity(values: typeof ssoIdentities.$inferInsert): Promise<void> {
      await db.insert(ssoIdentities).values(values);
    },
    async touchIdentity(id: string, at: Date): Promise<void> {
      await db.update(ssoIdentities).set({ lastSignInAt: at }).where(eq(ssoIdentities.id, id));
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;
