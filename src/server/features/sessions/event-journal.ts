// Appends a running session's events to its log, keeps the session row's phase, round and
// progress current, and wakes live streams. Calls arrive one at a time: the engine's sink
// serializes its events, and the runner writes its own only after the engine has settled.
import type { EngineEvent } from '../../../engine/types.ts';
import type { SessionEventBus } from './event-bus.ts';
import { advanceProgress, initialProgress, type ProgressState } from './progress.ts';
import type { SessionRepository } from './repository.ts';

export interface EventJournal {
  append(event: EngineEvent): Promise<void>;
}

export function openEventJournal(options: {
  sessionId: string;
  repository: SessionRepository;
  bus: SessionEventBus;
  aiSeats: number;
  maxRounds: number;
}): EventJournal {
  const { sessionId, repository, bus } = options;
  let progress: ProgressState = initialProgress();

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

  return { append: write };
}
