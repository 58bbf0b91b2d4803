// Phase 1 (initial positions, AI seats and human seats at the same time) and phase 2
// (discussion: each AI seat answers the digest of the others' positions).
import type { BoardState } from './board-state.ts';
import { digestOf, stateFromPosition } from './board-state.ts';
import { clamp01, isStance } from './scoring.ts';
import { asDiscussionTurn, asInitialPosition, NO_USAGE } from './step-outputs.ts';
import type { RunContext } from './step-runner.ts';
import {
  catchUpInterjections,
  errorMessage,
  event,
  inPhase,
  raceAbort,
  recordFailure,
  recordStep,
  runStep,
  stepKey,
} from './step-runner.ts';
import type {
  Checkpoint,
  DiscussionTurn,
  HumanPerspective,
  HumanQuestion,
  InitialPosition,
  QuestionForSeat,
  Seat,
} from './types.ts';

export interface PositionRecord {
  seat: Seat;
  position: InitialPosition;
  source: 'ai' | 'human';
}

const PHASE = 'initial_positions' as const;

/** A human seat's stored answer: the perspective, or null for 'no response'. */
interface HumanAnswer {
  perspective: HumanPerspective | null;
}

const MAX_QUESTIONS = 5;

function parseQuestions(value: unknown): HumanQuestion[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((q) => {
      const { seatId, question } = (q ?? {}) as Partial<HumanQuestion>;
      return typeof seatId === 'string' && typeof question === 'string' && question.trim()
        ? [{ seatId, question: question.trim() }]
        : [];
    })
    .slice(0, MAX_QUESTIONS);
}

function parseHuman(value: HumanPerspective | null | undefined): HumanPerspective | null {
  if (!value || !isStance(value.stance) || typeof value.perspective !== 'string') return null;
  const raw = typeof value.confidence === 'number' ? value.confidence : 0.5;
  return {
    questions_to: parseQuestions(value.questions_to),
    stance: value.stance,
    // The portal's slider is 0–100; a percentage that slipped through is read as one.
    confidence: clamp01(raw > 1 && raw <= 100 ? raw / 100 : raw),
    perspective: value.perspective,
    key_points: Array.isArray(value.key_points) ? value.key_points.filter((p) => typeof p === 'string') : [],
    questions: typeof value.questions === 'string' && value.questions.trim() ? value.questions : null,
  };
}

export function humanPosition(perspective: HumanPerspective, board: readonly Seat[] = []): InitialPosition {
  const titleOf = (id: string) => board.find((s) => s.id === id)?.title ?? 'the board';
  const addressed = (perspective.questions_to ?? []).map((q) => `To ${titleOf(q.seatId)}: ${q.question}`);
  return {
    stance: perspective.stance,
    confidence: perspective.confidence,
    perspective: perspective.perspective,
    key_points: perspective.key_points,
    concerns: [],
    recommendations: [],
    questions: [...(perspective.questions ? [perspective.questions] : []), ...addressed],
  };
}

/** The questions human seats addressed to each AI seat, by the asked seat's id. */
function questionsBySeat(
  board: readonly Seat[],
  answers: ReadonlyMap<string, HumanPerspective | null>,
): Map<string, QuestionForSeat[]> {
  const asked = new Map<string, QuestionForSeat[]>();
  for (const from of board) {
    for (const q of answers.get(from.id)?.questions_to ?? []) {
      const target = board.find((s) => s.id === q.seatId && s.kind === 'AI');
      if (!target) continue;
      asked.set(target.id, [
        ...(asked.get(target.id) ?? []),
        { fromSeatId: from.id, from: from.title, question: q.question },
      ]);
    }
  }
  return asked;
}

const NO_RESPONSE = 'No response from the human board member';

