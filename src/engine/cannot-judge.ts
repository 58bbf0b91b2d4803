// The result of a session the mind refused to judge (gibberish, a language it does not read,
// instructions instead of a decision): no positions, no votes, no action items — an honest
// 'cannot judge yet' with the reason and what to add, recorded as its own outcome.
import { CANNOT_JUDGE_HEADLINE, type DecisionReading } from './reading.ts';
import type { DeliberationResult, Mind, Scores, Synthesis } from './types.ts';

const NO_VOTES = { approve: 0, against: 0, abstain: 0 };

export function cannotJudgeScores(boardSize: number): Scores {
  return {
    vote_breakdown: {
      headcount: { ...NO_VOTES },
      weighted: { ...NO_VOTES },
      absent: { count: boardSize, weight: 1 },
    },
    outcome: 'cannot_judge',
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
