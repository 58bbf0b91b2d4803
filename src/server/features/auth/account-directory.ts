// What other features ask of the accounts: an account by id or address, an address proven (an
// invitation accepted, a reset password, a provider vouching for it), and a new account (single
// sign-on's first sign-in). A narrow port over the auth repository, so the accounts' SQL stays in
// this feature.
import type { Db } from '../../db/client.ts';
import { portOf } from '../../lib/port.ts';
import { type AuthRepository, createAuthRepository } from './repository.ts';

export type AccountDirectory = Pick<
  AuthRepository,
  'findUserById' | 'findUserByEmail' | 'markEmailVerified' | 'insertUser'
>;

export function createAccountDirectory(db: Db): AccountDirectory {
  return portOf(createAuthRepository(db), [
    'findUserById',
    'findUserByEmail',
    'markEmailVerified',
    'insertUser',
  ]);
}
