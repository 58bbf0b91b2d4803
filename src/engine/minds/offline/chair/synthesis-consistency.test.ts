// The chair's words never contradict the computed figures: over every combination of votes on a
// four-seat board, the headline follows the outcome (proceed, against, split or undecided),
// 'split' appears only when seats voted both ways, the consensus label quoted is the computed one, and the minority report names every
// dissenting seat (and says 'No dissent' only when there is none).
import { describe, expect, it } from 'vitest';
import { completeMinorityReport, dissentingVotes } from '../../../minority.ts';
import { computeScores, consensusLabel, decidedShare } from '../../../scoring.ts';
import { sampleBoard } from '../../../test-support/sample-board.ts';
import type { ChairContext, Decision, FinalVote, Stance, Vote } from '../../../types.ts';
import { synthesize } from './synthesize.ts';

const BOARD = sampleBoard(['CEO', 'CFO', 'CTO', 'RISK_OFFICER']);
const DECISION: Decision = {
  topic: 'Should we open a second office in Leeds?',
  context: 'Rent is £4k a month; we have 30 staff and 14 months of runway.',
  type: 'strategic',
  constraints: {},
};
const STANCE: Record<Vote, Stance> = { approve: 'support', against: 'oppose', abstain: 'neutral' };
const VOTES: readonly Vote[] = ['approve', 'against', 'abstain'];

function* combinations(n: number): Generator<Vote[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of combinations(n - 1)) for (const v of VOTES) yield [...rest, v];
}

function chairContext(choices: readonly Vote[], decision: Decision = DECISION): ChairContext {
  const votes = BOARD.map((seat, i) => {
    const choice = choices[i] ?? 'abstain';
    const vote: FinalVote = {
      vote: choice,
      rationale: `${seat.title} reasons for ${choice}.`,
      confidence: 0.7,
    };
    return { seat, vote };
  });
  const stances = BOARD.map((seat, i) => ({ seatId: seat.id, stance: STANCE[choices[i] ?? 'abstain'] }));
  const digest = BOARD.map((seat, i) => ({
    seatId: seat.id,
    title: seat.title,
    stance: STANCE[choices[i] ?? 'abstain'],
    confidence: 0.7,
    top_points: [],
  }));
  return { decision, board: BOARD, digest, votes, scores: computeScores(votes, stances, BOARD) };
}

describe('the synthesis and the figures', () => {
  it('never contradict each other, for every combination of votes', () => {
    for (const choices of combinations(BOARD.length)) {
      const ctx = chairContext(choices);
      const s = synthesize(ctx);
      const { outcome, consensus_level, vote_breakdown: b } = ctx.scores;
      const label = `${choices.join(',')} → ${outcome}`;
      const expected: Record<string, RegExp> = {
        proceed: /^The board recommends you proceed with /,
        against: /^The board recommends against /,
        mixed: /^(The board is split|Most of the board is undecided): /,
      };
      expect(s.recommendation, label).toMatch(expected[outcome] ?? /^$/);
      if (outcome === 'mixed' && b.weighted.approve + b.weighted.against < b.weighted.abstain)
        expect(s.recommendation, label).toMatch(/^Most of the board is undecided/);
      const text = `${s.recommendation} ${s.executive_summary} ${s.synthesis}`;
      if (b.headcount.approve === 0 || b.headcount.against === 0)
        expect(text, label).not.toMatch(/\bsplit\b/i);
      expect(s.executive_summary, label).toContain(
        `consensus ${consensusLabel(consensus_level, decidedShare(b))}`,
      );
      const dissent = dissentingVotes(ctx.votes, outcome);
      for (const d of dissent) expect(s.minority_report, label).toContain(d.seat.title);
      expect(s.minority_report === 'No dissent.', label).toBe(dissent.length === 0);
    }
  });

  it('a board that only abstains is not in agreement and has no confidence', () => {
    const ctx = chairContext(['abstain', 'abstain', 'abstain', 'abstain']);
    expect(ctx.scores.consensus_level).toBe(0);
    expect(ctx.scores.confidence_score).toBe(0);
    expect(synthesize(ctx).recommendation).toMatch(/^Most of the board is undecided: it needs /);
  });
});

