// A session's latest timed window and who has acted in it, for features above live that show what
// awaits a person (the calendar's session deadlines, filled by human).
import type { Db } from '../../db/client.ts';
import { createLiveRepository } from './repository.ts';

export function createWindowReads(db: Db) {
  const live = createLiveRepository(db);
  return {
    latestWindow: (sessionId: string) => live.latestWindow(sessionId),
    /** The seats that have voted in the session's final vote. */
    async votedSeats(sessionId: string): Promise<string[]> {
      return (await live.votes(sessionId)).map((v) => v.seatId);
    },
    /** The seats that have kept or changed their stance in this consensus round. */
    async revisedSeats(sessionId: string, round: number): Promise<string[]> {
      return (await live.revisions(sessionId, round)).map((r) => r.seatId);
    },
  };
}
export type WindowReads = ReturnType<typeof createWindowReads>;
