// Phase 3: up to `maxRounds` rounds in which every AI seat with a position revises its stance
// and confidence against the latest digest, while each human seat with a stance may revise its
// own until the round's window closes (the round ends when both are done). The board stops early once it has settled — no
// stance changed in a round and the weighted confidence moved less than 0.05 — and records the
// remaining rounds as skipped. The test reads only step outputs, so a resumed run (whose
// outputs come from the checkpoints) skips exactly the same rounds.
import type { BoardState, SeatState } from './board-state.ts';
import { digestOf, entryOf, weightedConfidence } from './board-state.ts';
import { asRevision, NO_USAGE } from './step-outputs.ts';
import type { RunContext } from './step-runner.ts';
import {
  catchUpInterjections,
  event,
  inPhase,
  isCompleted,
  raceAbort,
  recordStep,
  runStep,
  stepKey,
} from './step-runner.ts';
import type { Checkpoint, Revision, RoundRecord, Seat, SeatRound } from './types.ts';

/** A round in which the weighted confidence moves less than this (and no stance changes) settles the board. */
export const SETTLED_CONFIDENCE_DELTA = 0.05;

const round2 = (n: number) => Math.round(n * 1000) / 1000;

function reviseStep(run: RunContext, state: BoardState, own: SeatState, round: number) {
  const { seat } = own;
  return runStep<Revision>(run, {
    phase: 'consensus',
    round,
    seat,
    call: (signal) =>
      run.mind.revise(
        {
          seat,
          decision: run.decision,
          board: run.board,
          digest: digestOf(run.board, state, seat.id),
          round,
          own: entryOf(own),
          interjections: run.interjections,
          reading: run.reading,
        },
        signal,
      ),
    parse: asRevision,
    summary: (r) => ({
      previous: own.stance,
      stance: r.stance,
      confidence: r.confidence,
      changed: own.stance !== r.stance,
      reasoning: r.reasoning,
    }),
  });
}

/** A human seat's part of a round, as checkpointed: its revision, or null when it kept its stance. */
interface HumanRoundAnswer {
  revision: Revision | null;
}

function storedHumanRevision(run: RunContext, seat: Seat, round: number): Revision | null | undefined {
  const stored = run.completed.get(stepKey({ phase: 'consensus', round, seatId: seat.id }));
  if (!stored) return undefined;
  const revision = (stored.output as HumanRoundAnswer | null)?.revision;
  try {
    return revision ? asRevision(revision) : null;
  } catch {
    return null;
  }
}

/**
 * The human seats' revisions for one round: reused from the checkpoints, else awaited until each
 * seat has acted or the round's window closes. Without a port nobody is waited for.
 */
async function humanRound(
  run: RunContext,
  state: BoardState,
  seats: readonly Seat[],
  round: number,
): Promise<Map<string, Revision>> {
  const revisions = new Map<string, Revision>();
  const pending: Seat[] = [];
  for (const seat of seats) {
    const stored = storedHumanRevision(run, seat, round);
    if (stored === undefined) pending.push(seat);
    else if (stored) revisions.set(seat.id, stored);
  }
  if (pending.length === 0 || !run.humans) return revisions;
  const ids = pending.map((s) => s.id);
  const deadline = await raceAbort(run.humans.openWindow('consensus', round, ids), run.signal);
  await run.emit(
    event(
      'human_window',
      { phase: 'consensus', round },
      {
        step: 'consensus',
        deadline: deadline.toISOString(),
        seats: pending.map((s) => ({ seatId: s.id, title: s.title })),
      },
    ),
  );
  const received = await raceAbort(run.humans.awaitRevisions(pending, round, deadline, run.waits), run.waits);
  for (const seat of pending) {
    const revision = received.get(seat.id) ?? null;
    const checkpoint: Checkpoint = {
      phase: 'consensus',
      round,
      seatId: seat.id,
      status: 'completed',
      output: { revision } satisfies HumanRoundAnswer,
      usage: { ...NO_USAGE },
      error: null,
    };
    if (!revision) {
      await run.store.save(checkpoint);
      run.completed.set(stepKey(checkpoint), checkpoint);
      continue;
    }
    const previous = state.get(seat.id)?.stance ?? revision.stance;
    await recordStep(
      run,
      checkpoint,
      event(
        'seat_completed',
        { phase: 'consensus', round, seat },
        {
          source: 'human',
          previous,
          stance: revision.stance,
          confidence: revision.confidence,
          changed: previous !== revision.stance,
          reasoning: revision.reasoning,
        },
      ),
    );
    run.completed.set(stepKey(checkpoint), checkpoint);
    revisions.set(seat.id, revision);
  }
  return revisions;
}

