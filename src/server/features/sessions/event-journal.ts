// A running session's writes — its checkpoints and its events — group-committed: writes handed
// over while the previous commit is under way (the ten 'started' events of a phase, answers that
// arrive together) are committed together in one statement, in the order they were handed over.
// Each write's promise resolves once it is committed, so a step counts as done only when its
// checkpoint is durable; a kill between hand-over and commit costs at most asking that step
// again. Live streams are woken after each commit. The session row's phase, round and progress
// follow the events in the same statement.

import { stepKey } from '../../../engine/step-runner.ts';
import type { Checkpoint, EngineEvent } from '../../../engine/types.ts';
import type { SessionEventBus } from '../../realtime/event-bus.ts';
import { advanceProgress, initialProgress, type ProgressState } from './progress.ts';
import type { JournalBatch, SessionRepository } from './repository.ts';

export interface EventJournal {
  /** Appends an event after everything handed over before it; resolves once it is committed. */
  append(event: EngineEvent): Promise<void>;
  /** Saves a checkpoint in order with the events; resolves once it is committed. */
  save(checkpoint: Checkpoint): Promise<void>;
  /** Resolves when everything handed over so far has been written (or has failed). */
  settled(): Promise<void>;
}

interface Pending {
  write: { checkpoint: Checkpoint } | { event: EngineEvent; progress: ProgressState };
  resolve(): void;
  reject(error: unknown): void;
}

/** Checkpoints of one batch, one per step: a completed one is final, a failed one is replaced. */
function foldCheckpoints(checkpoints: Checkpoint[]): Checkpoint[] {
  const byStep = new Map<string, Checkpoint>();
  for (const checkpoint of checkpoints) {
    const key = stepKey(checkpoint);
    if (byStep.get(key)?.status !== 'completed') byStep.set(key, checkpoint);
  }
  return [...byStep.values()];
}

export function openEventJournal(options: {
  sessionId: string;
  repository: SessionRepository;
  bus: SessionEventBus;
  aiSeats: number;
  maxRounds: number;
}): EventJournal {
  const { sessionId, repository, bus } = options;
  let queue: Pending[] = [];
  let writing: Promise<void> | null = null;
  /** After a failed commit nothing more is written: a later event could report an unsaved step. */
  let broken: unknown = null;
  // Progress as of the last event handed over, and as last committed.
  let handedOver: ProgressState = initialProgress();
  let committed: ProgressState = handedOver;

  /** The batch to commit, and the progress it leaves the session at. */
  const batchOf = (pending: Pending[]): { batch: JournalBatch; after: ProgressState } => {
    const checkpoints: Checkpoint[] = [];
    const events: JournalBatch['events'] = [];
    let after = committed;
    for (const { write } of pending) {
      if ('checkpoint' in write) checkpoints.push(write.checkpoint);
      else {
        const { type, phase, round, seatId, payload } = write.event;
        events.push({ type, phase, round, seatId, payload });
        after = write.progress;
      }
    }
    const moved =
      after.progress !== committed.progress ||
      after.phase !== committed.phase ||
      after.round !== committed.round;
    const progress = moved ? { phase: after.phase, round: after.round, progress: after.progress } : undefined;
    return { batch: { checkpoints: foldCheckpoints(checkpoints), events, progress }, after };
  };

  const commit = async (pending: Pending[]): Promise<void> => {
    const { batch, after } = batchOf(pending);
    try {
      await repository.writeJournalBatch(sessionId, batch);
    } catch (error) {
      broken = error;
      for (const p of [...pending, ...queue]) p.reject(error);
      queue = [];
      return;
    }
    committed = after;
    for (const p of pending) p.resolve();
    if (batch.events.length > 0) bus.notify(sessionId);
  };

  // One commit at a time; what arrives meanwhile waits for the next one. The first write of a
  // quiet journal waits for the end of the tick, so writes handed over together go together.
  const drain = async (): Promise<void> => {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const pending = queue;
      queue = [];
      await commit(pending);
    }
    writing = null;
  };

  const enqueue = (write: Pending['write']): Promise<void> => {
    if (broken) return Promise.reject(broken);
    return new Promise<void>((resolve, reject) => {
      queue.push({ write, resolve, reject });
      writing ??= drain();
    });
  };

  return {
    append(event) {
      handedOver = advanceProgress(handedOver, event, options.aiSeats, options.maxRounds);
      return enqueue({ event, progress: handedOver });
    },
    save(checkpoint) {
      return enqueue({ checkpoint });
    },
    async settled() {
      while (writing) await writing;
    },
  };
}
