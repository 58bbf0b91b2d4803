// What other features ask of the accounts (an invitation: is there an account at this address,
// and its acceptance proves the address): a narrow port over the auth repository, so the
// accounts' SQL stays in this feature.
import type { Db } from '../../db/client.ts';
import { type AuthRepository, createAuthRepository } from './repository.ts';

export type AccountDirectory = Pick<AuthRepository, 'findUserByEmail' | 'markEmailVerified'>;

export function createAccountDirectory(db: Db): AccountDirectory {
  const { findUserByEmail, markEmailVerified } = createAuthRepository(db);
  return { findUserByEmail, markEmailVerified };
}
