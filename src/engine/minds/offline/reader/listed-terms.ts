// Terms listed with no words of their own: a loan offer written '$1.2M, 10 years, 9.75%', an
// ownership split '60/40'. The decision says what they are: in a loan, a sum beside a rate or a
// term is the amount, a bare rate the interest, a bare span the term; a percentage in a sentence
// about who owns what is a stake.
import type { KindId } from '../kinds/kind-ids.ts';
import type { NumberMeaning } from './meanings.ts';
import { NOT_A_RATE_AFTER, NOT_A_RATE_BEFORE } from './number-cues.ts';

const LENDING_WORDS =
  /\b(?:loan|lend\w*|lender|borrow\w*(?![- ](?:pits?|areas?|material|sites?)\b)|facility|credit line|line of credit|(?<!\bbad[- ])debt|bank (?:offers?|approved|has approved|agreed|would lend|will lend))\b/;
const RATE_OR_TERM = /\d\s?%|\d+[- ]?(?:years?|yrs?|months?)\b/;
const SELLER = /\b(?:suppliers?|vendors?|contractors?|quotes?|quoted|builders?|manufacturers?)\b/i;
/** Nothing before the figure but a list's joining word, or 'at'/'over'/'for'. */
const LISTED_BEFORE = /^(?:.*[,:(]\s*)?(?:and |or |at |over |for |@ |~ ?|about |around |roughly )*$/;
const OWNERSHIP =
  /\b(?:own|owns|owned|owning|ownership|stakes?|equity|shareholding|shareholders?|shares|joint venture|jv|cap table|split (?:the )?(?:company|business|shares|equity)|co-?founders?)\b/;

/** '(€13.5m installed)', '€8m all-in': what a project costs, of which a loan may pay part. */
export const PROJECT_COST_AFTER =
  /^\s*(?:installed|all-in|all in|in capex|of capex|capex|total cost|project cost|to build|to buy|to install|purchase price)\b/;
/** '€1.5m from own funds', '£160k of reserves', '$2M equity': what the owners put in beside the loan, not lent. */
export const OWN_FUNDS_AFTER =
  /^\s*(?:(?:from|out of|of)\s+(?:our\s+)?(?:own|internal)\s+(?:funds|cash|money|resources|equity)|(?:from|out of|of)\s+(?:our\s+|its\s+|the\s+)?(?:own\s+)?(?:cash\s+)?reserves|own (?:funds|contribution)|(?:in |of )?(?:owners['’]? |sponsor |our )?equity)\b/;

/** What follows a part of a price: an earn-out, the sum at closing (a seller's note is lent, and stays a loan). */
const PRICE_PART_AFTER =
  /^\s*(?:(?:as|in) (?:an? )?(?:earn-?out|deferred (?:consideration|payment))|(?:in cash |paid |payable )?(?:at|on) (?:closing|completion|signing)|earn-?out)\b/;

/** The noun right after a sum that says what it is: the company's results, not a loan's terms. */
const NAMED_AFTER =
  /^\s*(?:in\s+|of\s+)?(?:adjusted\s+|annual\s+|yearly\s+|net\s+|gross\s+|operating\s+)?(?:ebitda|ebit|profits?|net income|earnings|revenues?|sales|turnover|income|cash flow|margin|arr|mrr)(?![\w-])/;

type Unit = 'money' | 'pct' | 'dur';

/** What a figure listed with no words means, from the decision's kind and its sentence; null if unsure. */
export function listedTermOf(
  unit: Unit,
  kind: KindId | null,
  before: string,
  after: string,
  sentence: string,
): { meaning: NumberMeaning } | null {
  // A sum in a sentence about what a supplier sells, with no word of lending, is its price, whatever
  // the kind: 'B) a European supplier, €52m, 12 months' quotes a plant, not a loan.
  const lending = (kind === 'take_loan' && !SELLER.test(sentence)) || LENDING_WORDS.test(sentence);
  // A rate 'at 6.5%' or a span 'over 5 years' says how it joins the loan, whatever came before.
  const listed =
    LISTED_BEFORE.test(before.slice(-30)) ||
    (unit !== 'money' && /\b(?:at|@|over|for)\s*(?:about |around |roughly |~)?$/.test(before));
  // Between founders, a percentage with no other name is a founder's share.
  if (
    unit === 'pct' &&
    (kind === 'founder_equity' || (OWNERSHIP.test(sentence) && (kind === 'merger_or_jv' || listed)))
  )
    return { meaning: 'equity_pct' };
  if (!lending) return null;
  // '$26M revenue and $3.1M EBITDA': a sum its own noun names is that figure, never a listed loan term.
  if (unit === 'money' && NAMED_AFTER.test(after)) return null;
  // '(€13.5m installed)', '€1.5m from own funds': what the project costs and what we put in
  // ourselves are not the sum the lender puts up.
  if (unit === 'money' && PROJECT_COST_AFTER.test(after)) return { meaning: 'cost' };
  if (unit === 'money' && OWN_FUNDS_AFTER.test(after)) return null;
  // '€30m as an earn-out', '$12m at completion': parts of a price, not a sum lent.
  if (unit === 'money' && PRICE_PART_AFTER.test(after)) return null;
  // A sum with the rate or the term after it in its clause is the amount lent.
  if (unit === 'money') return listed || RATE_OR_TERM.test(after) ? { meaning: 'loan_amount' } : null;
  if (!listed) return null;
  // '40% backed by a guarantee', '60% at closing': a share named by what follows is no rate.
  if (unit === 'pct' && (NOT_A_RATE_AFTER.test(after) || NOT_A_RATE_BEFORE.test(before.slice(-40))))
    return null;
  return { meaning: unit === 'pct' ? 'interest_rate_pct' : 'term_months' };
}

/** '60/40', '50 / 50': two shares that make a whole, written as the percentages they are. */
const SPLIT = /(?<![\d.,/])(\d{1,2}(?:\.\d)?)\s?\/\s?(\d{1,2}(?:\.\d)?)(?![\d/%])/g;

/** An ownership split in the sentence, respelled in percent so it is read as two stakes. */
export function splitAsPercents(sentence: string): string {
  if (!OWNERSHIP.test(sentence.toLowerCase())) return sentence;
  return sentence.replace(SPLIT, (m, a: string, b: string) =>
    Math.abs(Number(a) + Number(b) - 100) < 0.01 ? `${a}%/${b}%` : m,
  );
}
