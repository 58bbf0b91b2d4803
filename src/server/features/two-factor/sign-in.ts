// The second step of signing in. A right password for an account with two-factor opens a
// challenge (a random token, only its SHA-256 kept, valid a few minutes) instead of a session;
// the session comes once a code proves the second factor. An account without two-factor in an
// organization requiring it gets an enrolment challenge: it scans a QR code and confirms a code
// before any session exists; an account with a passkey answers with it instead (a passkey counts
// toward the requirement). A password reset never signs in, so it cannot skip this step.
import {
  CHALLENGE_EXPIRED,
  CHALLENGE_TTL_MINUTES,
  type EnrolledSignIn,
  type SecondStep,
  type TotpEnrolment,
  WRONG_CODE,
} from '../../../contracts/two-factor.ts';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { hashLinkToken, newLinkToken } from '../account/secret-links.ts';
import { type AuditWho, recordAudit } from '../audit/audit-log.ts';
import { createAccountDirectory } from '../auth/account-directory.ts';
import type { SignInOrigin } from '../auth/service.ts';
import { type ChallengeRow, createTwoFactorRepository } from './repository.ts';
import type { TwoFactorService } from './service.ts';
import type { CodeVerifier } from './verifier.ts';

/** Opens a session for a user whose sign-in is complete; returns its token. */
export type OpenSession = (userId: string, origin: SignInOrigin) => Promise<string>;

const who = (user: UserRow, ip: string | null): AuditWho => ({
  actorId: user.id,
  actorEmail: user.email ?? user.username,
  ip,
});

export function createTwoFactorSignIn(deps: {
  db: Db;
  now: () => Date;
  verifier: CodeVerifier;
  service: TwoFactorService;
  /** Whether the account has a passkey, which may answer the second step instead of a code. */
  hasPasskey?: (userId: string) => Promise<boolean>;
}) {
  const { db, now, verifier, service } = deps;
  const repository = createTwoFactorRepository(db);
  const accounts = createAccountDirectory(db);

  async function challenge(kind: ChallengeRow['kind'], token: string) {
    const row = await repository.findLiveChallenge(hashLinkToken(token), now());
    if (!row || row.kind !== kind) throw unauthorized(CHALLENGE_EXPIRED);
    const user = await accounts.findUserById(row.userId);
    if (!user || user.disabledAt) throw unauthorized(CHALLENGE_EXPIRED);
    return { row, user };
  }

  async function complete(row: ChallengeRow, user: UserRow, open: OpenSession, summary: string) {
    // Spent first: a challenge opens one session, however many requests race with it.
    if (!(await repository.spendChallenge(row.id, now()))) throw unauthorized(CHALLENGE_EXPIRED);
    await recordAudit(db, who(user, row.ip), { action: 'auth.sign_in', summary });
    return open(user.id, { ip: row.ip, userAgent: row.userAgent });
  }

  return {
    /** After the right password: the second step this account needs, or null for none. */
    async afterPassword(user: UserRow, origin: SignInOrigin): Promise<SecondStep | null> {
      const app = Boolean((await repository.findTotp(user.id))?.secretSealed);
      const requiredBy = app ? [] : await repository.organizationsRequiring(user.id);
      if (!app && requiredBy.length === 0) return null;
      // A passkey meets an organization's requirement: such an account answers with it, not enrols.
      const passkey = (await deps.hasPasskey?.(user.id)) ?? false;
      const kind = app || passkey ? 'verify' : 'enrol';
      const token = newLinkToken();
      const expiresAt = new Date(now().getTime() + CHALLENGE_TTL_MINUTES * 60_000);
      await repository.createChallenge({
        userId: user.id,
        kind,
        tokenHash: hashLinkToken(token),
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 300) ?? null,
        createdAt: now(),
        expiresAt,
      });
      return {
        two_factor: kind,
        challenge: token,
        expires_at: expiresAt.toISOString(),
        required_by: requiredBy,
        passkey: kind === 'verify' && passkey,
        app,
      };
    },

    /** The account a live `verify` challenge belongs to (to offer its passkeys). */
    async userOf(token: string): Promise<UserRow> {
      return (await challenge('verify', token)).user;
    },

    /**
     * The second step proven another way (a passkey): `prove` throws when it fails, or answers the
     * audit summary; then the challenge is spent and the session opens.
     */
    async verifyWith(
      token: string,
      prove: (user: UserRow) => Promise<string>,
      open: OpenSession,
    ): Promise<string> {
      const { row, user } = await challenge('verify', token);
      const summary = await prove(user);
      return complete(row, user, open, summary);
    },

    /** The code of the second step: a session's token, or 401 (wrong codes count to the limit). */
    async verify(token: string, code: string, open: OpenSession): Promise<string> {
      const { row, user } = await challenge('verify', token);
      const factor = await verifier.verify(user.id, code);
      if (!factor) {
        await recordAudit(db, who(user, row.ip), {
          action: 'auth.two_factor_failed',
          summary: 'Sign-in refused: wrong second-factor code',
        });
        throw new AppError(401, WRONG_CODE);
      }
      if (factor === 'recovery_code')
        await recordAudit(db, who(user, row.ip), {
          action: 'auth.recovery_code_used',
          targetType: 'user',
          targetId: user.id,
          summary: `Signed in with a recovery code; ${await repository.countUnusedRecoveryCodes(user.id)} left`,
        });
      return complete(
        row,
        user,
        open,
        factor === 'totp' ? 'Signed in with an authenticator code' : 'Signed in with a recovery code',
      );
    },

    /** An organization requires two-factor: the QR code and key to enrol before signing in. */
    async startEnrolment(token: string): Promise<TotpEnrolment> {
      const { user } = await challenge('enrol', token);
      return service.startEnrolment(user);
    },

    /** The first code of the enrolment: two-factor is on, the session opens, codes shown once. */
    async finishEnrolment(token: string, code: string, open: OpenSession): Promise<EnrolledSignIn> {
      const { row, user } = await challenge('enrol', token);
      const codes = await service.finishEnrolment(user, code, (tx) =>
        recordAudit(tx, who(user, row.ip), {
          action: 'auth.two_factor_enabled',
          targetType: 'user',
          targetId: user.id,
          summary: 'Turned on two-factor at sign-in, as an organization requires',
        }),
      );
      const accessToken = await complete(row, user, open, 'Signed in after enrolling two-factor');
      return { access_token: accessToken, token_type: 'bearer', recovery_codes: codes };
    },
  };
}
export type TwoFactorSignIn = ReturnType<typeof createTwoFactorSignIn>;
