// Accounts: register (or convert a guest), sign in, guest sessions, sign out.
import { randomBytes } from 'node:crypto';
import type { RegisterBody, User } from '../../../contracts/auth.ts';
import type { SecondStep } from '../../../contracts/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, uniqueViolation } from '../../lib/errors.ts';
import { type AuditWho, recordAudit } from '../audit/audit-log.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { type AuthRepository, createAuthRepository, type UserRow } from './repository.ts';
import type { TokenService } from './tokens.ts';

/**
 * Every account has a personal organization, made (or renamed, when a guest claims an account)
 * in the same transaction: the organizations feature does it, handed in by app.ts.
 */
export interface PersonalOrganizations {
  createPersonal(tx: Db, user: UserRow): Promise<unknown>;
  renamePersonal(tx: Db, user: UserRow): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  repository: AuthRepository;
  tokens: TokenService;
  tokenTtlHours: number;
  superadminEmails: readonly string[];
  organizations: PersonalOrganizations;
  /** Whether this server sends e-mail: only then can an address be proven (ADR 27). */
  emailEnabled: boolean;
  /** Sends the first link proving a new account's address. */
  welcome(user: UserRow): Promise<void>;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  /** Why password sign-in is refused for this address (its domain requires SSO), or null. */
  passwordRefusal?(email: string): Promise<string | null>;
  /** After the right password: the second step the account needs (two-factor), or null. */
  secondStep?(user: UserRow, origin: SignInOrigin): Promise<SecondStep | null>;
}

/** Where a sign-in comes from, kept with its session for the list of one's sessions. */
export interface SignInOrigin {
  ip: string | null;
  userAgent: string | null;
}

const who = (row: UserRow | undefined, ip: string | null, email?: string): AuditWho => ({
  actorId: row?.id ?? null,
  actorEmail: (row?.email ?? email ?? row?.username ?? null)?.slice(0, 320) ?? null,
  ip,
});

export const EMAIL_TAKEN = 'A user with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';
export const BAD_CREDENTIALS = 'Incorrect email or password';
export const ACCOUNT_DISABLED = 'This account is disabled. Ask the platform administrator.';

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, tokens } = deps;

  function toUser(row: UserRow): User {
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      full_name: row.fullName,
      is_superadmin: row.isSuperadmin,
      is_guest: row.isGuest,
      created_at: row.createdAt.toISOString(),
      email_verified: row.emailVerifiedAt !== null,
      email_enabled: deps.emailEnabled,
      email_bounce: row.emailBouncedAt
        ? { at: row.emailBouncedAt.toISOString(), reason: row.emailBounceReason ?? '' }
        : null,
    };
  }

  async function startSession(userId: string, origin: SignInOrigin): Promise<string> {
    const at = deps.now();
    const expiresAt = new Date(at.getTime() + deps.tokenTtlHours * 3_600_000);
    const userAgent = origin.userAgent?.slice(0, 300) ?? null;
    const sessionId = await repository.createSession(userId, expiresAt, { at, ip: origin.ip, userAgent });
    return tokens.issue({ userId, sessionId }, expiresAt);
  }

  return {
    toUser,
    /** A session for a user whose sign-in is complete (also after a second factor). */
    openSession: startSession,

    /**
     * Creates an account with its personal organization; a guest who registers keeps its id,
     * and so its organization and boards — but not its token: it signs in afresh.
     */
    async register(body: RegisterBody, currentUser: UserRow | null, ip: string | null): Promise<User> {
      const email = body.email.toLowerCase();
      if (await repository.findUserByEmail(email)) throw conflict(EMAIL_TAKEN);
      if (await repository.findUserByUsername(body.username)) throw conflict(USERNAME_TAKEN);
      const values = {
        email,
        username: body.username,
        fullName: body.full_name,
        passwordHash: await hashPassword(body.password),
        isGuest: false,
        ...(deps.superadminEmails.includes(email) ? { isSuperadmin: true } : {}),
      };
      try {
        const row = await deps.db.transaction(async (tx) => {
          const accounts = createAuthRepository(tx);
          const claimed = currentUser?.isGuest === true;
          const saved = claimed
            ? await accounts.convertGuest(currentUser.id, values)
            : await accounts.insertUser(values);
          if (claimed) await deps.organizations.renamePersonal(tx, saved);
          else await deps.organizations.createPersonal(tx, saved);
          await recordAudit(tx, who(saved, ip), {
            action: 'auth.register',
            targetType: 'user',
            targetId: saved.id,
            summary: claimed ? `${email} registered, keeping their guest boards` : `${email} registered`,
          });
          return saved;
        });
        // The account exists whatever happens to the e-mail; a new link can be asked for.
        await deps
          .welcome(row)
          .catch((error: unknown) =>
            deps.log.warn({ err: error, userId: row.id }, 'could not prepare the verification e-mail'),
          );
        return toUser(row);
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides.
        const violation = uniqueViolation(error);
        if (violation)
          throw conflict(violation.constraint.includes('username') ? USERNAME_TAKEN : EMAIL_TAKEN);
        throw error;
      }
    },

    /** A session's token, or the second step (two-factor) the account needs before one. */
    async login(email: string, password: string, origin: SignInOrigin): Promise<string | SecondStep> {
      const { ip } = origin;
      // Decided by the address's domain alone, before any password is checked: nothing about the
      // account is revealed, and a password cannot be tried against a domain that signs in by SSO.
      const refusal = await deps.passwordRefusal?.(email.trim().toLowerCase());
      if (refusal) throw new AppError(403, refusal);
      const row = await repository.findUserByEmail(email.trim());
      const ok = row?.passwordHash
        ? await verifyPassword(password, row.passwordHash)
        : await verifyPassword(password, await decoyPasswordHash()).then(() => false);
      if (!row || !ok) {
        await recordAudit(deps.db, who(row, ip, email.trim().toLowerCase()), {
          action: 'auth.sign_in_failed',
          summary: 'Sign-in refused: wrong e-mail or password',
        });
        throw new AppError(401, BAD_CREDENTIALS, { 'www-authenticate': 'Bearer' });
      }
      // Said only to whoever knows the password: a disabled account is no secret from its owner.
      if (row.disabledAt) throw new AppError(403, ACCOUNT_DISABLED);
      // Recorded as a sign-in only once the second step succeeds (two-factor/sign-in.ts).
      const second = await deps.secondStep?.(row, origin);
      if (second) return second;
      await recordAudit(deps.db, who(row, ip), { action: 'auth.sign_in', summary: 'Signed in' });
      return startSession(row.id, origin);
    },

    /** A guest account gets a personal organization too, so its boards have a home it keeps. */
    async startGuest(origin: SignInOrigin): Promise<string> {
      const row = await deps.db.transaction(async (tx) => {
        const created = await createAuthRepository(tx).insertUser({
          username: `guest-${randomBytes(6).toString('hex')}`,
          fullName: null,
          isGuest: true,
        });
        await deps.organizations.createPersonal(tx, created);
        return created;
      });
      return startSession(row.id, origin);
    },

    async logout(user: UserRow, sessionId: string, ip: string | null): Promise<void> {
      await repository.revokeSession(sessionId);
      await recordAudit(deps.db, who(user, ip), { action: 'auth.sign_out', summary: 'Signed out' });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
