// The LLM mind: each step is one structured `generateText` call (plus at most one repair call when
// the output is malformed). The SDK is the only retry layer (`maxRetries`, with backoff and
// Retry-After); this module never retries HTTP failures itself.
import { generateText, Output } from 'ai';
import type { z } from 'zod';
import type { Mind, MindResult, QuestionForSeat, SeatAnswer, Usage } from '../../types.ts';
import { FatalMindError, SeatStepError } from '../../types.ts';
import { refusalForAnyLanguage } from '../offline/frame/reading-of.ts';
import { type Limiter, sharedLimiter } from './concurrency.ts';
import { classifyLlmError } from './errors.ts';
import {
  discussionPrompt,
  finalVotePrompt,
  followUpPrompt,
  initialPositionPrompt,
  repairNote,
  revisionPrompt,
  type StepPrompt,
  synthesisPrompt,
} from './prompts.ts';
import { createLanguageModelFactory, type LanguageModelFactory, type LlmSettings } from './provider.ts';
import {
  discussionTurnSchema,
  discussionTurnWithoutAnswersSchema,
  finalVoteSchema,
  followUpAnswerSchema,
  initialPositionSchema,
  revisionSchema,
  synthesisSchema,
} from './schemas.ts';

export interface LlmMindOptions {
  settings: LlmSettings;
  /** Bounds calls in flight; defaults to the process-wide limiter (DEFAULT_LLM_CONCURRENCY). */
  limiter?: Limiter;
  /** Where models come from; defaults to `createLanguageModelFactory(settings)`. */
  models?: LanguageModelFactory;
  /** Caps each reply's tokens; unset leaves the provider's default. */
  maxOutputTokens?: number;
}

interface StepSpec<S extends z.ZodType> {
  /** The schema name sent to the provider (json_schema.name). */
  name: string;
  schema: S;
  prompt: StepPrompt;
  /** The seat's own model, else the default. */
  modelId: string | null | undefined;
}

interface CallResult<T> {
  output: T;
  usage: Usage;
}

/** Internal: the model answered, but not with a usable object (carries that call's usage). */
class MalformedOutputError extends Error {
  readonly usage: Usage;
  constructor(message: string, usage: Usage) {
    super(message);
    this.usage = usage;
  }
}

function tokens(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function addUsage(a: Usage, b: Usage): Usage {
  return {
    calls: a.calls + b.calls,
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
  };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The schema keeps answers short (who asked, the answer); the question each answers is taken
 * back from what was asked, in order per asker, so a model cannot misquote it.
 */
function answersOf(output: object): { seat: string; answer: string }[] {
  return 'answers' in output && Array.isArray(output.answers) ? output.answers : [];
}

function withQuestions(
  answers: readonly { seat: string; answer: string }[],
  asked: readonly QuestionForSeat[] | undefined,
): SeatAnswer[] {
  const open = [...(asked ?? [])];
  return answers.flatMap((a) => {
    const i = open.findIndex((q) => q.from.toLowerCase() === a.seat.toLowerCase());
    if (i < 0) return [];
    const [q] = open.splice(i, 1);
    return q ? [{ seat: q.from, question: q.question, answer: a.answer }] : [];
  });
}

export function createLlmMind(options: LlmMindOptions): Mind {
  const { settings } = options;
  const limiter = options.limiter ?? sharedLimiter();
  const models = options.models ?? createLanguageModelFactory(settings);
  const timeoutMs = settings.timeoutMs;

  /** One model call under the limiter and the per-call timeout. */
  async function call<S extends z.ZodType>(
    spec: StepSpec<S>,
    user: string,
    signal: AbortSignal,
  ): Promise<CallResult<z.output<S>>> {
    const release = await limiter.acquire(signal);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const result = await generateText({
        model: models(spec.modelId ?? undefined),
        instructions: spec.prompt.system,
        prompt: user,
        output: Output.object({ schema: spec.schema, name: spec.name }),
        maxRetries: settings.maxRetries,
        maxOutputTokens: options.maxOutputTokens,
        abortSignal: AbortSignal.any([signal, timeout]),
      });
      const output = result.output as z.output<S>;
      return {
        output,
        usage: {
          calls: 1,
          prompt_tokens: tokens(result.usage.inputTokens),
          completion_tokens: tokens(result.usage.outputTokens),
        },
      };
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      if (error instanceof FatalMindError || error instanceof SeatStepError) throw error;
      if (timeout.aborted)
        throw new SeatStepError(`The model did not answer: timed out after ${timeoutMs} ms`);
      const failure = classifyLlmError(error);
      if (failure.kind === 'fatal') throw new FatalMindError(failure.message, { cause: error });
      if (failure.kind === 'malformed') {
        throw new MalformedOutputError(failure.message, {
          calls: 1,
          prompt_tokens: tokens(failure.usage?.inputTokens),
          completion_tokens: tokens(failure.usage?.outputTokens),
        });
      }
      throw new SeatStepError(failure.message, { cause: error });
    } finally {
      release();
    }
  }

  /** A step: one call, and exactly one repair call if the output was malformed. */
  async function step<S extends z.ZodType>(
    spec: StepSpec<S>,
    signal: AbortSignal,
  ): Promise<MindResult<z.output<S>>> {
    try {
      return await call(spec, spec.prompt.user, signal);
    } catch (error) {
      if (!(error instanceof MalformedOutputError)) throw error;
      const repairUser = `${spec.prompt.user}\n\n${repairNote(error.message)}`;
      try {
        const repaired = await call(spec, repairUser, signal);
        return { output: repaired.output, usage: addUsage(error.usage, repaired.usage) };
      } catch (second) {
        if (!(second instanceof MalformedOutputError)) throw second;
        throw new SeatStepError(`The model returned malformed output twice: ${second.message}`);
      }
    }
  }

  return {
    engine: 'llm',
    model: settings.model,
    initialPosition: (ctx, signal) =>
      step(
        {
          name: 'initial_position',
          schema: initialPositionSchema,
          prompt: initialPositionPrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      ),
    discuss: async (ctx, signal) => {
      const result = await step(
        {
          name: 'discussion_turn',
          // Answers are asked for only when someone asked: the schema costs prompt budget.
          schema: ctx.asked?.length ? discussionTurnSchema : discussionTurnWithoutAnswersSchema,
          prompt: discussionPrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      );
      return {
        ...result,
        output: { ...result.output, answers: withQuestions(answersOf(result.output), ctx.asked) },
      };
    },
    revise: (ctx, signal) =>
      step(
        { name: 'revision', schema: revisionSchema, prompt: revisionPrompt(ctx), modelId: ctx.seat.model },
        signal,
      ),
    vote: (ctx, signal) =>
      step(
        {
          name: 'final_vote',
          schema: finalVoteSchema,
          prompt: finalVotePrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      ),
    synthesize: (ctx, signal) =>
      step(
        { name: 'synthesis', schema: synthesisSchema, prompt: synthesisPrompt(ctx), modelId: null },
        signal,
      ),
    answerFollowUp: (ctx, signal) =>
      step(
        {
          name: 'follow_up_answer',
          schema: followUpAnswerSchema,
          prompt: followUpPrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      ),
    // Gibberish and injected instructions are refused before any model is asked; other languages are not.
    read: (decision) => refusalForAnyLanguage(decision),
  };
}