/** Waits for the human seats not answered in an earlier run; saves and reports each answer. */
async function collectHumans(run: RunContext, seats: readonly Seat[]) {
  const { humans } = run;
  const answers = new Map<string, HumanPerspective | null>();
  const pending: Seat[] = [];
  for (const seat of seats) {
    const stored = run.completed.get(stepKey({ phase: PHASE, round: 0, seatId: seat.id }));
    if (!stored) {
      pending.push(seat);
      continue;
    }
    const perspective = parseHuman((stored.output as HumanAnswer | null)?.perspective);
    answers.set(seat.id, perspective);
    if (!perspective) recordFailure(run, seat, PHASE, 0, NO_RESPONSE);
  }
  if (pending.length === 0) return answers;
  const seatList = pending.map((s) => ({ seatId: s.id, title: s.title, key: s.key }));
  await run.emit(event('human_waiting', { phase: PHASE, round: 0 }, { seats: seatList }));
  let received: Map<string, HumanPerspective | null>;
  try {
    received = humans ? await raceAbort(humans.awaitPerspectives(pending, run.waits), run.waits) : new Map();
  } catch (error) {
    run.waits.throwIfAborted();
    // The port itself failed: these seats are left out now and asked again on a resumed run.
    const message = errorMessage(error);
    for (const seat of pending) {
      const key = { phase: PHASE, round: 0, seatId: seat.id } as const;
      await recordStep(
        run,
        { ...key, status: 'failed', output: null, usage: { ...NO_USAGE }, error: message },
        event('seat_failed', { phase: PHASE, round: 0, seat }, { error: message }),
      );
      recordFailure(run, seat, PHASE, 0, message);
    }
    return answers;
  }
  for (const seat of pending) {
    const perspective = parseHuman(received.get(seat.id));
    const output: HumanAnswer = { perspective };
    const checkpoint: Checkpoint = {
      phase: PHASE,
      round: 0,
      seatId: seat.id,
      status: 'completed',
      output,
      usage: { ...NO_USAGE },
      error: null,
    };
    const where = { phase: PHASE, round: 0, seat } as const;
    const report = perspective
      ? event('human_received', where, {
          stance: perspective.stance,
          confidence: perspective.confidence,
          key_points: perspective.key_points,
        })
      : event('human_missing', where, { reason: 'no response' });
    await recordStep(run, checkpoint, report);
    run.completed.set(stepKey(checkpoint), checkpoint);
    answers.set(seat.id, perspective);
    if (!perspective) recordFailure(run, seat, PHASE, 0, NO_RESPONSE);
  }
  return answers;
}

function positionStep(run: RunContext, seat: Seat) {
  return runStep(run, {
    phase: PHASE,
    round: 0,
    seat,
    call: (signal) =>
      run.mind.initialPosition(
        { seat, decision: run.decision, board: run.board, reading: run.reading },
        signal,
      ),
    parse: asInitialPosition,
    summary: (p) => ({
      stance: p.stance,
      confidence: p.confidence,
      perspective: p.perspective,
      key_points: p.key_points.slice(0, 3),
    }),
  });
}

/** AI seats state their positions while the human seats' answers are awaited, concurrently. */
export async function initialPositions(
  run: RunContext,
  state: BoardState,
): Promise<{ positions: PositionRecord[]; asked: Map<string, QuestionForSeat[]> }> {
  const aiSeats = run.board.filter((s) => s.kind === 'AI');
  const humanSeats = run.board.filter((s) => s.kind === 'Human');
  const [aiPositions, humanAnswers] = await inPhase(
    run,
    PHASE,
    0,
    run.board.map((s) => s.id),
    () =>
      Promise.all([
        Promise.all(aiSeats.map((seat) => positionStep(run, seat))),
        collectHumans(run, humanSeats),
      ]),
  );
  const records: PositionRecord[] = [];
  for (const seat of run.board) {
    const ai = seat.kind === 'AI' ? aiPositions[aiSeats.indexOf(seat)] : null;
    const human = seat.kind === 'Human' ? humanAnswers.get(seat.id) : null;
    const position = ai ?? (human ? humanPosition(human, run.board) : null);
    if (!position) continue;
    records.push({ seat, position, source: ai ? 'ai' : 'human' });
    state.set(seat.id, stateFromPosition(seat, position));
  }
  return { positions: records, asked: questionsBySeat(run.board, humanAnswers) };
}

/**
 * Each AI seat with a position answers the digest of the others' positions, and the questions
 * human seats put to it.
 */
export async function discussion(
  run: RunContext,
  state: BoardState,
  asked: ReadonlyMap<string, QuestionForSeat[]>,
): Promise<{ seat: Seat; turn: DiscussionTurn }[]> {
  const seats = run.board.filter((s) => s.kind === 'AI' && state.has(s.id));
  await catchUpInterjections(run);
  const turns = await inPhase(
    run,
    'discussion',
    0,
    seats.map((s) => s.id),
    () => Promise.all(seats.map((seat) => discussStep(run, state, seat, asked.get(seat.id) ?? []))),
  );
  // Digests were built before any seat's turn landed, so every seat saw the same positions.
  return seats.flatMap((seat, i) => {
    const turn = turns[i];
    if (!turn) return [];
    const current = state.get(seat.id);
    if (current && turn.summary) current.note = turn.summary;
    return [{ seat, turn }];
  });
}

function discussStep(run: RunContext, state: BoardState, seat: Seat, asked: QuestionForSeat[]) {
  return runStep(run, {
    phase: 'discussion',
    round: 0,
    seat,
    call: (signal) =>
      run.mind.discuss(
        {
          seat,
          decision: run.decision,
          board: run.board,
          digest: digestOf(run.board, state, seat.id),
          asked,
          interjections: run.interjections,
          reading: run.reading,
        },
        signal,
      ),
    parse: asDiscussionTurn,
    summary: (t) => ({
      summary: t.summary,
      agreements: t.agreements.map((r) => r.seat),
      rebuttals: t.rebuttals.map((r) => r.seat),
      questions: t.questions.map((r) => r.seat),
      answers: t.answers,
    }),
  });
}
