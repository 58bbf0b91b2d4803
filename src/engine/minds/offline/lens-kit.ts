// Building blocks for the seats' lenses. A lens reads the decision's features and records
// factors: a positive weight is a point in favour, a negative one a concern (with a severity
// and a mitigation). The seat's stance is the sum of its factors, so every stance can be
// explained by the factors behind it.
import type { CriticalRisk } from '../../types.ts';
import type { DecisionFeatures, Hit } from './analyze-decision.ts';
import type { DecisionKind } from './frame/frame-types.ts';
import type { Money } from './quantities.ts';

export type Severity = CriticalRisk['severity'];

export interface Factor {
  weight: number;
  text: string;
  severity: Severity | null;
  mitigation: string | null;
}

export interface Recommendation {
  action: string;
  horizon: string;
}

export interface LensReading {
  factors: Factor[];
  recommendations: Recommendation[];
}

export type Lens = (f: DecisionFeatures) => LensReading;

export interface ReadingBuilder extends LensReading {
  /** A point in favour, weighing `weight` (> 0). */
  pro(weight: number, text: string): void;
  /** A concern weighing −`weight`; its severity follows the weight unless given. */
  con(weight: number, text: string, mitigation: string, severity?: Severity): void;
  recommend(action: string, horizon: string): void;
}

export function severityFor(weight: number): Severity {
  if (weight >= 1.25) return 'critical';
  if (weight >= 0.75) return 'high';
  if (weight >= 0.4) return 'medium';
  return 'low';
}

export function createReading(): ReadingBuilder {
  const factors: Factor[] = [];
  const recommendations: Recommendation[] = [];
  return {
    factors,
    recommendations,
    pro: (weight, text) => factors.push({ weight, text, severity: null, mitigation: null }),
    con: (weight, text, mitigation, severity) =>
      factors.push({ weight: -weight, text, severity: severity ?? severityFor(weight), mitigation }),
    recommend: (action, horizon) => recommendations.push({ action, horizon }),
  };
}

/** '$2.4M', '$750k' for computed sums. */
export function money(value: number): string {
  if (value >= 1e9) return `$${trim(value / 1e9)}B`;
  if (value >= 1e6) return `$${trim(value / 1e6)}M`;
  if (value >= 1e3) return `$${trim(value / 1e3)}k`;
  return `$${Math.round(value)}`;
}

function trim(n: number): string {
  return n >= 100 ? String(Math.round(n)) : String(Math.round(n * 10) / 10);
}

export function months(n: number): string {
  const rounded = n >= 3 ? Math.round(n) : Math.round(n * 10) / 10;
  return `${rounded} month${rounded === 1 ? '' : 's'}`;
}

/** Yearly revenue from a stated figure (MRR and 'per month' figures are annualized). */
export function annualRevenue(revenue: Money): number {
  return revenue.monthly ? revenue.value * 12 : revenue.value;
}

/** The clause of the sentence a hit was found in, quoted: specific, but short. */
export function clause(hit: Pick<Hit, 'text' | 'sentence'> | null | undefined): string {
  if (!hit) return '';
  // Commas inside numbers ('2,000') are not clause breaks.
  const parts = hit.sentence.split(/[;:]|,\s| and | but | while /);
  const part = parts.find((p) => p.toLowerCase().includes(hit.text.toLowerCase())) ?? hit.sentence;
  const text = part
    .trim()
    .replace(/^(and|but|or|while|which|who|so)\s+/i, '')
    .replace(/[.!?]$/, '');
  const short = text.length > 110 ? `${text.slice(0, 107).replace(/\s+\S*$/, '')}…` : text;
  return `“${short.charAt(0).toLowerCase()}${short.slice(1)}”`;
}

/** The first hit of a flag, if any; with `prefer`, the first whose words match it, if any does. */
export function first(
  f: DecisionFeatures,
  flag: keyof DecisionFeatures['flags'],
  prefer?: RegExp,
): Hit | undefined {
  const hits = f.flags[flag];
  return (prefer ? hits.find((h) => prefer.test(h.text) || prefer.test(h.sentence)) : undefined) ?? hits[0];
}

/** 'two senior engineers', '2,000 customers': a count of something matching `nouns`. */
export function countOf(f: DecisionFeatures, nouns: RegExp): string | null {
  return f.counts.find((c) => nouns.test(c.noun))?.text ?? null;
}

/** The sum at stake in words: '$40M', or 'this commitment' when none is stated. */
export function stake(f: DecisionFeatures): string {
  return f.primaryAmount?.text ?? 'this commitment';
}

export const TYPE_LABEL: Readonly<Record<DecisionFeatures['type'], string>> = {
  funding: 'the raise',
  pivot: 'the pivot',
  acquisition: 'the acquisition',
  expansion: 'the expansion',
  launch: 'the launch',
  hire: 'the hire',
  strategic: 'this move',
};

/** What a seat says it supports or opposes: 'the layoffs', 'selling the company'. */
export const KIND_PHRASE: Readonly<Record<DecisionKind, string>> = {
  raise_funding: 'the raise',
  take_loan: 'the loan',
  pivot: 'the pivot',
  acquire_company: 'the acquisition',
  be_acquired: 'selling the company',
  merger_or_jv: 'the merger or joint venture',
  expand_market: 'the expansion',
  launch_product: 'the launch',
  pricing_change: 'the price change',
  hire_executive: 'the hire',
  layoffs: 'the layoffs',
  product_recall: 'the recall',
  infrastructure: 'the infrastructure change',
  partnership: 'the partnership',
  legal_regulatory: 'the proposed response',
  shut_down_product: 'the shutdown',
};

/** The decision in a seat's words: from the frame's kind, else the lens type. */
export function decisionLabel(f: DecisionFeatures): string {
  return f.frame.kind ? KIND_PHRASE[f.frame.kind] : TYPE_LABEL[f.type];
}

/** Runway of at least a year: room to act from strength. */
export function healthyRunway(f: DecisionFeatures): boolean {
  return (f.runway?.months ?? 0) >= 12;
}

/** The target market in words: 'the US', 'Germany', or `fallback`. */
export function targetName(f: DecisionFeatures, fallback = 'the new market'): string {
  const t = f.markets.target;
  return t ? (/^(US|UK)$/.test(t) ? `the ${t}` : t) : fallback;
}

/** The current business is profitable or still growing: what a pivot would walk away from. */
export function healthyCore(f: DecisionFeatures): string | null {
  if (f.signals.profitable) return clause(f.signals.profitable);
  if (f.growth && f.type === 'pivot')
    return clause({ text: f.growth.text, sentence: f.sentences[f.growth.sentence] ?? '' });
  return null;
}

/** A price increase with customers already leaving. */
export function churnAtRisk(f: DecisionFeatures): boolean {
  return f.flags.priceIncrease.length > 0 && (f.signals.highChurn !== null || f.signals.complaints !== null);
}
