// Money coming in, named away from its figure. A clause split at a comma can leave a yearly sum
// with no noun of its own ('X is 38% of fee income, roughly €1.1m a year'), and a bare yearly sum
// used to fall to a cost. When the sentence speaks only of income (fees we charge, turnover, sales,
// what we net or make) and of no cost, the sum is income: what one client brings when the sentence
// gives that client's share, else the company's revenue; what the company nets is its profit.

/** 'We net about ', 'we cleared ', 'the practice nets ': profit after costs, said as a verb. */
const NETTED_BEFORE =
  /\b(?:we|i|the (?:business|company|firm|practice|group))\s+(?:currently\s+|usually\s+|typically\s+)?(?:net|nets|netted|clear|clears|cleared)\s+(?:about\s+|around\s+|roughly\s+|some\s+|~)?$/;
/** 'We would net…', 'we could clear…': a plan, not what the company earns today. */
const PLANNED = /\b(?:would|could|will|might|should|expect to|plan to|hope to|aim to)\s+(?:\w+\s+)?$/;

/** 'Sales engineer', 'revenue share', 'sales office': the word names people, a place or a payout. */
const PEOPLE_OR_PLACE = String.raw`engineers?|teams?|reps?|representatives?|offices?|staff|people|hires?|directors?|managers?|leads?|force|heads?|vps?|executives?|cycles?|pipeline|calls?|channels?|tax|shar\w*|commissions?|targets?|quotas?|goals?`;
/** The sentence names income: fee income, turnover, sales, fees we charge, what we make or bill. */
const INCOME_WORDS = new RegExp(
  String.raw`\b(?:(?:fee|fees|net|gross|annual|total|our)\s+income|turnover|turns? over|(?:revenues?|sales)(?![\s-]+(?:${PEOPLE_OR_PLACE}))|billings|fees?\s+(?:we|they)\s+(?:charge|bill|earn|collect|invoice)|(?:we|the (?:business|company|firm))\s+(?:make|makes|made|earn|earns|earned|bill|bills|billed|bring in|brings in|brought in|take in|takes in|net|nets|netted))\b`,
  'g',
);
/** A cost, a payment, a gift or a loss in the sentence: the sum may then be that, so income does not win. */
const COST_WORDS =
  /\b(?:afford\w*|invest\w*|hir(?:e|es|ed|ing)|all-in|giv(?:e|es|ing|en)|gave|donat\w*|contribut\w*|pledg\w*|tax(?:es)?|commissions?|royalt\w*|costs?|costing|spend\w*|pay|pays|paid|paying|rent|lease|salar(?:y|ies)|payroll|wages?|fees?|bills?|expenses?|overheads?|burn\w*|loses?|losing|lost|loss|owe\w*|debt|loan|price|asks?|asking|offer\w*|budget|ingredients|electricity|gas|fuel|diesel|utilities|waste|insurance|maintenance|repairs?|supplies)\b/;
/** '38% of fee income', 'a quarter of our sales': the sentence gives one party's share of income. */
const SHARE_OF_INCOME =
  /(?:\d%|\bpercent|\ba (?:third|quarter|half|fifth))\s+of\s+(?:our\s+|the\s+|all\s+|total\s+|annual\s+)*(?:fee\s+)?(?:income|revenues?|sales|turnover|billings|fees)\b/;
/** Nothing but a hedge before the figure in its clause: the sum restates what came before the comma. */
const APPOSED =
  /^\s*(?:(?:about|around|roughly|some|approximately|close to|nearly|almost|just over|just under|or|i\.e\.|that is|so)\s*)*~?\s*$/;
const IN_TOTAL = /^[^.;]{0,30}\b(?:in total|in all|overall|all told|altogether)\b/;
const ONE_PARTY = /\b(?:client|customer|account|buyer|retailer|distributor|contract)\b/;

/** '(about €1.3m of fees a year)' after 'we run two schools': the fees a business we run takes in. */
const FEES_TAKEN_AFTER =
  /^\s*(?:of|in)\s+(?:tuition\s+|client\s+|course\s+|student\s+|membership\s+)?fees\s+(?:a|per|each|every)\s+(?:year|month)\b/;
const WE_RUN = /\b(?:we|i)\s+(?:run|own|operate|manage)\b/;
const WE_PAY = /\b(?:pay|pays|paid|paying|spend\w*|owe\w*|charged? (?:us|to us)|costs? us)\b/;

export type IncomeMeaning =
  | { meaning: 'operating_profit'; label: string }
  | { meaning: 'annual_revenue' | 'mrr' | 'contract_value'; label?: string };

/**
 * The income a sum with no cue of its own is, when its sentence says so; null when the sentence
 * also speaks of costs or when the sum has no period.
 */
export function incomeOf(
  before: string,
  after: string,
  sentence: string,
  perMonth: boolean,
  perYear: boolean,
): IncomeMeaning | null {
  if (!perMonth && !perYear && !FEES_TAKEN_AFTER.test(after)) return null;
  if (NETTED_BEFORE.test(before.slice(-50)) && !PLANNED.test(before.slice(-70).replace(NETTED_BEFORE, '')))
    return perYear ? { meaning: 'operating_profit', label: 'profit the company nets (a year)' } : null;
  if (FEES_TAKEN_AFTER.test(after) && WE_RUN.test(sentence) && !WE_PAY.test(sentence))
    return /^\s*\S+\s+(?:\w+\s+)?fees\s+\S+\s+month/.test(after)
      ? { meaning: 'mrr' }
      : { meaning: 'annual_revenue' };
  // The income is named before the sum ('turnover is healthy, roughly £640k a year'); the whole
  // sentence must still name no cost.
  const head = after ? sentence.slice(0, Math.max(0, sentence.lastIndexOf(after))) : sentence;
  const withoutIncome = sentence.replace(INCOME_WORDS, ' ');
  if (head.replace(INCOME_WORDS, ' ') === head || COST_WORDS.test(withoutIncome)) return null;
  // The client's sum stands in apposition to its share ('38% of fee income, roughly €1.1m a year');
  // 'and we do about $7M a year in total' after the share is the company's own revenue.
  if (
    SHARE_OF_INCOME.test(sentence) &&
    ONE_PARTY.test(sentence) &&
    APPOSED.test(before) &&
    !IN_TOTAL.test(after)
  )
    return { meaning: 'contract_value', ...(perMonth ? { label: 'monthly contract value' } : {}) };
  return perMonth ? { meaning: 'mrr' } : { meaning: 'annual_revenue' };
}
