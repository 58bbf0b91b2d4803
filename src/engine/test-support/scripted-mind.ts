// A Mind for protocol tests: answers from a script (stances per seat key, per-step overrides),
// records every call, and can fail, hang or hold steps to test the failure policy and parallelism.
import { stanceToVote } from '../scoring.ts';
import type {
  ChairContext,
  DigestEntry,
  DiscussionTurn,
  FinalVote,
  InitialPosition,
  Mind,
  MindResult,
  Phase,
  Revision,
  SeatContext,
  Stance,
  Synthesis,
  Usage,
} from '../types.ts';

export interface MindCall {
  phase: Phase;
  round: number;
  seatKey: string | null;
}

type Ctx = SeatContext & { digest?: DigestEntry[]; own?: DigestEntry; round?: number };

export interface ScriptOptions {
  /** Initial stance per seat key (default 'support'). */
  stances?: Record<string, Stance>;
  confidence?: number;
  /** Throw this error for a call (or return undefined to answer normally). */
  fail?: (call: MindCall) => Error | undefined;
  /** Awaited before a call answers: hold, gate or delay steps. */
  before?: (call: MindCall, signal: AbortSignal) => Promise<void>;
  revise?: (ctx: Ctx & { digest: DigestEntry[]; own: DigestEntry; round: number }) => Revision;
  vote?: (ctx: Ctx & { own: DigestEntry }) => FinalVote;
  synthesize?: (ctx: ChairContext) => Synthesis;
}

export const CALL_USAGE: Usage = { calls: 1, prompt_tokens: 100, completion_tokens: 40 };

export interface ScriptedMind extends Mind {
  readonly calls: MindCall[];
  count(phase?: Phase): number;
}

export function headlineFor(outcome: string): string {
  if (outcome === 'proceed') return 'The board recommends you proceed';
  if (outcome === 'against') return 'The board advises against this decision';
  return 'The board is divided';
}

export function createScriptedMind(options: ScriptOptions = {}): ScriptedMind {
  const calls: MindCall[] = [];
  const confidence = options.confidence ?? 0.7;

  async function answer<T>(call: MindCall, signal: AbortSignal, make: () => T): Promise<MindResult<T>> {
    calls.push(call);
    await options.before?.(call, signal);
    signal.throwIfAborted();
    const error = options.fail?.(call);
    if (error) throw error;
    return { output: make(), usage: { ...CALL_USAGE } };
  }

  return {
    engine: 'offline',
    model: 'scripted-test-mind',
    calls,
    count: (phase) => calls.filter((c) => !phase || c.phase === phase).length,
    initialPosition(ctx, signal) {
      return answer<InitialPosition>(
        { phase: 'initial_positions', round: 0, seatKey: ctx.seat.key },
        signal,
        () => ({
          stance: options.stances?.[ctx.seat.key] ?? 'support',
          confidence,
          perspective: `${ctx.seat.title} on ${ctx.decision.topic}`,
          key_points: [`${ctx.seat.title} point one`, `${ctx.seat.title} point two`],
          concerns: [],
          recommendations: [],
          questions: [],
        }),
      );
    },
    discuss(ctx, signal) {
      return answer<DiscussionTurn>({ phase: 'discussion', round: 0, seatKey: ctx.seat.key }, signal, () => ({
        agreements: [],
        rebuttals: [],
        questions: [],
        summary: `${ctx.seat.title} read ${ctx.digest.length} positions`,
        answers: (ctx.asked ?? []).map((q) => ({
          seat: q.from,
          question: q.question,
          answer: `${ctx.seat.title} answers: ${q.question}`,
        })),
      }));
    },
    revise(ctx, signal) {
      return answer<Revision>({ phase: 'consensus', round: ctx.round, seatKey: ctx.seat.key }, signal, () =>
        options.revise
          ? options.revise(ctx)
          : {
              stance: ctx.own.stance,
              confidence: ctx.own.confidence,
              reasoning: 'Holding.',
              what_would_change_my_mind: 'Data.',
            },
      );
    },
    vote(ctx, signal) {
      return answer<FinalVote>({ phase: 'final_vote', round: 0, seatKey: ctx.seat.key }, signal, () =>
        options.vote
          ? options.vote(ctx)
          : {
              vote: stanceToVote(ctx.own.stance),
              rationale: `As ${ctx.seat.title}`,
              confidence: ctx.own.confidence,
            },
      );
    },
    synthesize(ctx, signal) {
      return answer<Synthesis>({ phase: 'synthesis', round: 0, seatKey: null }, signal, () =>
        options.synthesize
          ? options.synthesize(ctx)
          : {
              recommendation: headlineFor(ctx.scores.outcome),
              executive_summary: `${ctx.votes.length} votes`,
              synthesis: 'Synthesis.',
              action_items: [],
              critical_risks: [],
              minority_report: 'No dissent.',
            },
      );
    },
  };
}
