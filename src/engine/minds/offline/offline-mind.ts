// The offline mind: a deterministic, explainable board that needs no model or network. Each
// seat reads the decision through wink-nlp (analyze-decision.ts) and its persona's lens
// (assess-seat.ts); the same input always gives the same output — no randomness, no clock.
import type { Mind, MindResult, Usage } from '../../types.ts';
import { answerFollowUp } from './answer-follow-up.ts';
import { readFrame } from './frame/read-frame.ts';
import { readingOf } from './frame/reading-of.ts';
import { discuss, initialPosition, revise, vote } from './seat-steps.ts';
import { synthesize } from './synthesize.ts';

export const OFFLINE_MODEL = 'boardwise-offline-1';

/** One call per step; no tokens, since no model is asked. */
const USAGE: Usage = { calls: 1, prompt_tokens: 0, completion_tokens: 0 };

async function answer<T>(signal: AbortSignal, make: () => T): Promise<MindResult<T>> {
  signal.throwIfAborted();
  return { output: make(), usage: { ...USAGE } };
}

export function createOfflineMind(): Mind {
  return {
    engine: 'offline',
    model: OFFLINE_MODEL,
    initialPosition: (ctx, signal) => answer(signal, () => initialPosition(ctx)),
    discuss: (ctx, signal) => answer(signal, () => discuss(ctx)),
    revise: (ctx, signal) => answer(signal, () => revise(ctx)),
    vote: (ctx, signal) => answer(signal, () => vote(ctx)),
    synthesize: (ctx, signal) => answer(signal, () => synthesize(ctx)),
    read: (decision) => readingOf(readFrame(decision)),
    answerFollowUp: (ctx, signal) => answer(signal, () => answerFollowUp(ctx)),
  };
}
