// What a seat's line may presume about the company: who is in it (founders, outside investors),
// how far along it is, what the money is for, and what a lender already holds. A line that
// presumes any of these ('the founders can no longer lead every function', 'lenders to young
// companies', 'what exactly does the loan pay for') is said only when the text supports it, so a
// 140-person family firm is never told what a seed-stage startup would be.
import type { ReadingNumber } from '../../../reading.ts';
import { findCues, findRuledOut } from '../duties/match.ts';

export type Stage = 'young' | 'established';

export interface ReadingProfile {
  /** The text names founders (or a co-founder): lines about 'the founders' may speak of them. */
  founders: boolean;
  /** Outside investors, a round or a fund are named: lines about 'investors' and 'the next round' apply. */
  investors: boolean;
  /** How far along the company is, when the words or the figures say; null when nothing does. */
  stage: Stage | null;
  /** What the money pays for, in the text's words ('refit our second plant'), when stated. */
  purpose: string | null;
  /** The security or guarantee the text names ('a charge over the plant'), when it names one. */
  security: string | null;
  /** Debt the company already has, which a cross-default would link to the new loan. */
  otherDebt: boolean;
  /** The text rules other debt out ('we have no other debt'): the new loan is all of it. */
  noOtherDebt: boolean;
}

const FOUNDERS = /\b(?:co-?)?founders?\b|\bfounding (?:team|partners?)\b/;
const INVESTORS =
  /\b(?:investors?|vcs?|venture (?:capital|fund|firm)|angels?|seed (?:round|fund\w*)|pre-seed|series [a-e]\b|next round|our (?:last|previous) round|funding round|equity round|(?:lead|existing) investor|fund (?:that|which) backed|backers?|cap table|preferred (?:shares|stock))/;

/** Words only a company early in its life uses of itself. */
const YOUNG =
  /\b(?:start-?up|seed[- ](?:stage|funded|backed)|(?:vc|venture)[- ]backed|pre-seed|seed round|series a\b|pre-revenue|early[- ]stage|(?:our|the) mvp|first (?:paying )?customers|founded (?:last year|this year|(?:\w+ )?months ago|in 202[3-9]))/;
/** Words a company with a long record uses: a family firm, a founding date long past, a group. */
const ESTABLISHED =
  /\b(?:family[- ](?:owned|run|business|firm|company)|(?:founded|established|incorporated|trading) (?:in|since) (?:1[89]\d\d|20[01]\d)|since (?:1[89]\d\d|20[01]\d)|for (?:\d{2,}|two|three|four|five|several|many) (?:decades|generations)|\d{2,} years (?:of trading|in business|old)|(?:third|second|fourth)[- ]generation|plc\b|listed (?:on|company)|publicly (?:listed|traded)|(?:our|the) group\b|subsidiaries)/;

function hasFigure(numbers: readonly ReadingNumber[], meaning: string, test: (v: number) => boolean) {
  return numbers.some(
    (n) => n.meaning === meaning && n.whose === 'ours' && n.role === 'actual' && test(n.value),
  );
}

/** Young or established: the company's words first, then its size (people, a year's revenue). */
export function stageOf(text: string, numbers: readonly ReadingNumber[]): Stage | null {
  if (ESTABLISHED.test(text)) return 'established';
  if (YOUNG.test(text)) return 'young';
  const revenueOver = (v: number) =>
    hasFigure(numbers, 'annual_revenue', (x) => x >= v) ||
    hasFigure(numbers, 'arr', (x) => x >= v) ||
    hasFigure(numbers, 'mrr', (x) => x * 12 >= v);
  if (hasFigure(numbers, 'headcount', (v) => v >= 80) || revenueOver(1e7)) return 'established';
  // A burn or a runway is the mark of a company living on its funding.
  const funded = ['runway_months', 'monthly_burn'].some((m) => hasFigure(numbers, m, () => true));
  if (funded || hasFigure(numbers, 'headcount', (v) => v <= 15)) return 'young';
  return null;
}

/**
 * What borrowed or raised money is for, in the text's own words: the clause after 'to' or 'for'
 * that follows the money ('a loan from the bank to refit our second plant'). A term, a rate, a
 * lender or a repayment after 'for'/'to' is not a purpose ('for five years', 'to the bank').
 */
const NOT_A_PURPOSE =
  /^(?:be\b|repay|pay (?:it )?back|the (?:bank|lender)|us\b|them\b|\d+(?:[.,]\d+)?\s*%|[$€£¥]|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:years?|months?|quarters?)|years?\b|months?\b|its\b|it\b|this\b|that\b|decide|approve|sign|accept|take|borrow|raise|discuss|consider|proceed|go ahead)/;
const PURPOSE =
  /\b(?:loan|borrow\w*|debt|facility|credit line|line of credit|overdraft|financing|finance|funding|raise|round|money|capital|cash)\b[^.;?!]{0,70}?\b(?:to|for|towards|so (?:that )?we can)\s+([^.;?!,]{3,70})/gi;

export function moneyPurpose(source: string): string | null {
  for (const m of source.matchAll(PURPOSE)) {
    const words = (m[1] ?? '').trim().replace(/\s+(?:and|but|at|over|with|from)\s*$/i, '');
    if (words && !NOT_A_PURPOSE.test(words.toLowerCase())) return words;
  }
  return null;
}

const SECURITY =
  /\b(personal guarantee|(?:director'?s?|founder'?s?) guarantee|guarantee\w*|(?:fixed |floating )?charge over [^.;,]{3,40}|debenture|secured (?:on|against|by) [^.;,]{3,40}|collateral[^.;,]{0,30}|lien on [^.;,]{3,40}|pledge of [^.;,]{3,40}|mortgage on [^.;,]{3,40})/;
const OTHER_DEBT =
  /\b(?:existing|current|our|other|another) (?:\w+ ){0,2}(?:loans?|debt|facility|facilities|overdraft|credit line|bonds?|notes)\b|\b(?:already|still) (?:owe|have|repay\w*) (?:\w+ ){0,3}(?:loan|debt|facility|overdraft)|\boutstanding (?:loan|debt|balance)/;

/** The profile a seat may presume from, read once from the text (lowercase and as written) and the figures. */
export function readingProfile(
  text: string,
  source: string,
  numbers: readonly ReadingNumber[],
): ReadingProfile {
  // findCues drops a cue the text negates: 'we have no other debt' names none.
  const found = (re: RegExp) => findCues(source, [new RegExp(re.source, 'i')]);
  const says = (re: RegExp) => found(re).length > 0;
  return {
    founders: says(FOUNDERS),
    investors: says(INVESTORS),
    stage: stageOf(text, numbers),
    purpose: moneyPurpose(source),
    security: found(SECURITY)[0] ?? null,
    otherDebt: says(OTHER_DEBT),
    noOtherDebt:
      findRuledOut(source, [/\b(?:other |existing |any |outstanding )?(?:debt|loans?|borrowings?)\b/i])
        .length > 0,
  };
}
