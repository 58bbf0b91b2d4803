// Deletes guest accounts that were never claimed after GUEST_EXPIRY_DAYS, at start and then
// hourly. Every web process may run it: deleting twice deletes nothing more.
import type { createGuestRepository } from './repository.ts';

const HOUR_MS = 3_600_000;

export interface GuestExpiryLog {
  info(fields: unknown, message?: string): void;
  warn(fields: unknown, message?: string): void;
}

export async function expireGuests(
  repository: ReturnType<typeof createGuestRepository>,
  days: number,
  now: Date = new Date(),
): Promise<number> {
  return repository.deleteGuestsCreatedBefore(new Date(now.getTime() - days * 24 * HOUR_MS));
}

export function startGuestExpiry(
  repository: ReturnType<typeof createGuestRepository>,
  days: number,
  log: GuestExpiryLog,
): { stop(): void } {
  const run = async () => {
    try {
      const deleted = await expireGuests(repository, days);
      if (deleted > 0) log.info({ deleted, days }, 'deleted unclaimed guest accounts');
    } catch (error) {
      log.warn({ err: error }, 'guest expiry failed; retrying in an hour');
    }
  };
  const first = setTimeout(run, 1_000);
  const timer = setInterval(run, HOUR_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
