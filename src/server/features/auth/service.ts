// Accounts: register (or convert a guest), sign in, guest sessions, sign out.
import { randomBytes } from 'node:crypto';
import type { RegisterBody, User } from '../../../contracts/auth.ts';
import { AppError, conflict, uniqueViolation } from '../../lib/errors.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import type { TokenService } from './tokens.ts';

export interface AuthServiceDeps {
  repository: AuthRepository;
  tokens: TokenService;
  tokenTtlHours: number;
  superadminEmails: readonly string[];
}

export const EMAIL_TAKEN = 'A user with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';
export const BAD_CREDENTIALS = 'Incorrect email or password';

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, tokens } = deps;

  function toUser(row: UserRow): User {
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      full_name: row.fullName,
      is_superadmin: row.isSuperadmin || (row.email !== null && deps.superadminEmails.includes(row.email)),
      is_guest: row.isGuest,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function startSession(userId: string): Promise<string> {
    const expiresAt = new Date(Date.now() + deps.tokenTtlHours * 3_600_000);
    const sessionId = await repository.createSession(userId, expiresAt);
    return tokens.issue({ userId, sessionId }, expiresAt);
  }

  return {
    toUser,

    /** Creates an account; a guest who registers keeps its id and boards, but not its token. */
    async register(body: RegisterBody, currentUser: UserRow | null): Promise<User> {
      const email = body.email.toLowerCase();
      if (await repository.findUserByEmail(email)) throw conflict(EMAIL_TAKEN);
      if (await repository.findUserByUsername(body.username)) throw conflict(USERNAME_TAKEN);
      const values = {
        email,
        username: body.username,
        fullName: body.full_name,
        passwordHash: await hashPassword(body.password),
        isGuest: false,
      };
      try {
        if (!currentUser?.isGuest) return toUser(await repository.insertUser(values));
        // The guest's token was handed out anonymously: the account now signs in afresh.
        return toUser(await repository.convertGuest(currentUser.id, values));
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides.
        const violation = uniqueViolation(error);
        if (violation)
          throw conflict(violation.constraint.includes('username') ? USERNAME_TAKEN : EMAIL_TAKEN);
        throw error;
      }
    },

    async login(email: string, password: string): Promise<string> {
      const row = await repository.findUserByEmail(email.trim());
      const ok = row?.passwordHash
        ? await verifyPassword(password, row.passwordHash)
        : await verifyPassword(password, await decoyPasswordHash()).then(() => false);
      if (!row || !ok) throw new AppError(401, BAD_CREDENTIALS, { 'www-authenticate': 'Bearer' });
      return startSession(row.id);
    },

    async startGuest(): Promise<string> {
      const row = await repository.insertUser({
        username: `guest-${randomBytes(6).toString('hex')}`,
        fullName: null,
        isGuest: true,
      });
      return startSession(row.id);
    },

    logout: (sessionId: string) => repository.revokeSession(sessionId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
