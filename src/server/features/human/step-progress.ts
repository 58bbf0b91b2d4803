// Who has acted in a session's human step so far: the seats that gave their perspective, and in a
// window (a consensus round or the vote) the seats that kept or changed their stance, or voted.
// Read by who a session awaits (awaited.ts) and, through the StepProgress port the worker fills
// with it, by notifications' deadline reminder.
import type { Db } from '../../db/client.ts';
import { createSeatWindows, type SeatWindows } from '../live/seat-windows.ts';
import type { StepProgress } from '../notifications/deadline-reminder.ts';
import { createHumanRepository } from './repository.ts';

/** The seats that acted in a window: kept or changed their stance in its round, or voted. */
export async function actedIn(
  live: Pick<SeatWindows, 'votes' | 'revisions'>,
  sessionId: string,
  window: { step: 'consensus' | 'final_vote'; round: number },
): Promise<Set<string>> {
  const seats =
    window.step === 'final_vote'
      ? (await live.votes(sessionId)).map((v) => v.seatId)
      : (await live.revisions(sessionId, window.round)).map((r) => r.seatId);
  return new Set(seats);
}

export function createStepProgress(db: Db): StepProgress {
  const humans = createHumanRepository(db);
  const live = createSeatWindows(db);
  return {
    async perspectivesGiven(sessionId) {
      return new Set(
        (await humans.listForSession(sessionId)).flatMap((p) => (p.positionId ? [p.positionId] : [])),
      );
    },
    async window(sessionId, window) {
      const stored = await live.window(sessionId, window.step, window.round);
      if (!stored) return null;
      return {
        seatIds: stored.seatIds,
        closesAt: stored.closesAt,
        acted: await actedIn(live, sessionId, window),
      };
    },
  };
}
