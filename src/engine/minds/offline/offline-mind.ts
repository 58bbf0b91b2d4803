// The offline mind: a deterministic, explainable board that needs no model or network. It reads
// the decision once (reader/: the kind, the figures with their meaning, owner and role, the sums,
// the premise checks, the duties) and every seat reasons from that reading through its position's
// checklist for the kind (kinds/) and its general lens (seats/). The same input always gives the
// same output: no randomness, no clock.
import type { Mind, MindResult, Usage } from '../../types.ts';
import { answerFollowUp } from './answer-follow-up.ts';
import { frameDecision } from './chair/framing.ts';
import { withOptionChoice } from './chair/option-choice.ts';
import { synthesize } from './chair/synthesize.ts';
import { correctReading } from './reader/corrections.ts';
import { checkStatement } from './reader/figure-check.ts';
import { optionFiguresOf } from './reader/option-figures.ts';
import { readDecision } from './reader/read-decision.ts';
import { withOptionBallot } from './seats/option-ballot.ts';
import { discuss, initialPosition, revise, vote } from './seats/seat-steps.ts';

export const OFFLINE_MODEL = 'boardwise-offline-2';

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
    vote: (ctx, signal) =>
      answer(signal, () => withOptionBallot(ctx.seat, ctx.decision.options, ctx.reading, vote(ctx))),
    synthesize: (ctx, signal) => answer(signal, () => withOptionChoice(synthesize(ctx), ctx.options)),
    read: (decision) => {
      const reading = readDecision(decision);
      // Each option's figures side by side, beside the reading (the reader itself is unchanged).
      return decision.options?.length && !reading.cannot_judge
        ? { ...reading, option_figures: optionFiguresOf(decision.options, reading) }
        : reading;
    },
    correct: (decision, reading, remarks) => correctReading(decision, reading, remarks),
    frame: (ctx) => frameDecision(ctx),
    checkStatement: (text, reading) => checkStatement(text, reading),
    answerFollowUp: (ctx, signal) => answer(signal, () => answerFollowUp(ctx)),
  };
}
