// The typed features the offline mind reads out of a decision (see analyze-decision.ts), and
// the plain text it analyzes: topic, context and constraints as sentences.
import type { Decision, DecisionType } from '../../types.ts';
import type { Markets, Signal, SignalName } from './decision-signals.ts';
import type { FlagName } from './decision-vocabulary.ts';
import type { DecisionFrame } from './frame/frame-types.ts';
import type { Duration, Money, Quantity } from './quantities.ts';

export interface Hit {
  /** The vocabulary phrase matched. */
  term: string;
  /** The words of the decision that matched it. */
  text: string;
  /** The sentence it was found in. */
  sentence: string;
  /** Token index where it starts. */
  at: number;
}

/** Hits of several phrases, one per place in the text (earliest first; 'competitor' and 'competitors' agree). */
export function distinct(hits: readonly Hit[]): Hit[] {
  const byPlace = new Map<number, Hit>();
  for (const h of [...hits].sort((a, b) => a.at - b.at)) if (!byPlace.has(h.at)) byPlace.set(h.at, h);
  return [...byPlace.values()];
}

export interface DecisionFeatures {
  text: string;
  /** The parse-and-restate every seat judges from: kind, direction, numbers with meaning, red lines. */
  frame: DecisionFrame;
  sentences: string[];
  type: DecisionType;
  typeEvidence: string[];
  amounts: Money[];
  durations: Duration[];
  percentages: Quantity[];
  counts: Quantity[];
  dates: string[];
  /** The sum at stake: the stated budget, else the first amount in the topic, else the largest. */
  primaryAmount: Money | null;
  runway: Duration | null;
  burn: Money | null;
  revenue: Money | null;
  cash: Money | null;
  growth: Quantity | null;
  /** Growth of 25% a year or more (monthly and quarterly rates compound). */
  strongGrowth: boolean;
  /** Home market (company info, 'UK revenue grows') and the market the move targets ('expand into the US'). */
  markets: Markets;
  /** Phrase-level evidence for and against, each with the clause that raised it. */
  signals: Record<SignalName, Signal | null>;
  /** What a board would expect and the text does not give: 'budget', 'plan', 'figures'. */
  gaps: string[];
  timeline: Duration | null;
  /** −1 … 1, from the model's sentiment analysis. */
  sentiment: number;
  negativeSentences: string[];
  flags: Record<FlagName, Hit[]>;
  /** Stems of every non-negated word, for matching persona vocabulary. */
  stems: ReadonlySet<string>;
  /** The same, sentence by sentence, for matching phrases whose words must occur together. */
  sentenceStems: readonly ReadonlySet<string>[];
  /** The first word seen for each stem, to quote matches as written. */
  words: ReadonlyMap<string, string>;
}

/** The decision as one text; constraint fields become labelled sentences. */
export function composeText(d: Decision): string {
  const sentence = (s: string | null | undefined, label = '') => {
    const t = (s ?? '').trim();
    return t ? `${label}${t}${/[.!?]$/.test(t) ? '' : '.'}` : '';
  };
  return [
    sentence(d.topic),
    sentence(d.context),
    sentence(d.constraints.budget, 'Budget: '),
    sentence(d.constraints.timeline, 'Timeline: '),
    sentence(d.constraints.other),
    sentence(d.constraints.companyInfo, 'Company: '),
  ]
    .filter(Boolean)
    .join(' ');
}
