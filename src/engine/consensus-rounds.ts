// Phase 3: up to `maxRounds` rounds in which every AI seat with a position revises its stance
// and confidence against the latest digest. The board stops early once it has settled — no
// stance changed in a round and the weighted confidence moved less than 0.05 — and records the
// remaining rounds as skipped. The test reads only step outputs, so a resumed run (whose
// outputs come from the checkpoints) skips exactly the same rounds.
import type { BoardState, SeatState } from './board-state.ts';
import { digestOf, entryOf, weightedConfidence } from './board-state.ts';
import type { RunContext } from './step-runner.ts';
import { event, inPhase, isCompleted, runStep } from './step-runner.ts';
import type { Revision, RoundRecord, SeatRound } from './types.ts';
import { asRevision } from './validate-output.ts';

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
      const own = s.kind === 'AI' ? state.get(s.id) : undefined;
      return own ? [own] : [];
    });
    // Each seat's context is built from the state as it stood when the round began.
    const revisions = await inPhase(
      run,
      'consensus',
      round,
      seats.map((s) => s.seat.id),
      () => Promise.all(seats.map((own) => reviseStep(run, state, { ...own }, round))),
    );
    const records: SeatRound[] = [];
    seats.forEach(({ seat }, i) => {
      const revision = revisions[i];
      const current = state.get(seat.id);
      if (!revision || !current) return; // failed: keeps its last known stance
      records.push({
        seatId: seat.id,
        title: seat.title,
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
