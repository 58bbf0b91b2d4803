// Phase 4 (final vote: AI seats ask the mind, human seats vote their stated stance) and phase 5
// (the chair's synthesis, given the votes, the digest and the computed scores).
import type { BoardState } from './board-state.ts';
import { digestOf, ownEntry } from './board-state.ts';
import { truncate } from './digest.ts';
import { DeliberationFailedError } from './errors.ts';
import { completeMinorityReport } from './minority.ts';
import { computeScores, stanceToVote } from './scoring.ts';
import type { RunContext } from './step-runner.ts';
import { inPhase, runStep } from './step-runner.ts';
import type { FinalVote, Scores, Seat, Stance, Synthesis, Vote } from './types.ts';
import { asFinalVote, asSynthesis, NO_USAGE } from './validate-output.ts';

export type VoteRecord = { seat: Seat; vote: FinalVote };

/** A vote is valid for the session only when at least this share of the board's weight cast one. */
export const QUORUM = 0.5;

function voteStep(run: RunContext, state: BoardState, seat: Seat) {
  const human = seat.kind === 'Human' ? state.get(seat.id) : undefined;
  return runStep<FinalVote>(run, {
    phase: 'final_vote',
    round: 0,
    seat,
    // Human seats do not deliberate: their vote follows their stance (spec §4), their perspective is the rationale.
    call: human
      ? async () => ({
          output: {
            vote: stanceToVote(human.stance),
            rationale: truncate(human.perspective || human.points.join(' '), 400),
            confidence: human.confidence,
          },
          usage: { ...NO_USAGE },
        })
      : (signal) =>
          run.mind.vote(
            {
              seat,
              decision: run.decision,
              board: run.board,
              digest: digestOf(run.board, state, seat.id),
              own: ownEntry(seat, state),
            },
            signal,
          ),
    parse: asFinalVote,
    summary: (v) => ({ vote: v.vote, confidence: v.confidence, rationale: v.rationale }),
  });
}

/** Every AI seat votes (even one that never stated a position); human seats that answered vote their stance. */
export async function finalVote(run: RunContext, state: BoardState): Promise<VoteRecord[]> {
  const voters = run.board.filter((s) => s.kind === 'AI' || state.has(s.id));
  const votes = await inPhase(
    run,
    'final_vote',
    0,
    voters.map((s) => s.id),
    () => Promise.all(voters.map((seat) => voteStep(run, state, seat))),
  );
  const records = voters.flatMap((seat, i) => {
    const vote = votes[i];
    return vote ? [{ seat, vote }] : [];
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
): Promise<{ synthesis: Synthesis; scores: Scores }> {
  const scores = computeScores(votes, finalStances(state, votes), run.board);
  const digest = digestOf(run.board, state);
  let chairError = 'unknown error';
  const result = await inPhase(run, 'synthesis', 0, [null], () =>
    runStep<Synthesis>(run, {
      phase: 'synthesis',
      round: 0,
      seat: null,
      call: (signal) =>
        run.mind.synthesize({ decision: run.decision, board: run.board, digest, votes, scores }, signal),
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
