// The step outputs as a model is asked for them (`Output.object`): the engine's one description
// (step-outputs.ts) read in the model dialect, so the inferred types are the engine's step types.
//
// Limits are declared in each field's description and enforced by clipping, not by JSON-schema
// keywords (maxLength, maxItems, minimum, …): strict structured-output modes reject or ignore
// several of those keywords depending on the provider, and a model that writes 1,300 characters
// where 1,200 were asked for should not cost a repair call. Enums and types stay strict; the
// engine's boundary check then repairs what is cosmetic (an empty owner, an empty entry).
import { z } from 'zod';
import type { FollowUpAnswer } from '../../follow-up.ts';
import { type Dialect, LIMITS, stepOutputSchemas } from '../../step-outputs.ts';

export { LIMITS };

export function clipText(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed;
}

/** A string of at most `max` characters (longer answers are clipped). */
const text = (max: number, description: string) =>
  z
    .string()
    .describe(`${description} At most ${max} characters.`)
    .transform((value) => clipText(value, max));

const model: Dialect = {
  text,
  required: text,
  /** A list of at most `max` items (extra items are dropped). */
  list: <T>(item: z.ZodType<T>, max: number, description: string) =>
    z
      .array(item)
      .describe(`${description} At most ${max} items.`)
      .transform((items) => items.slice(0, max)),
  oneOf: (values, description) => z.enum(values).describe(description),
  /** 0–1. A model answering in percent (e.g. 75) is read as 0.75; anything else is clamped. */
  confidence: () =>
    z
      .number()
      .describe('Your confidence, a number from 0 (none) to 1 (certain).')
      .transform((value) => Math.min(1, Math.max(0, value > 1 && value <= 100 ? value / 100 : value))),
  letter: (description) => z.string().max(2).describe(description),
};

const schemas = stepOutputSchemas(model);

export const initialPositionSchema = schemas.initialPosition;

/** A model's answer names who asked; the question is taken back from what was asked (llm-mind.ts). */
export const discussionTurnSchema = schemas.discussionTurn.extend({
  answers: model.list(
    schemas.seatAnswer.omit({ question: true }),
    LIMITS.answers,
    'Answers to <questions_for_you>, or none.',
  ),
});

/** A seat nobody asked anything answers nothing: the field is not offered. */
export const discussionTurnWithoutAnswersSchema = schemas.discussionTurn.omit({ answers: true });

export const revisionSchema = schemas.revision;

/** The final vote on a yes/no decision: no ranking, no veto. */
export const finalVoteSchema = schemas.finalVote.omit({ ranking: true, veto: true });

/** The final vote on a decision with options (ADR 58): every option ranked with a reason, and at most one veto. */
export const finalVoteWithOptionsSchema = finalVoteSchema.extend({
  ranking: z.array(schemas.optionRank).max(5).describe('Every option, best first.'),
  veto: schemas.optionVeto
    .nullable()
    .describe('At most one option vetoed on a duty your seat owns; null for none.'),
});

export const synthesisSchema = schemas.synthesis;

export const followUpAnswerSchema = z.object({
  answer: text(
    LIMITS.followUpAnswer,
    'Your answer to the follow-up question, in character, in a few sentences.',
  ),
}) satisfies z.ZodType<FollowUpAnswer, unknown>;
