// What a guest (an account nobody has claimed) may do: a few boards and a few sessions a day.
// Anyone can mint guests, so without limits one client could fill the database and keep the
// deliberation workers busy. Registered accounts are not limited here.

import type { UserRow } from '../../db/actor-columns.ts';
import { AppError } from '../../lib/errors.ts';
import type { createGuestRepository } from './repository.ts';

export interface GuestLimits {
  maxBoards: number;
  maxSessionsPerDay: number;
}

const DAY_MS = 24 * 3_600_000;

export function createGuestQuotas(
  repository: ReturnType<typeof createGuestRepository>,
  limits: GuestLimits,
  now: () => Date = () => new Date(),
) {
  return {
    async beforeCreateBoard(user: UserRow): Promise<void> {
      if (!user.isGuest) return;
      if ((await repository.countBoards(user.id)) >= limits.maxBoards) {
        throw new AppError(
          403,
          `A guest can keep ${limits.maxBoards} boards. Create an account to add more — your boards come with you.`,
        );
      }
    },
    async beforeStartSession(user: UserRow): Promise<void> {
      if (!user.isGuest) return;
      const since = new Date(now().getTime() - DAY_MS);
      if ((await repository.countSessionsSince(user.id, since)) >= limits.maxSessionsPerDay) {
        throw new AppError(
          429,
          `A guest can ask ${limits.maxSessionsPerDay} questions a day. Create an account to ask more.`,
          { 'retry-after': '3600' },
        );
      }
    },
  };
}
export type GuestQuotas = ReturnType<typeof createGuestQuotas>;
