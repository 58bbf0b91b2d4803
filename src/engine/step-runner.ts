// One seat's step, made durable: a step already completed in the checkpoints is reused without
// asking the mind or emitting anything; a fresh step announces itself, asks the mind, saves its
// checkpoint BEFORE the next phase can use the output, and reports. A non-fatal failure leaves
// the seat out of this step, visibly; a FatalMindError stops the whole run at once.
import type { DecisionReading } from './reading.ts';
import { addUsage, asUsage, NO_USAGE } from './step-outputs.ts';
import type {
  Checkpoint,
  CheckpointStore,
  Decision,
  EngineEvent,
  EventSink,
  HumanInputPort,
  Interjection,
  Mind,
  MindResult,
  Phase,
  Remark,
  Seat,
  StepKey,
  Usage,
} from './types.ts';
import { FatalMindError, PHASES } from './types.ts';
import type { VotingRule } from './voting-rules.ts';

export interface Failure {
  seatId: string;
  title: string;
  phase: Phase;
  round: number;
  error: string;
}

export interface RunContext {
  board: readonly Seat[];
  decision: Decision;
  mind: Mind;
  store: CheckpointStore;
  emit: EventSink;
  /** Aborted by the caller's signal or by a fatal mind error; handed to every mind call. */
  signal: AbortSignal;
  /**
   * Aborted when the host is stopping: no fresh step starts, while steps already asking the mind
   * run on to their checkpoint under `signal`. The run then ends with its reason and resumes later.
   */
  drain: AbortSignal;
  /** `signal` or `drain`: waits for people end at either (their answers are durable). */
  waits: AbortSignal;
  /** Aborts `signal` with the FatalMindError that ends the run. */
  fatal: AbortController;
  /** Aborts `signal` when the run ends in an error, so steps still running stop asking. */
  halt: AbortController;
  /** Steps under way: a run that ends waits for them, so no port is called after it settles. */
  inflight: Set<Promise<unknown>>;
  /** Completed checkpoints by step key. */
  completed: Map<string, Checkpoint>;
  usage: Usage;
  failures: Failure[];
  /** Human seats' answers at every step; absent when the board has none to ask. */
  humans: HumanInputPort | undefined;
  /** Interjections read before the current phase began: what its steps are shown. */
  interjections: Interjection[];
  /** The board's (or agenda item's) voting rule; absent for the default reading. */
  votingRule?: VotingRule | null;
  /** The reading the seats reason from, as corrected so far. */
  reading: DecisionReading | null;
  /** What human members wrote in their perspectives: read for corrections with the interjections. */
  remarks: Remark[];
}

/**
 * A board member's words that restate a figure correct the reading: the next steps use the
 * corrected one, and the log records it (the session's stored reading is its last such event).
 */
export async function refreshReading(run: RunContext): Promise<void> {
  if (!run.reading || !run.mind.correct) return;
  const remarks = [...run.remarks, ...run.interjections.map((i) => ({ author: i.author, text: i.text }))];
  const next = run.mind.correct(run.decision, run.reading, remarks);
  if (next === run.reading) return;
  run.reading = next;
  await run.emit(event('reading', { phase: null, round: null }, { reading: next, corrected: true }));
}

/** Reads the interjections made so far, so the phase about to start hands them to its seats. */
export async function catchUpInterjections(run: RunContext): Promise<void> {
  if (!run.humans) return;
  run.interjections = await raceAbort(run.humans.interjections(run.waits), run.waits);
  await refreshReading(run);
}

export const CHAIR = { title: 'Chair', key: 'CHAIR' } as const;

export function stepKey(key: StepKey): string {
  return `${key.phase}:${key.round}:${key.seatId ?? ''}`;
}

export function isCompleted(run: RunContext, key: StepKey): boolean {
  return run.completed.has(stepKey(key));
}

/**
 * Hands a step's checkpoint and the event reporting it over together — the checkpoint first — and
 * waits for both: the ports keep their order, so the report is never written without the
 * checkpoint, and a journal that group-commits writes both in one go.
 */
export async function recordStep(
  run: RunContext,
  checkpoint: Checkpoint,
  report: EngineEvent,
): Promise<void> {
  const saved = run.store.save(checkpoint);
  const reported = run.emit(report);
  saved.catch(() => {});
  reported.catch(() => {});
  await saved;
  await reported;
}

export function seatLabel(seat: Seat | null): { title: string; key: string } {
  return seat ? { title: seat.title, key: seat.key } : { ...CHAIR };
}

export function event(
  type: EngineEvent['type'],
  where: { phase: Phase | null; round: number | null; seat?: Seat | null },
  payload: Record<string, unknown> = {},
): EngineEvent {
  const seat = where.seat ?? null;
  return {
    type,
    phase: where.phase,
    round: where.round,
    seatId: seat?.id ?? null,
    payload: seat ? { ...seatLabel(seat), ...payload } : payload,
  };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}

export function recordFailure(run: RunContext, seat: Seat, phase: Phase, round: number, error: string): void {
  run.failures.push({ seatId: seat.id, title: seat.title, phase, round, error });
}

