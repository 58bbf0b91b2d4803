// The words beside a session's consensus level — the same in the app, the exported report and the
// offline chair's summary. Abstaining is not disagreeing: a level lowered by abstentions says so
// (docs/adr/0005). Imports nothing, so the engine, the server and the web app can all read it.

/** Share of the voting weight that must take a side (not abstain) for a clear outcome. */
export const DECIDED_QUORUM = 0.5;
/** Floating-point slack so that e.g. 0.3 / 0.5 counts as exactly 0.6. */
const EPSILON = 1e-9;

export const CONSENSUS_LABELS = [
  'Strong Agreement',
  'Moderate Agreement',
  'Mixed Views',
  'Significant Disagreement',
  'Mostly Undecided',
  'Agreement, Some Undecided',
] as const;
export type ConsensusLabel = (typeof CONSENSUS_LABELS)[number];

export interface VoteWeights {
  approve: number;
  against: number;
  abstain: number;
}

/** The share of the voting weight that voted for or against (1 when nobody voted: no evidence of abstention). */
export function decidedShare(breakdown: { weighted: VoteWeights }): number {
  const { approve, against, abstain } = breakdown.weighted;
  const voting = approve + against + abstain;
  return voting > EPSILON ? (approve + against) / voting : 1;
}

/**
 * Above 0.8 Strong Agreement, above 0.6 Moderate, above 0.4 Mixed Views, else Significant
 * Disagreement — except that a level lowered by abstentions reads as such: 'Mostly Undecided' when
 * less than half the voting weight took a side (or those who did mostly agree but are few), and
 * 'Agreement, Some Undecided' when the seats that took a side agree.
 */
export function consensusLabel(level: number, decided = 1): ConsensusLabel {
  if (decided < DECIDED_QUORUM - EPSILON && level <= 0.6) return 'Mostly Undecided';
  // The seats that took a side largely agree; the level is low because many abstained.
  if (level <= 0.4 && decided > EPSILON && level / decided > 0.6) return 'Mostly Undecided';
  if (level <= 0.8 && decided < 1 - EPSILON && level / decided > 0.8) return 'Agreement, Some Undecided';
  if (level > 0.8) return 'Strong Agreement';
  if (level > 0.6) return 'Moderate Agreement';
  if (level > 0.4) return 'Mixed Views';
  return 'Significant Disagreement';
}
