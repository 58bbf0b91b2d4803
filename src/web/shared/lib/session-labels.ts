// Words the session screens show: phase names, stances, votes, the outcome banner (its title from
// contracts/outcome-titles, shared with the exports), and the rotating words of a seat that is
// thinking.
import { OUTCOME_TITLES, type TitledOutcome, titledOutcome } from '../../../contracts/outcome-titles.ts';

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

export interface OutcomeBanner {
  tone: TitledOutcome;
  color: 'red' | 'green' | 'yellow' | 'gray';
  title: string;
}

const OUTCOME_COLORS: Readonly<Record<TitledOutcome, OutcomeBanner['color']>> = {
  against: 'red',
  proceed: 'green',
  cannot_judge: 'gray',
  needs_information: 'gray',
  mixed: 'yellow',
};

/** The banner follows the computed outcome, not the wording of the recommendation. */
export function outcomeBanner(outcome: string | null | undefined): OutcomeBanner {
  const tone = titledOutcome(outcome);
  return { tone, color: OUTCOME_COLORS[tone], title: OUTCOME_TITLES[tone] };
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
