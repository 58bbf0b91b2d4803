// Checks what a seat wrote against the board's own reading: a figure whose meaning the reading
// holds with another value ('$220k of revenue' when the reading has $220k as a salary and revenue
// as $35k a month), or a claim that a figure is missing when the reading states it ('no runway
// figure is given'). The same number reader reads the statement, so a seat is held to the facts
// the board computed. Used on every language-model statement, and by tests on the offline board.

import type { DecisionReading } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { assumesAbsent } from './absent-documents.ts';
import { isCurrency } from './format.ts';
import type { NumberMeaning } from './meanings.ts';
import { numbersOf } from './numbers.ts';
import { STATED_TERMS } from './stated-terms.ts';
import { normalizeNumberWords, sentencesOf } from './text.ts';

export interface FigureIssue {
  kind: 'contradicts' | 'claims_missing';
  /** The sentence of the statement. */
  sentence: string;
  /** What the reading holds instead, in words. */
  reading: string;
}

const TOLERANCE = 0.1;

type UnitClass = 'money' | '%' | 'months' | 'x' | '';

const classOf = (unit: string): UnitClass =>
  isCurrency(unit) ? 'money' : unit === '%' || unit === 'months' || unit === 'x' ? unit : '';

interface Known {
  value: number;
  unit: UnitClass;
}

/** Each figure written inside a figure's text, with its scale. */
const PARTS = /(\d[\d,]*(?:\.\d+)?)\s?(k|M|B)?\b/g;
const SCALE: Readonly<Record<string, number>> = { k: 1e3, M: 1e6, B: 1e9 };

