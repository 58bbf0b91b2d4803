// An in-memory CheckpointStore with the server's semantics: one row per step key, a completed
// row is never overwritten, a failed one is replaced by the retry's result.
import { stepKey } from '../step-runner.ts';
import type { Checkpoint, CheckpointStore, EngineEvent, EventSink } from '../types.ts';

export interface MemoryStore extends CheckpointStore {
  /** Current rows, in first-save order. */
  readonly rows: Checkpoint[];
  /** Every save call, in order. */
  readonly saves: Checkpoint[];
}

export function createMemoryStore(initial: readonly Checkpoint[] = []): MemoryStore {
  const byKey = new Map<string, Checkpoint>(initial.map((c) => [stepKey(c), structuredClone(c)]));
  const saves: Checkpoint[] = [];
  return {
    get rows() {
      return [...byKey.values()];
    },
    saves,
    async load() {
      return structuredClone([...byKey.values()]);
    },
    async save(checkpoint) {
      const copy = structuredClone(checkpoint);
      saves.push(copy);
      const existing = byKey.get(stepKey(copy));
      if (!existing || existing.status === 'failed') byKey.set(stepKey(copy), copy);
    },
  };
}

export interface EventLog {
  emit: EventSink;
  readonly events: EngineEvent[];
  ofType(type: EngineEvent['type']): EngineEvent[];
}

export function createEventLog(): EventLog {
  const events: EngineEvent[] = [];
  return {
    events,
    emit: async (event) => {
      events.push(structuredClone(event));
    },
    ofType: (type) => events.filter((e) => e.type === type),
  };
}
