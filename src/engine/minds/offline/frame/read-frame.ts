// Parse-and-restate: the decision frame every offline seat judges from (see frame-types.ts).
// Pure and deterministic: the same decision always reads the same way.
import type { Decision } from '../../../types.ts';
import { composeText } from '../decision-features.ts';
import { clausesOf, isNegated, sentencesOf } from './clauses.ts';
import type { DecisionFrame, DecisionKind, FrameNumber, NumberMeaning, RedLineId } from './frame-types.ts';
import { gateOf } from './gate.ts';
import { readKind } from './kinds.ts';
import { numbersOf } from './numbers.ts';

const PLACES: readonly [RegExp, string][] = [
  [/\b(US|USA|United States|America|California|New York|Texas)\b/, 'US'],
  [/\b(UK|United Kingdom|Britain|England|Scotland|Wales|London|Bristol)\b/, 'UK'],
  [/\b(Germany|German|Berlin|Munich)\b/, 'Germany'],
  [/\b(France|French|Paris)\b/, 'France'],
  [/\b(Netherlands|Dutch|Amsterdam)\b/, 'the Netherlands'],
  [/\b(Poland|Polish|Warsaw)\b/, 'Poland'],
  [/\b(Spain|Madrid)\b/, 'Spain'],
  [/\b(Italy|Milan|Rome)\b/, 'Italy'],
  [/\b(EU|European Union|Europe)\b/, 'the EU'],
  [/\b(Japan|Japanese|Tokyo)\b/, 'Japan'],
  [/\b(Brazil|São Paulo)\b/, 'Brazil'],
  [/\b(India|Bangalore)\b/, 'India'],
  [/\b(Canada|Toronto)\b/, 'Canada'],
];

const LEGAL =
  /\b(regulator\w*|licen[cs]e|competition authority|antitrust|gdpr|data protection|lawsuit|litigation|tribunal|patent|court|e-money|compliance|legal)\b/i;

/** What the text states outright, so no seat asks for it. */
const STATED: readonly [string, (n: Set<NumberMeaning>, text: string) => boolean][] = [
  ['runway', (n) => n.has('runway_months') || (n.has('cash') && n.has('monthly_burn'))],
  ['monthly burn', (n) => n.has('monthly_burn')],
  ['cash', (n) => n.has('cash')],
  ['revenue', (n) => n.has('arr') || n.has('mrr') || n.has('annual_revenue')],
  ['budget', (n) => n.has('budget') || n.has('cost') || n.has('annual_cost') || n.has('monthly_cost')],
  ['headcount', (n) => n.has('headcount')],
  ['price', (n) => n.has('price')],
  ['churn', (n) => n.has('churn_monthly_pct')],
  [
    'deadline',
    (n, t) =>
      n.has('deadline_months') || /\b(within|by the end of|next quarter|this month|next year)\b/i.test(t),
  ],
  ['profitable', (_, t) => /\b(?<!not |un)profitable\b/i.test(t)],
  [
    'regulator not notified',
    (_, t) => /\bregulators? (?:have|has) not (?:yet )?been notified|not yet notified\b/i.test(t),
  ],
  ['liquidation preference', (_, t) => /\bliquidation preference|\b\dx preference\b/i.test(t)],
];

function redLinesOf(kind: DecisionKind | null, text: string): RedLineId[] {
  const lines: RedLineId[] = [];
  if (kind === 'product_recall') lines.push('safety_stop_and_notify');
  if (kind === 'layoffs') lines.push('employment_consultation');
  if (kind === 'be_acquired') lines.push('sale_conflicts_and_waterfall');
  if (kind === 'legal_regulatory' || kind === 'product_recall' || LEGAL.test(text))
    lines.push('professional_advice');
  return lines;
}

function negationsOf(text: string): string[] {
  return sentencesOf(text)
    .flatMap((s) => clausesOf(s))
    .filter(isNegated)
    .map((c) => c.replace(/[.!?]$/, ''));
}

export function readFrame(decision: Decision): DecisionFrame {
  const text = composeText(decision);
  const rest = composeText({ ...decision, topic: '' });
  const { kind, evidence, direction } = readKind(decision.topic ?? '', rest);
  const numbers: FrameNumber[] = kind === null && !/\d/.test(text) ? [] : numbersOf(text, kind);
  const meanings = new Set(numbers.map((n) => n.meaning));
  const gate = gateOf(text, kind, numbers.length);
  return {
    kind: gate ? null : kind,
    kindEvidence: gate ? [] : evidence,
    direction,
    numbers: gate ? [] : numbers,
    negations: negationsOf(text),
    stated: STATED.filter(([, test]) => test(meanings, text)).map(([name]) => name),
    places: PLACES.filter(([re]) => re.test(text)).map(([, name]) => name),
    redLines: gate ? [] : redLinesOf(kind, text),
    gate,
  };
}
