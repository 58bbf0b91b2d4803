// Checks a second factor: an authenticator code (accepted once per time step) or a recovery code
// (accepted once), with a limit on wrong codes per account that a correct code does not reset.
import {
  TOO_MANY_CODES,
  WRONG_CODE_LIMIT,
  WRONG_CODE_WINDOW_MINUTES,
} from '../../../contracts/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createAttemptLimiter } from '../account/attempt-limiter.ts';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { createTwoFactorRepository } from './repository.ts';
import { matchingStep } from './totp.ts';

export type FactorUsed = 'totp' | 'recovery_code';

export function createCodeVerifier(deps: { db: Db; box: SecretBox; now: () => Date }) {
  const { db, box, now } = deps;
  const repository = createTwoFactorRepository(db);
  const wrongCodes = createAttemptLimiter(
    { max: WRONG_CODE_LIMIT, windowMs: WRONG_CODE_WINDOW_MINUTES * 60_000 },
    now,
  );

  /**
   * A secret sealed under another JWT_SECRET cannot be opened: no app code matches it then, and
   * the account signs in with a recovery code and sets up its app again (ADR 30).
   */
  function openSecret(sealed: string): string {
    try {
      return box.open(sealed);
    } catch {
      return '';
    }
  }

  function checkLimit(userId: string): void {
    const wait = wrongCodes.wait(userId);
    if (wait > 0) throw new AppError(429, TOO_MANY_CODES, { 'retry-after': String(wait) });
  }

  return {
    checkLimit,
    /** Counts a wrong code against the account's limit. */
    wrong(userId: string): void {
      wrongCodes.record(userId);
    },
    /** The factor a code proved, or null (the caller counts it as wrong). */
    async verify(userId: string, code: string): Promise<FactorUsed | null> {
      checkLimit(userId);
      if (looksLikeRecoveryCode(code)) {
        const used = await repository.spendRecoveryCode(userId, hashRecoveryCode(code), now());
        if (!used) wrongCodes.record(userId);
        return used ? 'recovery_code' : null;
      }
      const totp = await repository.findTotp(userId);
      const step = totp?.secretSealed ? matchingStep(openSecret(totp.secretSealed), code, now()) : null;
      const accepted = step !== null && (await repository.spendStep(userId, step));
      if (!accepted) wrongCodes.record(userId);
      return accepted ? 'totp' : null;
    },
    /** A code for a pending enrolment's secret: its step, or null (counted as wrong). */
    pendingStep(userId: string, sealedSecret: string, code: string): number | null {
      checkLimit(userId);
      const step = matchingStep(openSecret(sealedSecret), code, now());
      if (step === null) wrongCodes.record(userId);
      return step;
    },
  };
}
export type CodeVerifier = ReturnType<typeof createCodeVerifier>;