/** Whether any step after the rounds still has to run: only then are skipped rounds announced. */
function votingAhead(run: RunContext): boolean {
  return run.board.some((seat) => !isCompleted(run, { phase: 'final_vote', round: 0, seatId: seat.id }));
}

export async function consensusRounds(
  run: RunContext,
  state: BoardState,
  maxRounds: number,
): Promise<RoundRecord[]> {
  const rounds: RoundRecord[] = [];
  let settled: string | null = null;
  let before = weightedConfidence(state);
  for (let round = 1; round <= maxRounds; round++) {
    if (settled) {
      rounds.push({
        round,
        status: 'skipped',
        reason: settled,
        seats: [],
        weighted_confidence: round2(before),
      });
      if (votingAhead(run))
        await run.emit(event('round_skipped', { phase: 'consensus', round }, { reason: settled }));
      continue;
    }
    const seats = run.board.flatMap((s) => {
      const own = state.get(s.id);
      return own ? [own] : [];
    });
    const aiSeats = seats.filter((s) => s.seat.kind === 'AI');
    const humanSeats = seats.filter((s) => s.seat.kind === 'Human').map((s) => s.seat);
    await catchUpInterjections(run);
    // Each seat's context is built from the state as it stood when the round began.
    const [aiRevisions, humanRevisions] = await inPhase(
      run,
      'consensus',
      round,
      seats.map((s) => s.seat.id),
      () =>
        Promise.all([
          Promise.all(aiSeats.map((own) => reviseStep(run, state, { ...own }, round))),
          humanRound(run, state, humanSeats, round),
        ]),
    );
    const revisionOf = (seat: Seat): Revision | null | undefined =>
      seat.kind === 'AI'
        ? aiRevisions[aiSeats.findIndex((s) => s.seat.id === seat.id)]
        : humanRevisions.get(seat.id);
    const records: SeatRound[] = [];
    seats.forEach(({ seat }) => {
      const revision = revisionOf(seat);
      const current = state.get(seat.id);
      if (!revision || !current) return; // failed, or a human who kept it: the last known stance stands
      records.push({
        seatId: seat.id,
        title: seat.title,
        source: seat.kind === 'Human' ? 'human' : 'ai',
        previous: current.stance,
        stance: revision.stance,
        confidence: revision.confidence,
        changed: current.stance !== revision.stance,
        reasoning: revision.reasoning,
        what_would_change_my_mind: revision.what_would_change_my_mind,
      });
      current.stance = revision.stance;
      current.confidence = revision.confidence;
      if (revision.reasoning) current.note = revision.reasoning;
    });
    const after = weightedConfidence(state);
    rounds.push({
      round,
      status: 'completed',
      reason: null,
      seats: records,
      weighted_confidence: round2(after),
    });
    const moved = Math.abs(after - before);
    if (!records.some((r) => r.changed) && moved < SETTLED_CONFIDENCE_DELTA && round < maxRounds) {
      settled =
        `Consensus settled after round ${round}: no stance changed and the weighted confidence moved ` +
        `${moved.toFixed(3)} (less than ${SETTLED_CONFIDENCE_DELTA}).`;
    }
    before = after;
  }
  return rounds;
}
