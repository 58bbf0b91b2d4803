// A whole offline deliberation on a plain decision (topic and context only), as the tests of what a
// founder reads run it.
import { createOfflineMind } from '../minds/offline/offline-mind.ts';
import { runDeliberation } from '../protocol.ts';
import type { DeliberationResult } from '../types.ts';
import { createEventLog, createMemoryStore } from './memory-store.ts';
import { plainDecision } from './plain-decision.ts';
import { sampleBoard } from './sample-board.ts';

export function deliberateOffline(topic: string, context: string): Promise<DeliberationResult> {
  return runDeliberation({
    board: sampleBoard(),
    decision: plainDecision(topic, context),
    mind: createOfflineMind(),
    store: createMemoryStore(),
    emit: createEventLog().emit,
    signal: new AbortController().signal,
  });
}
