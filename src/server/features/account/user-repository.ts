// SQL for what account security changes on a user: the password, the address and its proof,
// whether the account is disabled.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const NO_BOUNCE = { emailBouncedAt: null, emailBounceReason: null };

export function createUserRepository(db: Db) {
  const update = async (id: string, values: Partial<typeof users.$inferInsert>) => {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  };
  return {
    setPassword: (id: string, passwordHash: string) => update(id, { passwordHash }),
    /** Proven by its link: which also clears a bounce mark, the address just took mail. */
    markVerified: (id: string, at: Date) => update(id, { emailVerifiedAt: at, ...NO_BOUNCE }),
    /** A new address, proven at `verifiedAt` (by its link), or unproven (null); a bounce of the old one no longer applies. */
    changeEmail: (id: string, email: string, verifiedAt: Date | null) =>
      update(id, { email, emailVerifiedAt: verifiedAt, ...NO_BOUNCE }),
    setDisabled: (id: string, at: Date | null) => update(id, { disabledAt: at }),
  };
}
