// Appends a running session's events to its log in order (one writer per session: the job),
// keeps the session row's status, phase, round and progress current, and wakes live streams.
import type { EngineEvent } from '../../../engine/types.ts';
import type { SessionEventBus } from './event-bus.ts';
import { advanceProgress, initialProgress, type ProgressState } from './progress.ts';
import type { SessionRepository } from './repository.ts';

export interface EventJournal {
  append(event: EngineEvent): Promise<void>;
}

export async function openEventJournal(options: {
  sessionId: string;
  repository: SessionRepository;
  bus: SessionEventBus;
  aiSeats: number;
  maxRounds: number;
}): Promise<EventJournal> {
  const { sessionId, repository, bus } = options;
  let progress: ProgressState = initialProgress();
  let chain: Promise<void> = Promise.resolve();

  const write = async (event: EngineEvent) => {
    const next = advanceProgress(progress, event, options.aiSeats, options.maxRounds);
    const moved =
      next.progress !== progress.progress || next.phase !== progress.phase || next.round !== progress.round;
    await repository.appendEvent(
      sessionId,
      {
        type: event.type,
        phase: event.phase,
        round: event.round,
        seatId: event.seatId,
        payload: event.payload,
      },
      moved ? { phase: next.phase, round: next.round, progress: next.progress } : undefined,
    );
    progress = next;
    bus.notify(sessionId);
  };

  return {
    // Seats finish in parallel; appends are chained so the log keeps the engine's order.
    append(event) {
      const result = chain.then(() => write(event));
      chain = result.catch(() => {});
      return result;
    },
  };
}
