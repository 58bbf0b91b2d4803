// Phase 4 (final vote: AI seats ask the mind while human seats vote in a window; a human seat
// that does not vote in time casts the vote its last stance implies, marked as such, with the
// ranking of the options it gave before the vote if it gave one) and phase 5
// (the chair's synthesis, given the votes, the digest and the computed scores).
import type { BoardState } from './board-state.ts';
import { digestOf, ownEntry } from './board-state.ts';
import { truncate } from './digest.ts';
import { DeliberationFailedError } from './errors.ts';
import { completeMinorityReport } from './minority.ts';
import type { OptionsOutcome } from './option-ranking.ts';
import { computeScores, stanceToVote } from './scoring.ts';
import { asFinalVote, asSynthesis, NO_USAGE } from './step-outputs.ts';
import type { RunContext } from './step-runner.ts';
import {
  catchUpInterjections,
  event,
  inPhase,
  raceAbort,
  recordStep,
  runStep,
  stepKey,
} from './step-runner.ts';
import type { Checkpoint, FinalVote, Scores, Seat, Stance, Synthesis, Vote, VoteRecord } from './types.ts';

export type { VoteRecord } from './types.ts';

/** A vote is valid for the session only when at least this share of the board's weight cast one. */
export const QUORUM = 0.5;

function voteStep(run: RunContext, state: BoardState, seat: Seat) {
  return runStep<FinalVote>(run, {
    phase: 'final_vote',
    round: 0,
    seat,
    call: (signal) =>
      run.mind.vote(
        {
          seat,
          decision: run.decision,
          board: run.board,
          digest: digestOf(run.board, state, seat.id),
          own: ownEntry(seat, state),
          interjections: run.interjections,
          reading: run.reading,
        },
        signal,
      ),
    parse: asFinalVote,
    summary: (v) => ({
      vote: v.vote,
      confidence: v.confidence,
      rationale: v.rationale,
      ...(v.ranking ? { ranking: v.ranking, veto: v.veto ?? null } : {}),
    }),
  });
}

/** The vote a human seat's last stance implies (its perspective as the rationale); null without a stance. */
function stanceVote(state: BoardState, seat: Seat): FinalVote | null {
  const own = state.get(seat.id);
  if (!own) return null;
  return {
    vote: stanceToVote(own.stance),
    rationale: truncate(own.note || own.perspective || own.points.join(' '), 400),
    confidence: own.confidence,
  };
}

/** A human seat's vote as checkpointed: null when it neither voted nor had a stance. */
type HumanBallot = (FinalVote & { fallback: boolean }) | { vote: null };

function storedBallot(run: RunContext, seat: Seat): VoteRecord | null | undefined {
  const stored = run.completed.get(stepKey({ phase: 'final_vote', round: 0, seatId: seat.id }));
  if (!stored) return undefined;
  const ballot = stored.output as HumanBallot | null;
  if (!ballot || ballot.vote === null) return null;
  try {
    return {
      seat,
      vote: asFinalVote(ballot),
      fallback: (ballot as { fallback?: boolean }).fallback === true,
    };
  } catch {
    return null;
  }
}

/** Human seats vote in a window; one that does not vote in time falls back to its stance's vote. */
async function humanVotes(run: RunContext, state: BoardState, seats: readonly Seat[]): Promise<VoteRecord[]> {
  const records: VoteRecord[] = [];
  const pending: Seat[] = [];
  for (const seat of seats) {
    const stored = storedBallot(run, seat);
    if (stored === undefined) pending.push(seat);
    else if (stored) records.push(stored);
  }
  if (pending.length === 0) return records;
  let received = new Map<string, FinalVote>();
  let standing = new Map<string, Required<Pick<FinalVote, 'ranking' | 'veto'>>>();
  if (run.humans) {
    const ids = pending.map((s) => s.id);
    const deadline = await raceAbort(run.humans.openWindow('final_vote', 0, ids), run.signal);
    await run.emit(
      event(
        'human_window',
        { phase: 'final_vote', round: 0 },
        {
          step: 'final_vote',
          deadline: deadline.toISOString(),
          seats: pending.map((s) => ({ seatId: s.id, title: s.title })),
        },
      ),
    );
    received = await raceAbort(run.humans.awaitVotes(pending, deadline, run.waits), run.waits);
    const silent = pending.filter((s) => !received.has(s.id));
    if (silent.length && run.decision.options?.length && run.humans.standingBallots) {
      standing = await raceAbort(run.humans.standingBallots(silent), run.signal);
    }
  }
  for (const seat of pending) {
    const cast = received.get(seat.id);
    const implied = cast ? null : stanceVote(state, seat);
    // A seat that ranked the options before the vote and then did not vote keeps that ranking: the
    // ranking was its considered choice, and dropping it would count the seat's weight for nothing.
    const ranked = implied && standing.get(seat.id);
    const vote = cast ?? (implied && ranked ? { ...implied, ...ranked } : implied);
    const ballot: HumanBallot = vote ? { ...vote, fallback: !cast } : { vote: null };
    const checkpoint: Checkpoint = {
      phase: 'final_vote',
      round: 0,
      seatId: seat.id,
      status: 'completed',
      output: ballot,
      usage: { ...NO_USAGE },
      error: null,
    };
    const where = { phase: 'final_vote', round: 0, seat } as const;
    // Without a port nobody was asked to vote: a seat without a vote was already reported missing.
    const report = vote
      ? event('seat_completed', where, {
          source: 'human',
          fallback: !cast,
          vote: vote.vote,
          confidence: vote.confidence,
          rationale: vote.rationale,
          ...(vote.ranking ? { ranking: vote.ranking, veto: vote.veto ?? null } : {}),
        })
      : run.humans
        ? event('human_missing', where, { reason: 'no vote' })
        : null;
    if (report) await recordStep(run, checkpoint, report);
    else await run.store.save(checkpoint);
    run.completed.set(stepKey(checkpoint), checkpoint);
    if (vote) records.push({ seat, vote, fallback: !cast });
  }
  return records;
}

