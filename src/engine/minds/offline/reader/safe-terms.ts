// The terms of a SAFE or a convertible note as the number reader needs them: the sum before 'at a
// $5M cap' or 'capped at £3M' is the money put in, not a valuation; the cap keeps the basis the
// text gives it ('a post-money valuation cap of $5M' is post-money even though 'cap' stands nearer
// the figure than 'post-money'); and the SAFEs already signed ('we already have two SAFEs
// outstanding') are past money, which the board stacks with the new one but never reads as the
// raise on the table.
import type { FigureRole } from '../../../reading.ts';
import type { NumberMeaning } from './meanings.ts';

interface Read {
  meaning: NumberMeaning;
  label?: string;
  role?: FigureRole;
}

const CONVERTIBLE = /\b(?:safes?|convertible|notes?|cap|capped)\b/;
const CUR = String.raw`(?:[a-z]{1,3}\$|[$€£₹¥]|\b(?:eur|usd|gbp|chf|inr|sgd|aud|cad)\s?)?`;
/** '$250k at a $4M post-money cap', '£150k capped at £3M', '€200k on a note with a €4M cap'. */
const CAP_AFTER = new RegExp(
  String.raw`^\s*,?\s*(?:(?:safe|note|convertible note|in|of|each)\s+)*(?:capped at\s+${CUR}\d|(?:at|with|on)\s+(?:a|an)\s+(?:\w+\s+){0,3}?(?:cap(?:ped)?\b[^.;]{0,12}?)?${CUR}\d[\d.,]*\s?(?:k|m|mm|mn|bn|million)?\s+(?:\(?(?:post|pre)(?:[- ]money)?\)?\s+)?(?:valuation\s+)?cap\b|(?:at|with|on)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?cap\s+of\s+${CUR}\d)`,
);
const CAP_NEAR_BEFORE = /\bcap(?:ped)?\b[^.;\d]{0,20}$/;
const CAP_NEAR_AFTER = /^\s*(?:\(?(?:post|pre)(?:[- ]money)?\)?\s+)?(?:valuation\s+)?cap\b/;
const POST_BEFORE = /\bpost(?:[- ]money)?\b[^.;\d]{0,25}$/;
const POST_AFTER = /^\s*\(?post\b(?:[- ]money)?/;
const PRE_BEFORE = /\bpre(?:[- ]money)?\b[^.;\d]{0,25}$/;
const PRE_AFTER = /^\s*\(?pre\b(?:[- ]money)?/;

/** Money already put in on SAFEs or notes: the words before the figure say it was raised or is outstanding. */
const ALREADY =
  /\b(?:already (?:have|hold|raised|issued|took|signed|sold)|(?:have|has|had) (?:raised|issued|taken|signed|sold)|outstanding|existing|earlier|previous(?:ly)?|prior|(?:raised|issued|took|signed|sold) (?:\w+ ){0,4}(?:last (?:year|month|quarter|spring|summer|autumn|fall|winter)|in (?:19|20)\d\d|ago))\b/;
const PROPOSED = /\b(?:should|would|new|proposed?|offer\w*|now|accept|take|sign)\b/;

const VALUATIONS: ReadonlySet<NumberMeaning> = new Set(['valuation', 'post_money_valuation']);

/** The reading of a sum in a SAFE or a note's terms, or the reading unchanged. */
export function convertibleTermsOf(
  read: Read | null,
  before: string,
  after: string,
  sentenceBefore: string,
  sentenceAfter = after,
): Read | null {
  if (!CONVERTIBLE.test(`${sentenceBefore} ${sentenceAfter}`)) return read;
  const past = outstanding(sentenceBefore);
  // 'The investor puts in €300k, capped at €6M': the sum a cap is set on is the money put in,
  // whether the cap follows in the same clause or after a comma.
  if ((!read || VALUATIONS.has(read.meaning)) && (CAP_AFTER.test(after) || CAP_AFTER.test(sentenceAfter)))
    return { meaning: 'raise_amount', ...(past ? { role: 'past', label: 'SAFE or note' } : {}) };
  if (!read) return read;
  if (read.meaning === 'raise_amount' && past) return { ...read, role: 'past', label: 'SAFE or note' };
  if (!VALUATIONS.has(read.meaning)) return read;
  const capped = CAP_NEAR_BEFORE.test(before.slice(-40)) || CAP_NEAR_AFTER.test(after);
  if (!capped) return read;
  const post = POST_BEFORE.test(before.slice(-45)) || POST_AFTER.test(after);
  const pre = !post && (PRE_BEFORE.test(before.slice(-45)) || PRE_AFTER.test(after));
  const basis = post ? 'post-money ' : pre ? 'pre-money ' : '';
  // A cap is a ceiling on the price the money converts at, whichever basis; the basis is kept in
  // the label, which the dilution sums read (a post-money cap is divided into, not added to).
  return { meaning: 'valuation', label: `${basis}valuation cap`, role: past ? 'past' : 'ceiling' };
}

/** The words since the sentence's last question or semicolon say this money is already in. */
function outstanding(sentenceBefore: string): boolean {
  const segment = sentenceBefore.split(/[;?]/).pop() ?? '';
  return ALREADY.test(segment) && !PROPOSED.test(segment.replace(ALREADY, ''));
}
