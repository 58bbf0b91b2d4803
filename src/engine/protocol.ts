// The deliberation protocol: initial positions → discussion → consensus rounds → final vote →
// synthesis, for a board of weighted seats, answered by a Mind, made durable by checkpoints and
// observable through events. Pure: every effect goes through the ports it is given.
import { MAX_CONSENSUS_ROUNDS } from '../contracts/consensus-rounds.ts';
import type { BoardState } from './board-state.ts';
import { cannotJudgeResult, framedResult } from './cannot-judge.ts';
import { finalVote, synthesis } from './closing-phases.ts';
import { consensusRounds } from './consensus-rounds.ts';
import { DeliberationFailedError } from './errors.ts';
import { figureFlagsOf } from './figure-flags.ts';
import { discussion, initialPositions, type PositionRecord } from './opening-phases.ts';
import { type OptionRule, rankOptions } from './option-ranking.ts';
import type { DecisionReading } from './reading.ts';
import { sensitivityOf } from './sensitivity.ts';
import type { RunContext } from './step-runner.ts';
import { event, haltRun, refreshReading, sortedFailures, stepKey } from './step-runner.ts';
import type {
  CheckpointStore,
  Decision,
  DeliberationResult,
  EventSink,
  HumanInputPort,
  Mind,
  Seat,
} from './types.ts';
import { FatalMindError } from './types.ts';
import type { VotingRule } from './voting-rules.ts';

export { DeliberationFailedError } from './errors.ts';

export interface DeliberationInput {
  board: Seat[];
  decision: Decision;
  mind: Mind;
  store: CheckpointStore;
  emit: EventSink;
  humans?: HumanInputPort;
  signal: AbortSignal;
  /** Aborted when the host stops: steps under way finish and checkpoint, none starts (see RunContext). */
  drain?: AbortSignal;
  /** Consensus rounds at most (default MAX_CONSENSUS_ROUNDS, the limit the app shows). */
  maxRounds?: number;
  /** The voting rule the outcome applies; absent or null for the default reading (ADR 5). */
  votingRule?: VotingRule | null;
  /** How the options of a decision with options are counted (default weighted Borda, ADR 58). */
  optionRule?: OptionRule;
  /**
   * The reading stored with the session when it is resumed (the last one its log recorded), so a
   * resumed run reasons from the same facts; absent on a first run, when the mind makes it.
   */
  reading?: DecisionReading | null;
}

/** What human members wrote: read for figures that correct the reading. */
function humanRemarks(positions: readonly PositionRecord[]) {
  return positions
    .filter((p) => p.source === 'human')
    .flatMap((p) =>
      [p.position.perspective, ...p.position.key_points, ...p.position.questions].map((text) => ({
        author: p.seat.title,
        text,
      })),
    );
}

function validate(input: DeliberationInput): number {
  const maxRounds = input.maxRounds ?? MAX_CONSENSUS_ROUNDS;
  if (!Number.isInteger(maxRounds) || maxRounds < 0)
    throw new RangeError(`maxRounds must be a whole number ≥ 0`);
  if (input.board.length === 0) throw new RangeError('The board has no seats');
  const ids = new Set(input.board.map((s) => s.id));
  if (ids.size !== input.board.length) throw new RangeError('Seat ids must be unique');
  return maxRounds;
}

async function openRun(input: DeliberationInput): Promise<RunContext> {
  const fatal = new AbortController();
  const halt = new AbortController();
  const checkpoints = await input.store.load();
  const completed = new Map(checkpoints.filter((c) => c.status === 'completed').map((c) => [stepKey(c), c]));
  return {
    board: input.board,
    decision: input.decision,
    mind: input.mind,
    store: input.store,
    emit: input.emit,
    signal: AbortSignal.any([input.signal, fatal.signal, halt.signal]),
    drain: input.drain ?? new AbortController().signal,
    waits: AbortSignal.any([input.signal, fatal.signal, halt.signal, ...(input.drain ? [input.drain] : [])]),
    fatal,
    halt,
    inflight: new Set(),
    completed,
    usage: { calls: 0, prompt_tokens: 0, completion_tokens: 0 },
    failures: [],
    humans: input.humans,
    interjections: [],
    votingRule: input.votingRule ?? null,
    reading: null,
    remarks: [],
  };
}

