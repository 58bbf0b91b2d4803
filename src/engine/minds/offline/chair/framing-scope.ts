// What a framed answer may say about law and facts it cannot place: only what the text itself
// supports. A guessed kind's facts are asked only when the text speaks of their subject (no role
// to price on a decision that hires no one); with no duty the text's own words raise, the board
// names the kinds of advice to take instead of listing duties of some other situation.
import type { DecisionReading, MissingFact } from '../../../reading.ts';
import { contentStemsOf } from '../stems.ts';

/** Stems that name no subject of their own in a fact ('what it costs', 'the plan'). */
const GENERIC = new Set(
  contentStemsOf('cost costs plan total amount figure terms today after before much many'),
);

/** Whether the text speaks of what a fact is about: 'what the role costs' needs a role, 'the migration plan' a migration. */
export function textNamesSubject(m: MissingFact, text: string): boolean {
  const words = new Set(contentStemsOf(text));
  const subject = contentStemsOf(m.fact).filter((w) => !GENERIC.has(w));
  return subject.length === 0 || subject.some((w) => words.has(w));
}

/** The advice a subject of the text calls for, when no duty is certain from its words. */
const ADVICE: readonly [RegExp, string][] = [
  [
    // What happens to people, not a headcount: '380 workers' alone asks no employment advice.
    /\b(?:redundanc\w*|layoffs?|dismiss\w*|tupe|(?:staff|employees|workers|people) (?:\w+ ){0,3}(?:would |will )?(?:move|transfer|leave|lose)\w*|(?:would|will) (?:also )?transfer|unions?|works council|consult\w* (?:the |our )?(?:staff|employees|workers))\b/i,
    'employment counsel, on what the step does to the staff’s contracts and any consultation it needs',
  ],
  [
    /\b(?:effluent|emissions?|waste\w*|pollut\w*|contaminat\w*|environment\w*|permits?|inspectors?|shutdown order)\b/i,
    'environmental or regulatory counsel, on what the authority requires and by when',
  ],
  [
    /\b(?:contracts?|exclusive\w*|indemnif\w*|liabilit\w*|supplier|licen[cs]e|agreement)\b/i,
    'contract counsel, on the terms before anything is signed',
  ],
  [
    /\b(?:acqui\w*|buy(?:ing)? (?:the|a|our|their)|asset deal|merger|takeover)\b/i,
    'counsel and accountants doing due diligence (legal, financial and on the site) before a price is agreed',
  ],
  [
    /\b(?:water rights|land rights|title|land|property|lease|premises)\b/i,
    'property counsel, on the title and what could restrict its use',
  ],
  [
    /\b(?:tax\w*|subsidiar\w*|vat|customs|export\w*|import\w*)\b/i,
    'a tax adviser, on where tax falls once the step is taken',
  ],
  [
    /\b(?:trademarks?|patents?|brand name|copyright|intellectual property)\b/i,
    'IP counsel, on who owns the name or invention and what could be opposed',
  ],
  [
    /\b(?:food|cosmetic\w*|drugs?|medical|certif\w*|residue|safety)\b/i,
    'a product-regulation adviser, on the rules where the product is sold',
  ],
];

/** 'take advice from employment counsel …': the kinds of advice the text's subjects call for, at most three. */
export function adviceToTake(text: string): string[] {
  return ADVICE.filter(([re]) => re.test(text))
    .map(([, advice]) => advice)
    .slice(0, 3);
}

/**
 * The line a framed answer gives in place of duties when its text raises none: what the reader did
 * not match, never a claim that the law is silent.
 */
export function adviceLine(reading: DecisionReading, text: string): string {
  if (reading.duties.length) return '';
  const advice = adviceToTake(text);
  return advice.length
    ? `The offline board matched no legal duty it knows to this text, which is no finding that none applies: before deciding, take advice from ${advice.join('; and from ')}.`
    : '';
}