/**
 * Every AI seat votes (even one that never stated a position), while every human seat votes in
 * its window (one that never gave a perspective may still vote).
 */
export async function finalVote(run: RunContext, state: BoardState): Promise<VoteRecord[]> {
  const aiVoters = run.board.filter((s) => s.kind === 'AI');
  const humanSeats = run.board.filter((s) => s.kind === 'Human');
  await catchUpInterjections(run);
  const [aiVotes, humanRecords] = await inPhase(
    run,
    'final_vote',
    0,
    run.board.map((s) => s.id),
    () =>
      Promise.all([
        Promise.all(aiVoters.map((seat) => voteStep(run, state, seat))),
        humanVotes(run, state, humanSeats),
      ]),
  );
  const cast = new Map<string, VoteRecord>(humanRecords.map((r) => [r.seat.id, r]));
  aiVoters.forEach((seat, i) => {
    const vote = aiVotes[i];
    if (vote) cast.set(seat.id, { seat, vote });
  });
  const records = run.board.flatMap((seat) => {
    const record = cast.get(seat.id);
    return record ? [record] : [];
  });
  const total = run.board.reduce((sum, s) => sum + Math.max(0, s.weight), 0) || 1;
  const voted = records.reduce((sum, r) => sum + Math.max(0, r.seat.weight), 0) / total;
  if (voted < QUORUM - 1e-9) {
    const pct = Math.round(voted * 100);
    throw new DeliberationFailedError(
      `Only ${pct}% of the board's weight could cast a valid final vote; at least ${QUORUM * 100}% is needed.`,
    );
  }
  return records;
}

const STANCE_OF_VOTE: Readonly<Record<Vote, Stance>> = {
  approve: 'support',
  against: 'oppose',
  abstain: 'neutral',
};

/** Final stances: each seat's latest stance, or for a seat that voted without one, the stance its vote implies. */
export function finalStances(
  state: BoardState,
  votes: readonly VoteRecord[],
): { seatId: string; stance: Stance }[] {
  const stances = [...state.values()].map((s) => ({ seatId: s.seat.id, stance: s.stance }));
  for (const { seat, vote } of votes) {
    if (!state.has(seat.id)) stances.push({ seatId: seat.id, stance: STANCE_OF_VOTE[vote.vote] });
  }
  return stances;
}

export async function synthesis(
  run: RunContext,
  state: BoardState,
  votes: VoteRecord[],
  options?: OptionsOutcome | null,
): Promise<{ synthesis: Synthesis; scores: Scores }> {
  const scores = computeScores(votes, finalStances(state, votes), run.board, run.votingRule);
  const digest = digestOf(run.board, state);
  await catchUpInterjections(run);
  const interjections = run.interjections;
  let chairError = 'unknown error';
  const result = await inPhase(run, 'synthesis', 0, [null], () =>
    runStep<Synthesis>(run, {
      phase: 'synthesis',
      round: 0,
      seat: null,
      call: (signal) =>
        run.mind.synthesize(
          {
            decision: run.decision,
            reading: run.reading,
            board: run.board,
            digest,
            votes,
            scores,
            interjections,
            ...(options ? { options } : {}),
          },
          signal,
        ),
      parse: asSynthesis,
      summary: (s) => ({ recommendation: s.recommendation, outcome: scores.outcome }),
      onFailure: (message) => {
        chairError = message;
      },
    }),
  );
  if (!result)
    throw new DeliberationFailedError(`The chair could not synthesize the recommendation: ${chairError}`);
  return { synthesis: completeMinorityReport(result, votes, scores.outcome), scores };
}
