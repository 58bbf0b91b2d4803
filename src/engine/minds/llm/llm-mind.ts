// The LLM mind: each step is one structured `generateText` call (plus at most one repair call when
// the output is malformed). The SDK is the only retry layer (`maxRetries`, with backoff and
// Retry-After); this module never retries HTTP failures itself.
import { generateText, Output } from 'ai';
import type { Mind, MindResult, QuestionForSeat, SeatAnswer, Usage } from '../../types.ts';
import { FatalMindError, SeatStepError } from '../../types.ts';
import { correctReading } from '../offline/reader/corrections.ts';
import { checkStatement } from '../offline/reader/figure-check.ts';
import { type Limiter, sharedLimiter } from './concurrency.ts';
import { withEveryDuty } from './duty-coverage.ts';
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
import { readingForAnyLanguage } from './reading-for-llm.ts';
import {
  discussionTurnSchema,
  discussionTurnWithoutAnswersSchema,
  finalVoteSchema,
  finalVoteWithOptionsSchema,
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
  /** Told every model call once it ends (the server's metrics); must not throw. */
  observe?: (call: LlmCallObservation) => void;
}

/** One model call: which, how long (the SDK's retries included), how it ended, its tokens. */
export interface LlmCallObservation {
  /** The provider's kind (openai, anthropic, ollama, openai-compatible), never a name a user typed. */
  provider: string;
  model: string;
  seconds: number;
  outcome: 'ok' | 'error' | 'aborted';
  inputTokens: number;
  outputTokens: number;
}

/**
 * Each step's structured output, built once at import rather than per call: building one converts
 * its schema to JSON Schema, CPU that would otherwise delay every request of a phase (and make the
 * first session after a start pay for it cold). The name is sent to the provider (json_schema.name).
 */
const outputs = {
  initialPosition: Output.object({ schema: initialPositionSchema, name: 'initial_position' }),
  discussionTurn: Output.object({ schema: discussionTurnSchema, name: 'discussion_turn' }),
  discussionTurnWithoutAnswers: Output.object({
    schema: discussionTurnWithoutAnswersSchema,
    name: 'discussion_turn',
  }),
  revision: Output.object({ schema: revisionSchema, name: 'revision' }),
  finalVote: Output.object({ schema: finalVoteSchema, name: 'final_vote' }),
  finalVoteWithOptions: Output.object({ schema: finalVoteWithOptionsSchema, name: 'final_vote' }),
  synthesis: Output.object({ schema: synthesisSchema, name: 'synthesis' }),
  followUpAnswer: Output.object({ schema: followUpAnswerSchema, name: 'follow_up_answer' }),
};

interface StepSpec<T> {
  output: Output.Output<T>;
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
  async function call<T>(spec: StepSpec<T>, user: string, signal: AbortSignal): Promise<CallResult<T>> {
    const release = await limiter.acquire(signal);
    const timeout = AbortSignal.timeout(timeoutMs);
    const started = performance.now();
    const report = (outcome: LlmCallObservation['outcome'], usage?: Usage) =>
      options.observe?.({
        provider: settings.provider,
        model: spec.modelId || settings.model,
        seconds: (performance.now() - started) / 1000,
        outcome,
        inputTokens: usage?.prompt_tokens ?? 0,
        outputTokens: usage?.completion_tokens ?? 0,
      });
    try {
      const result = await generateText({
        model: models(spec.modelId ?? undefined),
        instructions: spec.prompt.system,
        prompt: user,
        output: spec.output,
        maxRetries: settings.maxRetries,
        maxOutputTokens: options.maxOutputTokens,
        abortSignal: AbortSignal.any([signal, timeout]),
      });
      const output = result.output as T;
      const usage = {
        calls: 1,
        prompt_tokens: tokens(result.usage.inputTokens),
        completion_tokens: tokens(result.usage.outputTokens),
      };
      report('ok', usage);
      return { output, usage };
    } catch (error) {
      // A malformed answer's tokens are not counted here: the provider's error carries them unevenly.
      report(signal.aborted ? 'aborted' : 'error');
      if (signal.aborted) throw abortReason(signal);
      if (error instanceof FatalMindError || error instanceof SeatStepError) throw error;
      if (timeout.aborted)
        throw new SeatStepError(`The model did not answer: timed out after ${timeoutMs} ms`);
      const failure = classifyLlmError(error, settings.quoteProviderMessages !== false);
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
  async function step<T>(spec: StepSpec<T>, signal: AbortSignal): Promise<MindResult<T>> {
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
          output: outputs.initialPosition,
          prompt: initialPositionPrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      ),
    discuss: async (ctx, signal) => {
      const result = await step(
        {
          // Answers are asked for only when someone asked: the schema costs prompt budget.
          output: ctx.asked?.length ? outputs.discussionTurn : outputs.discussionTurnWithoutAnswers,
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
      step({ output: outputs.revision, prompt: revisionPrompt(ctx), modelId: ctx.seat.model }, signal),
    vote: (ctx, signal) =>
      step(
        {
          output: (ctx.decision.options?.length ?? 0) >= 2 ? outputs.finalVoteWithOptions : outputs.finalVote,
          prompt: finalVotePrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      ),
    synthesize: async (ctx, signal) => {
      const result = await step(
        { output: outputs.synthesis, prompt: synthesisPrompt(ctx), modelId: null },
        signal,
      );
      return { ...result, output: withEveryDuty(result.output, ctx.reading, ctx.board) };
    },
    answerFollowUp: (ctx, signal) =>
      step(
        {
          output: outputs.followUpAnswer,
          prompt: followUpPrompt(ctx),
          modelId: ctx.seat.model,
        },
        signal,
      ),
    // The same reading as the offline board's: figures checked by code go to every seat as data.
    // Gibberish and injected instructions are refused before any model is asked; other languages are not.
    read: (decision) => readingForAnyLanguage(decision),
    correct: (decision, reading, remarks) => correctReading(decision, reading, remarks),
    checkStatement: (text, reading) => checkStatement(text, reading),
  };
}
