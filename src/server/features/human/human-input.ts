// The engine's HumanInputPort: waits for the human seats' perspectives until every seat has
// answered or the response window closes; a seat that did not answer counts as 'no response'.
import type { HumanInputPort, HumanPerspective, Seat, Stance } from '../../../engine/types.ts';
import type { SessionEventBus } from '../sessions/event-bus.ts';
import type { HumanRepository } from './repository.ts';

const RECHECK_MS = 2_000;

export function createHumanInputPort(options: {
  sessionId: string;
  deadline: Date;
  repository: HumanRepository;
  bus: SessionEventBus;
  now?: () => number;
}): HumanInputPort {
  const now = options.now ?? Date.now;
  return {
    async awaitPerspectives(seats: readonly Seat[], signal: AbortSignal) {
      const wanted = new Set(seats.map((s) => s.id));
      for (;;) {
        signal.throwIfAborted();
        const rows = (await options.repository.listForSession(options.sessionId)).filter(
          (r): r is typeof r & { positionId: string } => r.positionId !== null && wanted.has(r.positionId),
        );
        const answered = new Map(rows.map((r) => [r.positionId, r]));
        const remaining = options.deadline.getTime() - now();
        if (answered.size === wanted.size || remaining <= 0) {
          return new Map<string, HumanPerspective | null>(
            seats.map((seat) => {
              const row = answered.get(seat.id);
              return [
                seat.id,
                row
                  ? {
                      stance: row.stance as Stance,
                      confidence: row.confidence,
                      perspective: row.perspective,
                      key_points: row.keyPoints,
                      questions: row.questions,
                    }
                  : null,
              ];
            }),
          );
        }
        await options.bus.waitForEvent(options.sessionId, Math.min(RECHECK_MS, remaining), signal);
      }
    },
  };
}
