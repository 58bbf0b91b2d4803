// 'Three engineers at $150k each' is a payroll of three salaries, not one: when the clause that
// quotes a salary counts the people hired and says the pay is each one's ('each', 'apiece', 'per
// engineer'), the hire's cost is that many salaries. Without both, the salary stays one person's.

import { NUMBER_WORDS } from './text.ts';

/** The exact counts a hire is written with: two to twelve, a couple, a pair. */
export const EXACT_COUNTS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n >= 2 && n <= 12)),
  'a couple of': 2,
  'a pair of': 2,
};

const WORD_COUNTS: Readonly<Record<string, number>> = {
  ...EXACT_COUNTS,
  // Approximate counts are read at their usual size; the board says 'about' where it matters.
  'a few': 3,
  'half a dozen': 6,
  'a dozen': 12,
};

/** The counts written in words, longest first, for the patterns below. */
export const COUNT_WORDS = Object.keys(WORD_COUNTS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** How many a count word or digits say ('a couple of' → 2, 'half a dozen' → 6, '4' → 4), or NaN. */
export function countOfWord(raw: string): number {
  const word = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  return WORD_COUNTS[word] ?? Number(word);
}

/** Plural nouns that count something other than people. */
const NOT_PEOPLE =
  /^(?:years|months|weeks|days|hours|quarters|customers|clients|users|subscribers|accounts|members|partners|seats|licen[cs]es|offices|stores|sites|markets|countries|products|features|deals|contracts|rounds|options|shares|units|items|dollars|euros|pounds)$/;

const COUNTED = new RegExp(
  String.raw`\b(\d{1,2}|${COUNT_WORDS})\s+(?:(?:more|new|additional|extra|senior|junior|full-time|part-time|experienced|mid-level|[a-z]+-level)\s+){0,3}([a-z]+(?:\s+[a-z]+)?s)\b`,
  'gi',
);

/**
 * Words after 'per' that end like a role ('per engineer', 'per recruiter') but count periods,
 * buyers or things: '$40k per quarter' and '$12 per user' are no one's pay.
 */
const PER_NOT_A_ROLE =
  /^(?:quarter|semester|trimester|year|month|week|day|hour|user|customer|member|subscriber|order|container|server|liter|litre|meter|metre|letter|transfer|center|centre|winter|summer|partner|reseller|dealer|retailer|distributor|supplier|vendor|buyer|player|viewer|listener|reader|visitor|shopper|tenant|borrower|lender|investor|client|account|seat|unit|item|event|ticket|transaction|parcel|shipment|computer|printer|router|tractor|trailer|charger|scooter|motor|sensor|monitor|counter|register|chapter|paper|poster|banner|flyer|sticker|litter|cluster|shelter|theater|theatre|filter)$/;

const EACH_WORD =
  /\b(?:each(?!\s+(?:month|year|week|quarter|day|time|of)\b)|apiece|a head|per head|per (?:person|hire|role|seat holder))\b/i;
const PER_ROLE = /\bper ([a-z]+(?:er|or|ist|ant|ent|rep))\b/gi;

/** The clause says the sum is each person's: 'each', 'apiece', 'per engineer' (not 'per quarter' or 'per user'). */
function saysEach(clause: string): boolean {
  if (EACH_WORD.test(clause)) return true;
  for (const m of clause.matchAll(PER_ROLE))
    if (!PER_NOT_A_ROLE.test((m[1] ?? '').toLowerCase())) return true;
  return false;
}

/** How many people the salary in this clause pays for: 1 unless the clause counts them and says 'each'. */
export function peoplePaid(clause: string): number {
  if (!saysEach(clause)) return 1;
  for (const m of clause.matchAll(COUNTED)) {
    const noun = (m[2] ?? '').toLowerCase();
    const last = noun.split(/\s+/).at(-1) ?? noun;
    if (NOT_PEOPLE.test(last)) continue;
    const n = countOfWord(m[1] ?? '');
    if (Number.isInteger(n) && n >= 2 && n <= 50) return n;
  }
  return 1;
}

/** Words that take people on: the sentence is about hiring them, not about people who pay us. */
const HIRING =
  /\b(?:hir(?:e|es|ed|ing)|recruit\w*|add(?:s|ed|ing)?|bring(?:ing)? (?:in|on|aboard)|tak(?:e|ing) on|onboard\w*|staff(?:ing)? up|grow(?:ing)? the team|expand(?:ing)? the team|headcount)\b/i;

/** A sum right after the figure saying it is one person's: '$150k each', '€70k apiece', '$90k per rep'. */
const EACH_AFTER =
  /^\s*(?:a year |annually |per year |a month |per month )?(?:each|apiece|a head|per head|per (?:person|hire|role|[a-z]+(?:er|or|ist|ant|ent|rep)))\b/i;

/**
 * 'Hire a couple of engineers, $150k each': the sum is each hire's pay, and the sentence counts
 * them (so the pay is read as a salary even when the count sits in another clause).
 */
export function isEachHiresPay(after: string, sentence: string): boolean {
  const each = EACH_AFTER.exec(after);
  if (!each) return false;
  const per = /per ([a-z]+)\b/i.exec(each[0])?.[1]?.toLowerCase();
  if (per && PER_NOT_A_ROLE.test(per)) return false;
  return HIRING.test(sentence) && peoplePaid(sentence) > 1;
}

/** How many people a sentence hires ('Should we add 3 developers?' → 3), or 1 when it counts none. */
export function hiresCountedIn(sentence: string): number {
  return HIRING.test(sentence) ? peoplePaid(`${sentence} each`) : 1;
}
