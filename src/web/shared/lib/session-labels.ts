// Words the session screens show: phase names, stances, votes, the consensus label and the
// outcome banner (spec §4), and the rotating words of a seat that is thinking (spec §2, §9).

const PHASE_NAMES: Readonly<Record<string, string>> = {
  initial_positions: 'Initial Positions',
  discussion: 'Discussion & Debate',
  consensus: 'Consensus Building',
  final_vote: 'Final Vote',
  synthesis: 'Synthesis',
};

/** The engine's phases in order. */
export const PHASE_ORDER = [
  'initial_positions',
  'discussion',
  'consensus',
  'final_vote',
  'synthesis',
] as const;

/** 'Initial Positions', 'Consensus Building — Round 2', …; null when no phase has started. */
export function phaseLabel(phase: string | null, round: number | null): string | null {
  if (!phase) return null;
  const name = PHASE_NAMES[phase] ?? humanize(phase);
  return phase === 'consensus' && round ? `${name} — Round ${round}` : name;
}

/** 'strongly_support' → 'Strongly support'. */
export function humanize(value: string): string {
  const text = value.replaceAll('_', ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function stanceLabel(stance: string): string {
  return humanize(stance);
}

export function stanceColor(stance: string): string {
  if (stance.includes('oppose') || stance.includes('against')) return 'red';
  if (stance.includes('support')) return 'green';
  return 'gray';
}

const VOTE_LABELS: Readonly<Record<string, string>> = {
  approve: 'Approve',
  against: 'Against',
  abstain: 'Abstain',
};

export function voteLabel(vote: string): string {
  return VOTE_LABELS[vote] ?? humanize(vote);
}

export function voteColor(vote: string): string {
  if (vote === 'approve') return 'green';
  if (vote === 'against') return 'red';
  return 'gray';
}

/** Spec §4: above 0.8 Strong Agreement, above 0.6 Moderate, above 0.4 Mixed Views, else Significant Disagreement. */
export function consensusLabel(level: number, decided = 1): string {
  // Abstaining is not disagreeing (docs/adr/0005): the same rule as the engine's consensusLabel.
  if (decided < 0.5 && level <= 0.6) return 'Mostly Undecided';
  if (level <= 0.4 && decided > 0 && level / decided > 0.6) return 'Mostly Undecided';
  if (level <= 0.8 && decided < 1 && level / decided > 0.8) return 'Agreement, Some Undecided';
  if (level > 0.8) return 'Strong Agreement';
  if (level > 0.6) return 'Moderate Agreement';
  if (level > 0.4) return 'Mixed Views';
  return 'Significant Disagreement';
}

export interface OutcomeBanner {
  tone: 'against' | 'proceed' | 'mixed' | 'cannot_judge';
  color: 'red' | 'green' | 'yellow' | 'gray';
  title: string;
}

/** The banner follows the computed outcome, not the wording of the recommendation. */
export function outcomeBanner(outcome: string | null | undefined): OutcomeBanner {
  if (outcome === 'against') return { tone: 'against', color: 'red', title: 'The board recommends AGAINST' };
  if (outcome === 'proceed')
    return { tone: 'proceed', color: 'green', title: 'The board recommends PROCEEDING' };
  if (outcome === 'cannot_judge')
    return { tone: 'cannot_judge', color: 'gray', title: 'The board cannot judge this yet' };
  return { tone: 'mixed', color: 'yellow', title: 'The board has mixed views' };
}

/** The share of the voting weight that voted for or against; 1 when nobody voted. */
export function decidedShare(weighted: { approve: number; against: number; abstain: number }): number {
  const voting = weighted.approve + weighted.against + weighted.abstain;
  return voting > 0 ? (weighted.approve + weighted.against) / voting : 1;
}

/** A 0–1 fraction as a whole percentage. */
export function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

export const ACTIVITY_WORDS = ['Thinking', 'Analyzing', 'Considering', 'Evaluating', 'Reflecting'] as const;
export const ACTIVITY_INTERVAL_MS = 1800;

/** The word an active seat shows at `tick`; `offset` staggers neighbouring cards. */
export function activityWord(tick: number, offset = 0): string {
  const n = ACTIVITY_WORDS.length;
  return ACTIVITY_WORDS[(((tick + offset) % n) + n) % n]!;
}

export const OFFLINE_ENGINE_NOTE = 'Deliberated by the built-in offline engine (deterministic, no AI model).';
export const CONNECT_LLM_HINT =
  'Set LLM_PROVIDER, LLM_BASE_URL and LLM_MODEL on the server to use a language model.';
