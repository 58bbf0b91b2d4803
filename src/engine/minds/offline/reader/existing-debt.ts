// What the company already pays its lenders. A lender tests a new loan against all the debt service
// the business carries, so 'existing debt service is about $1.9M a year' is neither a new loan nor a
// cost of the project: it is a year of repayments the new loan's coverage must include.
import { PER_MONTH } from './number-cues.ts';

const SERVICE_WORDS = String.raw`(?:debt[- ]service|debt servicing|(?:debt|loan|bank|lease|mortgage)\s+(?:repayments?|payments?|instal(?:l)?ments?|service|servicing)|repayments?)`;
const AS_IT_STANDS = "(?:existing|current|present|other|outstanding|today['’]s)";

/** 'Existing debt service is about ', 'current loan repayments of ', 'other repayments run at '. */
const SERVICE_BEFORE = new RegExp(
  String.raw`\b${AS_IT_STANDS}\s+(?:[\w-]+[:,]?\s+){0,2}?${SERVICE_WORDS}\b(?:\s+(?:is|are|of|runs?(?:\s+at)?|comes?\s+to|costs?(?:\s+us)?|totals?|stands?\s+at|amounts?\s+to))?(?:\s+(?:about|around|roughly|some|approximately|close to|nearly|almost|~))?\s*:?\s*$`,
);
/** 'We already repay ', 'we already pay the bank ' — with the lender or the loan named after the figure. */
const ALREADY_REPAY_BEFORE =
  /\balready\s+(?:repay|pay|service|spend)\w*\s+(?:the bank\s+|our lenders?\s+)?(?:about |around |roughly |some |~)?$/;
const ON_THE_DEBT_AFTER =
  /^[^.;]{0,30}\b(?:on|to|for|servicing|in|of)\s+(?:\w+\s+){0,2}(?:loans?|debt|lenders?|bank|mortgages?|leases?)\b/;
/** 'Our existing loan costs $140k a year in debt service': the loan before, the service after. */
const LOAN_AS_IT_STANDS_BEFORE = new RegExp(
  String.raw`\b${AS_IT_STANDS}\s+(?:[\w-]+\s+)?(?:loans?|debt|mortgages?|facilit(?:y|ies)|borrowings?)\b[^.;]{0,30}$`,
  'i',
);
const IN_SERVICE_AFTER = new RegExp(
  String.raw`^\s*(?:a|per|each|every)\s+(?:year|month)\s+(?:in|of|on)\s+${SERVICE_WORDS}`,
  'i',
);

/** 'A new loan's repayments' is the proposal, never what the company carries today. */
const NEW_DEBT =
  /\b(?:new|proposed|this|that|the)\s+(?:[\w-]+\s+){0,2}?(?:loan|facility|debt)['’]?s?\b[^.;]{0,20}$/;

/** The yearly debt service the company already carries, when the words before the figure say so. */
export function existingDebtServiceOf(
  before: string,
  after: string,
): { meaning: 'existing_debt_service'; monthlyRate?: boolean } | null {
  const tail = before.slice(-80);
  const named =
    (SERVICE_BEFORE.test(tail) && !NEW_DEBT.test(tail)) ||
    (ALREADY_REPAY_BEFORE.test(tail) && ON_THE_DEBT_AFTER.test(after)) ||
    (LOAN_AS_IT_STANDS_BEFORE.test(tail) && IN_SERVICE_AFTER.test(after));
  if (!named) return null;
  return PER_MONTH.test(after)
    ? { meaning: 'existing_debt_service', monthlyRate: true }
    : { meaning: 'existing_debt_service' };
}
