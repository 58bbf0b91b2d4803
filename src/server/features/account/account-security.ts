// Builds account security's services on one clock, with their attempt limits.

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createAccountData } from './account-data.ts';
import { createAccountExports } from './account-exports.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import type { BoardRecords } from './board-records.ts';
import { createEmailVerification } from './email-verification.ts';
import { createFactorReset, type RemoveSecondFactors } from './factor-reset.ts';
import type { Background } from './mail-delivery.ts';
import type { OrganizationChecks } from './organization-checks.ts';
import { createPasswordReset } from './password-reset.ts';
import { createReauth } from './reauth.ts';
import { createSessionManagement } from './session-management.ts';

const HOUR_MS = 3_600_000;
/** Reset links asked for one address, and by one client, per hour. */
export const RESET_LIMITS = { perAddress: 5, perClient: 20 };
/** Verification links (a new copy, or for a change of address) sent per account per hour. */
export const VERIFY_LINKS_PER_HOUR = 5;

export function createAccountSecurity(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The boards' records the person may read, for the export of their data. */
  records: BoardRecords;
  /** Hands an export of someone's data to its job. */
  enqueueExport: (exportId: string) => Promise<void>;
  /** An organization and its member an Admin acts on (organizations sit above account). */
  organizations: OrganizationChecks;
  /** An Admin's reset of a member's lost factors removes two-factor's and passkeys' rows. */
  removeSecondFactors: RemoveSecondFactors;
}) {
  const { organizations } = deps;
  const { db, mailer, publicUrl, now } = deps;
  const background: Background = (what, send) => {
    send().catch((error: unknown) => deps.log.warn({ err: error }, `could not send the ${what}`));
  };
  const reauth = createReauth(db, now);
  return {
    now,
    reauth,
    reset: createPasswordReset({
      db,
      mailer,
      publicUrl,
      now,
      limits: {
        perAddress: createAttemptLimiter({ max: RESET_LIMITS.perAddress, windowMs: HOUR_MS }, now),
        perClient: createAttemptLimiter({ max: RESET_LIMITS.perClient, windowMs: HOUR_MS }, now),
      },
      background,
    }),
    verification: createEmailVerification({
      db,
      mailer,
      publicUrl,
      now,
      limiter: createAttemptLimiter({ max: VERIFY_LINKS_PER_HOUR, windowMs: HOUR_MS }, now),
      background,
      reauth,
    }),
    sessions: createSessionManagement({ db, now, reauth, organizations }),
    data: createAccountData({ db, now, reauth, records: deps.records }),
    exports: createAccountExports({ db, now, reauth, records: deps.records, enqueue: deps.enqueueExport }),
    factorReset: createFactorReset({
      db,
      now,
      reauth,
      mailer,
      publicUrl,
      background,
      organizations,
      removeSecondFactors: deps.removeSecondFactors,
    }),
  };
}