/**
 * Runs (or resumes) a deliberation. Throws `DeliberationFailedError` when no recommendation can
 * be given (less than half the board's weight voted, a fatal mind error, the chair failed), the
 * signal's reason when aborted, and the port's own error when a store or sink fails.
 */
export async function runDeliberation(input: DeliberationInput): Promise<DeliberationResult> {
  const maxRounds = validate(input);
  input.signal.throwIfAborted();
  const run = await openRun(input);
  const aiSeats = input.board.filter((s) => s.kind === 'AI').length;
  await run.emit(
    event(
      'session_started',
      { phase: null, round: null },
      {
        seats: input.board.length,
        ai_seats: aiSeats,
        human_seats: input.board.length - aiSeats,
        engine: input.mind.engine,
        model: input.mind.model,
        max_rounds: maxRounds,
        resumed: run.completed.size > 0,
      },
    ),
  );
  const reading = input.reading ?? input.mind.read?.(input.decision) ?? null;
  if (reading && !input.reading)
    await run.emit(event('reading', { phase: null, round: null }, { reading, corrected: false }));
  run.reading = reading;
  const framing =
    reading?.verdict === 'needs_information'
      ? input.mind.frame?.({ decision: input.decision, reading, board: input.board })
      : null;
  if (reading?.cannot_judge || (reading && framing)) {
    const ended =
      framing && reading
        ? framedResult(input.mind, input.board, reading, framing)
        : cannotJudgeResult(input.mind, input.board.length, reading as DecisionReading);
    await run.emit(
      event(
        'session_completed',
        { phase: null, round: null },
        {
          outcome: ended.scores.outcome,
          scores: ended.scores,
          recommendation: ended.synthesis.recommendation,
        },
      ),
    );
    return ended;
  }
  try {
    const state: BoardState = new Map();
    const { positions, asked } = await initialPositions(run, state);
    run.remarks = humanRemarks(positions);
    await refreshReading(run);
    const turns = await discussion(run, state, asked);
    const rounds = await consensusRounds(run, state, maxRounds);
    const votes = await finalVote(run, state);
    const options = rankOptions(input.decision.options, votes, input.optionRule, input.votingRule);
    const chair = await synthesis(run, state, votes, options);
    const finished: DeliberationResult = {
      engine: input.mind.engine,
      model: input.mind.model,
      positions,
      discussion: turns,
      rounds,
      votes,
      synthesis: chair.synthesis,
      scores: chair.scores,
      interjections: run.interjections,
      failures: sortedFailures(run),
      usage: { ...run.usage },
      reading: run.reading,
      sensitivity: sensitivityOf(votes, input.board, input.votingRule),
      ...(options ? { options } : {}),
    };
    const result: DeliberationResult = {
      ...finished,
      figure_flags: figureFlagsOf(input.mind, finished, run.reading),
    };
    await run.emit(
      event(
        'session_completed',
        { phase: null, round: null },
        {
          outcome: chair.scores.outcome,
          scores: chair.scores,
          recommendation: chair.synthesis.recommendation,
          ...(options ? { options } : {}),
        },
      ),
    );
    return result;
  } catch (error) {
    await haltRun(run, error);
    if (input.signal.aborted) throw input.signal.reason;
    if (input.drain?.aborted) throw input.drain.reason;
    const fatal = error instanceof FatalMindError ? error : run.fatal.signal.reason;
    const failure =
      error instanceof DeliberationFailedError
        ? error
        : fatal instanceof FatalMindError
          ? new DeliberationFailedError(fatal.message, { cause: fatal })
          : null;
    if (!failure) throw error; // a port failed: the caller's job retries and resumes
    await run.emit(event('session_failed', { phase: null, round: null }, { reason: failure.reason }));
    throw failure;
  }
}