/** Rejects as soon as `signal` aborts, even if `promise` (a mind ignoring its signal) never settles. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The abandoned promise may still reject later: observe it so that is not an unhandled error.
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export interface StepSpec<T> {
  phase: Phase;
  round: number;
  seat: Seat | null;
  call: (signal: AbortSignal) => Promise<MindResult<unknown>>;
  /** Validates a mind's output or a stored one; throws SeatStepError when unusable. */
  parse: (output: unknown) => T;
  /** What a live UI needs to show the step's result. */
  summary: (output: T) => Record<string, unknown>;
  /** Told the error when the step fails (non-fatally). */
  onFailure?: (message: string) => void;
}

/** Runs (or reuses) one step; resolves null when the step failed and the seat is left out of it. */
export function runStep<T>(run: RunContext, spec: StepSpec<T>): Promise<T | null> {
  const step = runTrackedStep(run, spec);
  run.inflight.add(step);
  const forget = () => run.inflight.delete(step);
  step.then(forget, forget);
  return step;
}

/** Ends a run that failed: stops the steps still under way and waits until they have settled. */
export async function haltRun(run: RunContext, reason: unknown): Promise<void> {
  if (!run.halt.signal.aborted) run.halt.abort(reason);
  while (run.inflight.size > 0) await Promise.allSettled([...run.inflight]);
}

async function runTrackedStep<T>(run: RunContext, spec: StepSpec<T>): Promise<T | null> {
  const key: StepKey = { phase: spec.phase, round: spec.round, seatId: spec.seat?.id ?? null };
  const where = { phase: spec.phase, round: spec.round, seat: spec.seat };
  const stored = run.completed.get(stepKey(key));
  if (stored) {
    try {
      const output = spec.parse(stored.output);
      addUsage(run.usage, asUsage(stored.usage));
      return output;
    } catch {
      // An unusable stored output is asked again, like a failed step.
    }
  }
  run.signal.throwIfAborted();
  run.drain.throwIfAborted();
  // The call does not wait for the 'started' event to be written: the sink keeps events in
  // order, and the write overlaps the call instead of delaying it. Its result is awaited below.
  const announced = run.emit(
    event('seat_started', where, spec.seat ? { kind: spec.seat.kind } : { ...CHAIR }),
  );
  announced.catch(() => {});
  let output: T;
  let usage: Usage;
  try {
    // A mind that ignores its signal must not keep a halted run waiting.
    const result = await raceAbort(spec.call(run.signal), run.signal);
    await announced;
    run.signal.throwIfAborted();
    output = spec.parse(result.output);
    usage = asUsage(result.usage);
  } catch (error) {
    if (error instanceof FatalMindError) {
      if (!run.fatal.signal.aborted) run.fatal.abort(error);
      throw error;
    }
    await announced;
    run.signal.throwIfAborted();
    const message = errorMessage(error);
    await recordStep(
      run,
      { ...key, status: 'failed', output: null, usage: { ...NO_USAGE }, error: message },
      event('seat_failed', where, spec.seat ? { error: message } : { ...CHAIR, error: message }),
    );
    if (spec.seat) recordFailure(run, spec.seat, spec.phase, spec.round, message);
    spec.onFailure?.(message);
    return null;
  }
  const checkpoint: Checkpoint = { ...key, status: 'completed', output, usage, error: null };
  const summary = spec.summary(output);
  await recordStep(
    run,
    checkpoint,
    event('seat_completed', where, spec.seat ? summary : { ...CHAIR, ...summary }),
  );
  run.completed.set(stepKey(key), checkpoint);
  addUsage(run.usage, usage);
  return output;
}

/**
 * Runs the work of one phase (or round) — its steps in parallel — between phase events, which
 * are emitted only when some step of it must run now (a resumed run replays silently).
 */
export async function inPhase<T>(
  run: RunContext,
  phase: Phase,
  round: number,
  seatIds: readonly (string | null)[],
  work: () => Promise<T>,
): Promise<T> {
  const announce = seatIds.some((seatId) => !isCompleted(run, { phase, round, seatId }));
  // The steps do not wait for the announcement to be written: the sink keeps it first, and its
  // write goes with the steps' own 'started' events instead of ahead of the calls.
  const announced = announce
    ? run.emit(event('phase_started', { phase, round }, { seats: seatIds.length }))
    : Promise.resolve();
  announced.catch(() => {});
  const failuresBefore = run.failures.length;
  const result = await raceAbort(work(), run.signal);
  await announced;
  if (announce) {
    const failed = run.failures.length - failuresBefore;
    await run.emit(event('phase_completed', { phase, round }, { seats: seatIds.length, failed }));
  }
  return result;
}

/** Failures in a stable order (phase, round, board order), whatever order seats finished in. */
export function sortedFailures(run: RunContext): Failure[] {
  const seatIndex = new Map(run.board.map((seat, i) => [seat.id, i]));
  return [...run.failures].sort(
    (a, b) =>
      PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase) ||
      a.round - b.round ||
      (seatIndex.get(a.seatId) ?? 0) - (seatIndex.get(b.seatId) ?? 0),
  );
}
