// Sessions that end before deliberating. A text the mind refuses to judge (gibberish, a language
// it does not read, instructions instead of a decision): no positions, no votes, no action items —
// an honest 'cannot judge yet' with the reason and what to add. A decision the offline board
// cannot place: its framing (the figures, the duties, each seat's questions, the facts to add),
// again with no votes invented. Each is recorded as its own outcome.
import { CANNOT_JUDGE_HEADLINE, type DecisionReading } from './reading.ts';
import type { DeliberationResult, Framing, Mind, Outcome, Scores, Seat, Synthesis } from './types.ts';

const NO_VOTES = { approve: 0, against: 0, abstain: 0 };

export function cannotJudgeScores(boardSize: number, outcome: Outcome = 'cannot_judge'): Scores {
  return {
    vote_breakdown: {
      headcount: { ...NO_VOTES },
      weighted: { ...NO_VOTES },
      absent: { count: boardSize, weight: 1 },
    },
    outcome,
    consensus_level: 0,
    confidence_score: 0,
  };
}

export function cannotJudgeResult(
  mind: Mind,
  boardSize: number,
  reading: DecisionReading,
): DeliberationResult {
  const refusal = reading.cannot_judge;
  const synthesis: Synthesis = {
    recommendation: CANNOT_JUDGE_HEADLINE,
    executive_summary: refusal?.explanation ?? '',
    synthesis: refusal ? `To get a judgement, add: ${refusal.what_to_add.join('; ')}.` : '',
    action_items: [],
    critical_risks: [],
    minority_report: 'No votes were cast.',
  };
  return {
    engine: mind.engine,
    model: mind.model,
    positions: [],
    discussion: [],
    rounds: [],
    votes: [],
    synthesis,
    scores: cannotJudgeScores(boardSize),
    interjections: [],
    failures: [],
    usage: { calls: 0, prompt_tokens: 0, completion_tokens: 0 },
    reading,
    sensitivity: null,
  };
}

export function framedResult(
  mind: Mind,
  board: readonly Seat[],
  reading: DecisionReading,
  framing: Framing,
): DeliberationResult {
  return {
    engine: mind.engine,
    model: mind.model,
    positions: framing.positions.map(({ seat, position }) => ({ seat, position, source: 'ai' as const })),
    discussion: [],
    rounds: [],
    votes: [],
    synthesis: framing.synthesis,
    scores: cannotJudgeScores(board.length, 'needs_information'),
    interjections: [],
    failures: [],
    usage: { calls: 0, prompt_tokens: 0, completion_tokens: 0 },
    reading,
    sensitivity: null,
  };
}
