// The reading of a decision: the single source of facts every seat reasons from, whichever mind
// speaks. It is made once per session (and again only when a board member corrects a figure),
// stored with the session and shown above the board's answer as 'How the board read your
// decision', so a misreading is visible at once. Pure data.

/** What a figure is to the decision: true today, a goal, a bound, one option among several, or the user's claim. */
/** 'past': a figure the text gives for an earlier time ('grew from $1M'), never today's. */
export const FIGURE_ROLES = ['actual', 'target', 'floor', 'ceiling', 'option', 'stated', 'past'] as const;
export type FigureRole = (typeof FIGURE_ROLES)[number];

/** Whose figure it is: ours, the other party's (a target, buyer, customer, vendor), a competitor's, the market's. */
export const FIGURE_OWNERS = ['ours', 'counterparty', 'competitor', 'market'] as const;
export type FigureOwner = (typeof FIGURE_OWNERS)[number];

export interface ReadingNumber {
  /** A key of the number vocabulary: 'monthly_burn', 'salary', 'offer_price' … */
  meaning: string;
  /** 'monthly burn', 'price offered for our company'. */
  label: string;
  /** As written in the decision (or in the correction). */
  text: string;
  value: number;
  /** '$', '€', '£' for money, '%', 'months', 'x' for multiples, '' for counts. */
  unit: string;
  whose: FigureOwner;
  role: FigureRole;
  /** The clause it was read from. */
  clause: string;
  /** The board member whose remark set this figure, when one corrected the reading. */
  corrected_by: string | null;
}

export interface ReadingCalculation {
  /** Stable id ('runway', 'dilution' …), so seats and checks can find it. */
  id: string;
  label: string;
  /** The answer as a number in its natural unit (months, %, money), when it has one. */
  value: number | null;
  /** The answer in words: 'about 7 months'. */
  result: string;
  /** The inputs and the formula, so anyone can check it. */
  inputs: string;
}

/** A figure the user states that the other figures contradict by more than 10%. */
export interface PremiseCheck {
  meaning: string;
  label: string;
  stated: number;
  stated_text: string;
  computed: number;
  computed_text: string;
  /** |stated − computed| ÷ computed, in percent. */
  difference_pct: number;
  /** The finding in one sentence; the board decides on the computed figure. */
  text: string;
}

/** A duty the situation triggers: something a board must raise whatever the weights say. */
export interface ReadingDuty {
  id: string;
  title: string;
  /** The duty in plain words, with the jurisdictions the text names where they matter. */
  text: string;
  /** The position key of the seat that owns it, and its title. */
  owner: string;
  owner_title: string;
  action: string;
  /** The proposal as written would breach it (paying wages late, not notifying a breach). */
  breached: boolean;
  /** The alternative of the question that would breach it when another would not ('swap the kits quietly'). */
  breached_by_option?: string;
  /** The words of the decision that triggered it. */
  evidence: string[];
}

/** A fact a board would need and the text does not give, and the seat that asks for it. */
export interface MissingFact {
  fact: string;
  question: string;
  owner: string;
}

export interface ReadingCorrection {
  author: string;
  text: string;
  /** What changed, in words: 'salary: $220k (was read as annual revenue)'. */
  changes: string[];
}

export interface CannotJudge {
  reason: 'no_decision' | 'too_short' | 'foreign_language' | 'instructions';
  explanation: string;
  what_to_add: string[];
  language: string | null;
}

/**
 * Whether the board deliberates, frames the decision instead (the offline board when it does not
 * recognise the kind, or two kinds tie), or refuses the text.
 */
export type ReadingVerdict = 'deliberate' | 'needs_information' | 'cannot_judge';

export interface DecisionReading {
  kind: string | null;
  kind_label: string | null;
  /** 0–1: how clearly the text names its kind. */
  kind_confidence: number;
  /** The words of the decision that named the kind. */
  kind_evidence: string[];
  /** The next most likely kind, when there is one. */
  runner_up: { kind: string; label: string } | null;
  /** The decision restated in one or two sentences. */
  restatement: string;
  numbers: ReadingNumber[];
  /** Clauses the text negates: 'a bridge round is unlikely', 'regulators have not been notified'. */
  negations: string[];
  /** Facts given, which no seat should ask for. */
  stated: string[];
  /** Facts a board needs that the text does not give. */
  missing: MissingFact[];
  duties: ReadingDuty[];
  calculations: ReadingCalculation[];
  premise_checks: PremiseCheck[];
  /** Board members' remarks that changed a figure, oldest first. */
  corrections: ReadingCorrection[];
  verdict: ReadingVerdict;
  /** Why the board frames the decision instead of deliberating, when it does. */
  framing_reason: string | null;
  cannot_judge: CannotJudge | null;
  /** Each option's figures side by side, on a decision with options (ADR 58); absent otherwise. */
  option_figures?: OptionFigures[];
}

/** One figure an option's words give. */
export interface OptionFigure {
  label: string;
  text: string;
  value: number;
}

export interface OptionFigures {
  option: string;
  label: string;
  figures: OptionFigure[];
  /** What it costs over the horizon, when its words give a price; null when they give none. */
  cost_over_horizon: number | null;
  horizon_months: number;
  /** What the reading's comparison of quotes found for it, when it names this option. */
  compared: string | null;
}

/** The headline of a refusal; the web banner and the exports show the same words. */
export const CANNOT_JUDGE_HEADLINE = 'The board cannot judge this yet';

/** The headline of an honest framing result; the web banner and the exports show the same words. */
export const NEEDS_INFORMATION_HEADLINE = 'The board needs more information before it can advise';