/** Every value the reading states or computes, with the forms a seat may fairly write it in. */
function knownValues(reading: DecisionReading): Known[] {
  const values: Known[] = [];
  const add = (v: number | null | undefined, unit: UnitClass) => {
    if (v == null || !Number.isFinite(v)) return;
    for (const form of unit === 'money' ? [v, v * 12, v / 12, v * 1.25] : [v])
      values.push({ value: form, unit });
  };
  for (const n of reading.numbers) {
    add(n.value, classOf(n.unit));
    // The parts a figure was worked out from ('£2,000 per tester × 10') are known too.
    for (const m of n.text.matchAll(PARTS))
      add(Number((m[1] ?? '').replace(/,/g, '')) * (SCALE[m[2] ?? ''] ?? 1), classOf(n.unit));
  }
  // The cash left after a cost the reading holds ('£720k left after the one-off cost') is the
  // board's own subtraction, not a second cash figure.
  const cash = reading.numbers.find((n) => n.meaning === 'cash' && n.whose === 'ours' && n.role === 'actual');
  if (cash)
    for (const n of reading.numbers)
      if (n !== cash && classOf(n.unit) === 'money' && n.value < cash.value)
        add(cash.value - n.value, 'money');
  // A sum over a term of years is fairly written a year at a time ('€1.4m over 3 years, about
  // €467k a year'), as the seats compare it with a year's revenue.
  const years = (reading.numbers.find((n) => n.meaning === 'term_months')?.value ?? 0) / 12;
  if (years > 1)
    for (const n of reading.numbers) if (classOf(n.unit) === 'money') add(n.value / years, 'money');
  for (const c of reading.calculations) {
    const text = `${c.result}. ${c.inputs}`;
    add(
      c.value,
      /\bmonths?\b/.test(c.result)
        ? 'months'
        : /%/.test(c.result)
          ? '%'
          : /[$€£]|\bR\d/.test(c.result)
            ? 'money'
            : '',
    );
    for (const n of numbersOf(text, { kind: null })) add(n.value, classOf(n.unit));
    for (const m of text.matchAll(/([\d.]+) months?/g)) add(Number(m[1]), 'months');
    for (const m of text.matchAll(/([\d.]+)%/g)) add(Number(m[1]), '%');
    for (const m of text.matchAll(/(?:[$€£]|\bR)([\d.]+)(k|M|B)?/g))
      add(Number(m[1]) * ({ k: 1e3, M: 1e6, B: 1e9 }[m[2] ?? ''] ?? 1), 'money');
  }
  for (const p of reading.premise_checks) {
    const unit = p.meaning === 'runway_months' ? 'months' : p.meaning.endsWith('_pct') ? '%' : 'money';
    add(p.stated, unit);
    add(p.computed, unit);
  }
  return values;
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * TOLERANCE + 1e-9;

/** The facts a seat may wrongly call missing, and how a sentence would say so. */
const MISSING_CLAIMS: readonly { fact: string; re: RegExp }[] = [
  {
    fact: 'runway',
    re: /\bno runway|\brunway (?:is |was )?(?:not (?:given|stated)|unknown|missing)|without (?:a |any )?runway/i,
  },
  {
    fact: 'monthly burn',
    re: /\bno (?:monthly )?burn|\bburn (?:is |was )?(?:not (?:given|stated)|unknown|missing)/i,
  },
  { fact: 'cash', re: /\bno cash (?:figure|balance)|\bcash (?:is |was )?(?:not (?:given|stated)|unknown)/i },
  {
    fact: 'revenue',
    re: /\bno revenue (?:figure|is given|stated)|\brevenue (?:is |was )?(?:not (?:given|stated)|unknown)/i,
  },
  {
    fact: 'budget',
    re: /\bno budget (?:is|was) (?:given|stated)|\bbudget (?:is |was )?(?:not (?:given|stated)|unknown)/i,
  },
  {
    fact: 'valuation',
    re: /\bno valuation (?:is|was) (?:given|stated)|\bvaluation (?:is |was )?(?:not (?:given|stated)|unknown)/i,
  },
  { fact: 'headcount', re: /\bheadcount (?:is |was )?(?:not (?:given|stated)|unknown)/i },
];

/**
 * Questions that ask for a fact, by the reading's name for it ('What is revenue today?' asks for
 * revenue): asking for a figure the decision gives is the same error as calling it missing.
 */
const ASKED_FOR: readonly { fact: string; re: RegExp }[] = [
  {
    fact: 'runway',
    re: /\b(?:what|how long) is (?:the |our |your )?runway\b|\bhow many months of runway\b|\bhow long (?:will|does|would) (?:the )?(?:cash|money) last\b/i,
  },
  {
    fact: 'monthly burn',
    re: /\bwhat is (?:the |our |your )?(?:monthly |net |gross )?burn\b|\bhow much (?:do|does) (?:we|the company|it) burn\b/i,
  },
  {
    fact: 'cash',
    re: /\bhow much (?:cash|money) (?:is|do|does|have|remains|is left)\b|\bwhat (?:is|are) (?:the |our |your )?(?:cash|bank balance|cash reserves)(?: balance| position| on hand| in the bank)?\s*[?,]|\bwhat is (?:the |our )?cash (?:balance|position)\b|\bhow much (?:is )?in the bank\b/i,
  },
  {
    fact: 'revenue',
    re: /\bwhat is (?:the |our )?revenue\b|\bwhat (?:is|are) (?:the |our )?(?:arr|mrr|annual revenue|revenues)\b(?! (?:target|goal))|\bhow much revenue (?:do|does|is)\b/i,
  },
  { fact: 'salary', re: /\bwhat does the role cost\b|\bwhat (?:is|would be) the (?:salary|base pay)\b/i },
  {
    fact: 'headcount',
    re: /\bhow many (?:people|employees|staff) (?:does|do) (?:the company|we) (?:have|employ)\b/i,
  },
  { fact: 'churn', re: /\bwhat is (?:the |our )?(?:monthly )?churn\b/i },
  {
    fact: 'price',
    re: /\bwhat (?:is|are) (?:the |our |your )?(?:current |list )?(?:price|prices|pricing)\b(?! (?:change|rise|increase|cut|war))|\bwhat do (?:customers|clients|users) pay\b/i,
  },
  { fact: 'valuation', re: /\bwhat (?:is|would be) the valuation\b/i },
];

/** The facts the reading holds that a question asks for anyway, figures and terms stated in words. */
export function asksForGiven(question: string, reading: DecisionReading): string[] {
  if (!question.includes('?')) return [];
  return [
    ...ASKED_FOR.filter((a) => a.re.test(question) && reading.stated.includes(a.fact)).map((a) => a.fact),
    ...STATED_TERMS.filter((t) => t.asked.test(question) && reading.stated.includes(t.fact)).map(
      (t) => t.fact,
    ),
  ];
}

/**
 * The question with the parts that ask for a stated fact taken out ('How long is the lease, and
 * can you break it?' when the text says 'no break clause' → 'How long is the lease?'); null when
 * nothing is left to ask.
 */
export function withoutGiven(question: string, reading: DecisionReading): string | null {
  if (asksForGiven(question, reading).length === 0) return question;
  const parts = question
    .replace(/\?\s*$/, '')
    .split(/,\s*(?:and|or)\s+|;\s*|\?\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const kept = parts.filter((p) => asksForGiven(`${p}?`, reading).length === 0);
  // A part that leans on the one dropped ('and what fees come with it?') still reads on its own.
  if (kept.length === 0 || kept.length === parts.length) return null;
  const joined = kept.join(', and ');
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}?`;
}

const RANGE_IN_STATEMENT =
  /[$€£]?\d+(?:\.\d+)?\s?(?:k|m|%)?\s?[–-]\s?[$€£]?\d+(?:\.\d+)?\s?(?:k|m|%|months?|years?|weeks?)?/gi;

/**
 * An option named with its label ('A (Piraeus term loan €22M, Euribor + 4.25% (about 6.45% today))'):
 * the label is the asker's own words, quoted; its figures are theirs, not the board's claim.
 */
const OPTION_NAMED = /\b([A-E]) \((?:[^()]|\([^()]*\))*\)/g;

/** Problems in one statement; empty when it agrees with the reading. */
export function checkStatement(text: string, reading: DecisionReading): FigureIssue[] {
  if (reading.verdict === 'cannot_judge') return [];
  const issues: FigureIssue[] = [];
  const known = knownValues(reading);
  // A range ('rounds usually sell 15–25%') is a norm or an estimate, not a figure of the decision.
  // Removed before the number words are read too, which would read a range at its middle.
  const withoutRanges = normalizeNumberWords(
    text.replace(OPTION_NAMED, '$1').replace(RANGE_IN_STATEMENT, 'a range'),
  ).replace(RANGE_IN_STATEMENT, 'a range');
  for (const sentence of sentencesOf(withoutRanges)) {
    for (const claim of MISSING_CLAIMS)
      if (claim.re.test(sentence) && reading.stated.includes(claim.fact))
        issues.push({ kind: 'claims_missing', sentence, reading: `the decision states the ${claim.fact}` });
    const absent = assumesAbsent(sentence, reading);
    if (absent) issues.push({ kind: 'contradicts', sentence, reading: `the decision states ${absent}` });
    for (const fact of asksForGiven(sentence, reading))
      issues.push({
        kind: 'claims_missing',
        sentence,
        reading: `the decision states the ${fact}; no need to ask`,
      });
    // A board's sentence names what its figures are; the kind does not name them for it.
    const kind = (reading.kind as KindId | null) ?? null;
    for (const figure of numbersOf(sentence, { kind, listedTerms: false })) {
      const unit = classOf(figure.unit);
      if (known.some((k) => (k.unit === unit || k.unit === '') && near(figure.value, k.value))) continue;
      const held = reading.numbers.find(
        (n) => n.meaning === figure.meaning && n.role === figure.role && n.whose === figure.whose,
      );
      const runway =
        figure.meaning === ('runway_months' satisfies NumberMeaning) && figure.role === 'actual'
          ? reading.calculations.find((c) => c.id === 'runway')
          : null;
      if (held) issues.push({ kind: 'contradicts', sentence, reading: `${held.label}: ${held.text}` });
      else if (runway)
        issues.push({ kind: 'contradicts', sentence, reading: `${runway.label}: ${runway.result}` });
    }
  }
  return issues;
}