describe('a headline over a duty', () => {
  const ask = (topic: string, context: string): Decision => ({
    topic,
    context,
    type: 'strategic',
    constraints: {},
  });
  const ALL_FOR: Vote[] = ['approve', 'approve', 'approve', 'approve'];

  it('names the duty a seat owns as the condition of proceeding, in every wording', () => {
    const cases: [Decision, RegExp][] = [
      [
        ask(
          'Should we hire Marco as our CTO at $220k?',
          'He wants to keep ownership of the scheduling engine he brings.',
        ),
        /invention assignment/,
      ],
      [
        ask(
          'Should we engage a freelance designer for the new app?',
          'She insists on retaining the rights to the designs she makes for us.',
        ),
        /invention assignment/,
      ],
      [ask('Should we cut 20 roles in our Lyon office?', 'Sales fell 30% this year.'), /consultation/],
    ];
    for (const [decision, condition] of cases) {
      const s = synthesize(chairContext(ALL_FOR, decision));
      expect(s.recommendation, decision.topic).toMatch(
        /^The board recommends you proceed with .* only if you first: /,
      );
      expect(s.recommendation, decision.topic).toMatch(condition);
    }
  });

  it('makes both conditions of a hire’s offer: vesting asked away and IP he would keep', () => {
    const s = synthesize(
      chairContext(
        ALL_FOR,
        ask(
          'Hire Marta as VP of Engineering?',
          'She asks for 2% vested immediately. She would keep the IP of the inference SDK she writes while working for us, and our platform will run on it.',
        ),
      ),
    );
    expect(s.recommendation).toMatch(/one-year cliff.*; and make a signed assignment to the company/);
  });

  it('does not lead with a duty one passing word of the context raises', () => {
    const cases: Decision[] = [
      ask(
        'Should we cut our employee health benefit to save $15k a month?',
        'We have 40 employees and 9 months of runway; personal data of staff moves to the new insurer.',
      ),
      ask(
        'Should we move our payroll to a cheaper provider?',
        'The new provider will hold the personal data of our 30 employees and costs $2k a month less.',
      ),
      ask(
        'Should we switch our office cleaning contractor to save money?',
        'The new firm will keep a list of staff names for building access and charges $900 a month less.',
      ),
    ];
    for (const decision of cases) {
      const s = synthesize(chairContext(ALL_FOR, decision));
      expect(s.recommendation, decision.topic).not.toMatch(/only if you first: record the lawful basis/);
    }
  });

  it('never puts a plain proceed over a line the proposal crosses', () => {
    const decision = ask(
      'Should we move Priya to a junior role?',
      'Last month Priya complained to HR that the CFO was inflating revenue; since then he finds her difficult.',
    );
    const s = synthesize(chairContext(ALL_FOR, decision));
    expect(s.recommendation).toMatch(
      /only once it no longer crosses a legal line \(protecting people who raise concerns\)/,
    );
  });

  it('keeps the plain headline when no duty is raised', () => {
    expect(synthesize(chairContext(ALL_FOR)).recommendation).toMatch(/, with the conditions below$/);
  });
});

describe('completing a chair’s minority report', () => {
  it('appends every dissenting seat the chair left out and drops a false “No dissent”', () => {
    const ctx = chairContext(['approve', 'approve', 'approve', 'against']);
    const written = { ...synthesize(ctx), minority_report: 'No dissent.' };
    const done = completeMinorityReport(written, ctx.votes, ctx.scores.outcome);
    expect(done.minority_report).toContain(BOARD[3]?.title);
    expect(done.minority_report).not.toMatch(/No dissent/);
  });
});
