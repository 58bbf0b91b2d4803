// Every figure of a decision with its meaning, whose it is and what role it plays: '$900k' after
// 'monthly burn' is the burn; '$220k base' is a salary, never revenue; '$45M' offered for OUR
// company is an offer price; 'at least $3M' in a covenant is a floor, not cash; 'cut burn to $50k'
// is an option, not a second burn; '15% of accounts' is a share of customers, not a price change;
// 'their ARR is $5M' is the other party's. The one number reader of the offline board.

import type { FigureOwner, FigureRole, ReadingNumber } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { statedAsBalance } from './cash-balance.ts';
import { withContractIncome } from './contract-income.ts';
import { existingDebtServiceOf } from './existing-debt.ts';
import { contributionRead, heldFigure } from './figure-holder.ts';
import { convertsByMonth, shortPeriodOf } from './figure-periods.ts';
import {
  countedAfter,
  HELD_FOR_OTHERS,
  moneyPhraseOf,
  OWED_TO_CREDITORS,
  owedLaterInSentence,
  type PhraseRead,
  percentPhraseOf,
  REFUNDS_OWED,
} from './figure-phrase.ts';
import { MAGNITUDE, NUMBER, unitOf } from './figure-units.ts';
import { money } from './format.ts';
import { GOODS, GOODS_COUNTED, PER_GOODS_UNIT } from './goods-units.ts';
import { grantMoneyOf, grantPercentOf } from './grant-terms.ts';
import { HEADCOUNT_BEFORE } from './headcount-words.ts';
import { hiresCountedIn, isEachHiresPay, peoplePaid } from './hire-count.ts';
import { incomeOf } from './income-words.ts';
import { listedTermOf, OWN_FUNDS_AFTER, PROJECT_COST_AFTER } from './listed-terms.ts';
import { MEANING_LABELS, type NumberMeaning, PRESENT_STATE } from './meanings.ts';
import { namedOwnerBefore, namedSubjectBefore } from './named-owner.ts';
import {
  ALTERNATIVE_BEFORE,
  CEILING_BEFORE,
  COMPETITOR,
  COUNT_NOUNS,
  COUNTERPARTY,
  CUT_VERBS,
  type Cue,
  DURATION_CUES,
  FLOOR_BEFORE,
  GROWTH,
  MONEY_CUES,
  NOT_A_RATE_AFTER,
  NOT_A_RATE_BEFORE,
  OPTION_BEFORE,
  OURS,
  PER_MONTH,
  PER_YEAR,
  PERCENT_CUES,
  perMonthAfterEach,
  REFERENCE_RATES,
  SHARE_OF,
  TARGET_BEFORE,
} from './number-cues.ts';
import { orderPriceOf, perCustomerPriceOf } from './per-customer.ts';
import { isPricePoint } from './price-points.ts';
import {
  billedToUs,
  pastRunningCost,
  quotesOnTheirPeriod,
  recurringCostOf,
  THEY_CHARGE,
} from './recurring-costs.ts';
import { REPAYMENT_CAP_BEFORE } from './revenue-financing.ts';
import { convertibleTermsOf } from './safe-terms.ts';
import { clausesOf, sentencesOf } from './text.ts';
import { LTV_CAC_BEFORE } from './unit-economics.ts';
import { eachRateOf, eachThingCostOf, unitRateOf } from './unit-rates.ts';

/** A percentage cut, then its people restated: '20% of the team, that is, 30 people', 'a 25% reduction, i.e. 10 roles'. */
const RESTATED_CUT_BEFORE =
  /\d\s?(?:%|percent|per cent)[^.;]{0,50}?(?:\bcut|reduc\w*|lay(?:ing)? off|layoffs?|redundan\w*|let go|of (?:the |our )?(?:team|staff|workforce|employees|headcount))\b[^.;]{0,25}?[,(–—-]?\s*(?:that is|that's|i\.\s?e\.?|ie|which is|which means|meaning|namely|or)\s*,?\s*(?:about |around |roughly |some )?$/i;

/**
 * 'Average net burn in the budget model is $150k', 'average net burn, according to the budget, is
 * $150k': the budget names where the figure comes from; the figure is the monthly burn.
 */
const BURN_NAMED = /\b(?:average|avg\.?|monthly|net)\s+(?:monthly\s+|net\s+)*burn(?: rate)?\b/;
const BUDGET_AS_SOURCE =
  /\b(?:(?:in|per|from|according to|under)\s+(?:the|our|this year['’]s|next year['’]s)\s+(?:\d{4}\s+)?budget|\(?budget (?:model|forecast|plan)\)?)/;
const burnFromModel = (sentenceBefore: string): boolean => {
  const tail = sentenceBefore.slice(-90);
  const burn = BURN_NAMED.exec(tail);
  return (
    burn !== null &&
    BUDGET_AS_SOURCE.test(tail.slice(burn.index)) &&
    !/(?:[$€£₹¥]|\bR(?=\s?\d))\s?\d/.test(tail.slice(burn.index))
  );
};

const AVERAGE_PAYS_BEFORE =
  /\b(?:average|typical) (?:customer|account|client|subscriber) (?:pays|is paying|spends|brings in)(?: us)?\s*(?:about |around |roughly )?$/;

/** 'Each', 'apiece', 'a head' right after a sum. */
/** A heading's list runs to the sentence's end: a decimal point or an abbreviation does not end it. */
const LIST_TO_END = String.raw`(?:[^.]|\.\d|(?<=\b(?:incl|excl|approx|etc|vs|ca|e\.g|i\.e))\.)*$`;
/** A word that names the number after it as a label: a lot, a batch, a section, a policy number. */
const IDENTIFIER_BEFORE =
  /\b(?:lot|batch|serial|sku|section|clause|article|annex|appendix|schedule|policy|case|ticket|invoice|flight|ref(?:erence)?)\s*(?:no\.?\s*|number\s*|#\s*)?$/i;
const SUPPLIER_CHARGES_BEFORE =
  /\b(?:provider|supplier|vendor|operator|contractor|platform|scheme|partner|they|it)\b[^.;]{0,40}\bcharg(?:es|ing|e)\s*(?:us\s*)?(?:about |around |roughly |~)?[^\s\d]{0,4}$/;
const DEPOSIT_SCHEME =
  /^\s?(?:refundable\s+)?deposit[- ](?:return\s+)?(?:cups?|bottles?|scheme|system|containers?|return)\b/i;
const CUSTOMER_DEPOSIT_BEFORE =
  /\b(?:customers?|shoppers|buyers|guests|diners|users) (?:would )?(?:pay|leave|put down|hand over)s? (?:a |an )?(?:refundable )?[^\s\d]{0,4}$/;
const DISMISS_BEFORE =
  /\b(?:dismiss\w*|sack\w*|terminat\w*|re-?engag\w*|outsourc\w*)\s+(?:about |around |some |all |our )?$/;
const UNIT_ECONOMICS = new RegExp(
  String.raw`^\W*(?:[\w-]+\s+){0,2}(?:per[- ]unit|unit) (?:economics|costs?|margins?)\b[^:]{0,40}:${LIST_TO_END}`,
  'i',
);
/** A unit cost listed under a per-unit heading: one part of what a unit costs, summed with the others. */
export const LISTED_UNIT_COST = 'unit cost (one of those listed)';
/** What one unit costs, named alone or as one of the parts listed. */
export const isUnitCost = (n: { meaning: string; label: string }): boolean =>
  n.meaning === 'cost' && (n.label === 'unit cost' || n.label === LISTED_UNIT_COST);
const UNIT_COSTS_MEANT: ReadonlySet<NumberMeaning> = new Set(['cost', 'annual_cost', 'monthly_cost']);
const IS_THE_PRICE_AFTER =
  /^\s*(?:is|was|would be) (?:now )?(?:the |our |a |their )?(?:new |market |going |street |competitor['’]s )?price\b/;
const HIRED_AT_BEFORE =
  /\b(?:hire|hiring|appoint(?:ing)?|recruit(?:ing)?|bring(?:ing)? (?:on|in)|offer(?:ing)? (?:the role|the job) to)\b[^.;\d]{0,60}\bat\s*(?:about |around |~)?$/;
const NEXT_CLAUSE_WE_HAVE =
  /^\s*[-–—:;,]\s*(?:and |so |but )?we (?:still |now |currently |only )?(?:have|hold)\b/;
const FEE_OF_PRICE_BEFORE =
  /\b(?:fees?|commissions?|cut|take rate|referral|charges?)\s*(?:of\s*)?(?:about |around |~)?$/;
const OF_PRICE_AFTER =
  /^\s*(?:of|on) (?:the |each |every )?(?:sale |selling |retail |list |ticket )?(?:price|sale|order|booking)s?\b/;
/** '15% fee on every sale', '12% commission of the booking': the cut named after the figure. */
const FEE_OF_PRICE_AFTER =
  /^\s*(?:referral |platform |marketplace |sales |booking )?(?:fees?|commissions?|cut|take rate)\s+(?:of|on) (?:the |each |every )?(?:sale |selling |retail |list |ticket )?(?:price|sale|order|booking)s?\b/;
const PACK_SIZE_AFTER =
  /^\s?-?(?:lbs?|kgs?|g|oz|ml|cl|l|litres?|liters?|gallons?|pounds?|ounces?|grams?|kilos?)\.?[\s-]+(?:bags?|bottles?|packs?|cans?|boxes?|jars?|sacks?|tins?|cartons?|tubs?|pouches?|drums?|containers?|kegs?|cases?)\b/i;
const EACH_PAY_AFTER = /^\s*(?:a year |a month |per year |per month )?(?:each|apiece|a head|per head)\b/;

const LIFETIME_AFTER =
  /^\s*(?:\w+\s+){0,2}?(?:over|across|during|in) (?:their|its|his|her|the|a) (?:customer |whole |entire )?lifetime\b/;
const MONEY_ONLY_BEFORE =
  /\b(ltv|lifetime value|cac|customer acquisition cost|arpu|arpa|average revenue per (?:user|account|customer))\s*(?:is|of|was|at|=|:|stands at|around|about|roughly|~)?\s*(?:about |around |roughly |~)?$/;

/** What a sum called each hire's pay may have been read as before the 'each' was seen. */
const EACH_PAY_READS: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'cost',
  'budget',
  'annual_cost',
  'monthly_cost',
  'salary',
  'contract_value',
  'price',
]);

const UNIT_MONTHS: Readonly<Record<string, number>> = {
  day: 1 / 30,
  week: 12 / 52,
  wk: 12 / 52,
  month: 1,
  mo: 1,
  quarter: 3,
  year: 12,
  yr: 12,
};

const NOT_OURS_TO_READ = new RegExp(MONEY_CUES[0]?.re.source ?? '$^');

interface Found {
  cue: Cue;
  distance: number;
}

/** The cue nearest the figure on either side (before wins a tie), within 45 characters. */
function nearest(cues: readonly Cue[], before: string, after: string): Cue | null {
  let best: Found | null = null;
  for (const cue of cues) {
    for (const m of before.matchAll(new RegExp(cue.re.source, 'g'))) {
      const distance = before.length - (m.index + m[0].length);
      if (distance <= 45 && (!best || distance < best.distance)) best = { cue, distance };
    }
    const m = [...after.matchAll(new RegExp(cue.re.source, 'g'))].find(
      (x) => !purposeAfter(cue, after, x.index),
    );
    if (m && m.index <= 45 && (!best || m.index + 0.5 < best.distance))
      best = { cue, distance: m.index + 0.5 };
  }
  return best?.cue ?? null;
}

/**
 * 'Raise the deductible from $100k to $250k to save $45k': a saving named in a purpose clause after
 * a figure is what the step is for, not what that figure is.
 */
function purposeAfter(cue: Cue, after: string, at: number): boolean {
  return cue.meaning === 'saving' && /\bto\s+$/.test(after.slice(0, at));
}

function growthOf(sentenceBefore: string): NumberMeaning {
  const objects: [NumberMeaning, RegExp][] = [
    [
      'cost_growth_pct',
      /\b(bill|cost|costs|spend|spending|aws|hosting|expenses|opex|payroll|rent|headcount costs|premiums?|fees?|insurance|licen[cs]es?|tariffs?|energy|electricity|power|gas|fuel|diesel|wages?|salaries|minimum wage|inputs?|materials|ingredients|freight|shipping)\b/g,
    ],
    ['user_growth_pct', /\b(users|signups|members|downloads|traffic)\b/g],
    ['revenue_growth_pct', /\b(revenue|arr|mrr|sales|bookings|business|we|turnover)\b/g],
  ];
  let best: { meaning: NumberMeaning; at: number } = { meaning: 'revenue_growth_pct', at: -1 };
  for (const [meaning, re] of objects)
    for (const m of sentenceBefore.matchAll(re)) if (m.index > best.at) best = { meaning, at: m.index };
  return best.meaning;
}

interface Meaning {
  meaning: NumberMeaning;
  label?: string;
  /** The role when the sentence fixes it ('15 of our 60 people': the 60 is today's). */
  role?: FigureRole;
  /** A rate or a pay quoted per month ('1.8% a month', '£13k a month'), read as its yearly equivalent. */
  monthlyRate?: boolean;
  /** A burn stated for a quarter ('burned $210k in the quarter'), read a month at a time. */
  perQuarter?: boolean;
  /** The company's whole spending stated for a year ('we spend $1.44M a year'), read a month at a time. */
  perYearBurn?: boolean;
  /** A sum stated a week, a fortnight or a quarter: the months in it, inverted, and the words for its period. */
  perMonthFactor?: number;
  periodWord?: string;
}

/**
 * The company spending with no object: 'we spend about $120k a month', 'the business goes through
 * £900k a year', 'operating expenses are $1.8M a year'. Spending on something ('we spend $20k a
 * month on ads') is a cost, not the burn.
 */
const WHOLE_SPEND_BEFORE =
  /\b(?:(?:we|the company|the business|the startup|our company|our business)\s+(?:\w+ )?(?:spends?|spending|go(?:es)? through|(?:is|are) spending)|(?:and|but|while) (?:we )?(?:spend|go through)|(?:our |the company['’]?s |total )?(?:operating expenses|opex|running costs|overheads|outgoings)(?: are| run(?: at)?| come to| total)?)\s+(?:about |around |roughly |some |~|approximately |close to |nearly |almost )?$/;
const OTHER_YEARLY_PRICE =
  /\b(?:commit\w*|quot\w*|offer\w*|pric\w*|charg\w*|contract|licen[cs]e|subscription)\b[^.]{0,40}\d[\d.,]*\s*(?:k|m|mn|million|thousand)?\s*(?:\/\s*(?:year|yr)|a year|per year|per annum|annually)/;
const SPENT_ON_AFTER =
  /^\s*(?:(?:a|per|each|every|\/)\s*)?(?:month|year|annum|yr|mo)?\s*(?:in total\s*)?(?:on|for|to|in)\s+(?!total|all\b)/;

/** An event or a service that will not take place. */
const CALLED_OFF =
  /\b(?:cancel(?:led|ed|lation)|called off|postponed|won['’]t (?:go ahead|take place|happen)|will not (?:go ahead|take place))\b/i;
/** Money customers paid ahead for it: ticket money, presales, deposits taken. */
const TAKEN_IN_ADVANCE_BEFORE =
  /\b(?:ticket (?:money|sales|revenue|income|takings)|presales|pre-?sales|advance (?:sales|bookings)|deposits (?:taken|paid|collected)|customer deposits|bookings taken|money (?:taken|collected) (?:from|for) (?:customers|fans|guests|attendees))\b[^.;\d]{0,30}$/i;

/** Work the company has won: a tender, an RFP, a bid, a new biggest client. */
const WON_WORK =
  /\b(?:we(?:['’]ve| have)? (?:won|been awarded|were awarded)|won the (?:rfp|tender|bid|contract|pitch)|(?:our|the) (?:biggest|largest) (?:client|customer)|preferred (?:bidder|supplier) for)\b/i;
const WE_PAY_FOR = /\b(?:we(?:['’]d| would| will)? pay|costs? us|our (?:supplier|vendor)|subcontract\w*)\b/i;

/** A sponsorship or naming rights the company sells: the money is coming in. */
const SPONSORSHIP_SOLD =
  /\b(?:offers? for (?:the |our )?(?:[\w-]+ ){0,2}?(?:naming[- ]rights|sponsorship)|naming[- ]rights (?:offers?|deal|fee|partners?|contract)|(?:sponsorship|sponsor) (?:offers?|deal|income|revenue|fee)s?|(?:would|will|offers? to|wants? to) sponsor (?:us|our)\b)/i;
const WE_SPONSOR =
  /\b(?:we(?:'d| would| will)? sponsor|our sponsorship of|we pay (?:for )?(?:the )?(?:sponsorship|naming))\b/i;

const RESTATED_BEFORE = /(?:^|\s)(?:that|this|the same|those)\s+$/i;

const UNITS_AT_FAULT =
  /\b(defect\w*|faulty|fault\w*|recall\w*|affected|unsafe|injur\w*|fires?|burn\w*|overheat\w*|contaminat\w*|batch\w*|complain\w*|hazard\w*|malfunction\w*|swell\w*|broke\w*|failures?|failing|failed|reports?|incidents?|harm\w*|hurt|danger\w*|accident\w*|crash\w*|bugs?|sick|ill)\b/i;

/** Money lent to us: the sentence names a lender, a loan or its repayment. */
const LENDING =
  /\b(lend\w*|lender|loan|borrow\w*|financ(?:e|es|ed|ing)|repa(?:y|id|yable|yment)\w*|credit line|line of credit|interest|debt|facility|overdraft|instal(?:l)?ments?|mortgage)\b/;
const RATE_PER_MONTH = /^\s*(?:a|per|\/|each|every)\s*month\b|^\s*monthly\b|^\s*(?:p\.?m\.?)(?!\w)/;

const perMonthAfter = (after: string) => PER_MONTH.test(after);
/** Revenue stated with its sum in the same sentence ('and bring in €30k of revenue a month'). */
const GROSS_BESIDE_REVENUE =
  /\b(?:revenue|revenues|sales|turnover|bring in|brings in|bringing in|take in|takes in|mrr)\b(?: (?:is|are|of|at|about|around|roughly))*\s*(?:[$€£₹]|\bR(?=\s?\d))\s?\d|(?:[$€£₹]|\bR(?=\s?\d))\s?\d[\d.,]*\s?(?:k|m)?\s+(?:a month |per month |monthly )?(?:of |in )?(?:monthly )?(?:revenue|sales|turnover|mrr)\b/;
const REVENUE_NOUN_AFTER =
  /^\s*(?:of|in)\s+(?:new\s+|recurring\s+|extra\s+)?(?:revenue|revenues|sales|income|turnover)\b/;

/** The text names a saving with its sum ('these changes save us €540k a month'): measures listed after it are its parts. */
const MEASURE_VERB =
  /\b(?:end|ending|cancel\w*|drop\w*|stop\w*|terminat\w*|exit\w*|cut\w*|sublet\w*|clos(?:e|ing)|renegotiat\w*|switch\w*|replac\w*)\b/;
const PAID_OR_QUOTED =
  /\b(?:we (?:currently |now |still )?pay|currently|today|now|quot\w*|would charge|charges?)\b/;
/** A year named beside a figure: 'annual', 'last year', 'for 2024', 'FY25'. */
const YEAR_NAMED =
  /\b(?:annual|yearly|full[- ]year|last year|this year|per year|a year|(?:for|in|during) (?:fy\s?)?20\d\d|fy\s?\d{2,4})\b/;
/** A cost that runs all year: staff, payroll, overheads, energy, premiums. */
const RUNNING_COST_BEFORE =
  /\b(?:(?:staff|personnel|labou?r|employee|people|wage|salary|operating|running|overhead|energy|electricity|fuel|insurance|maintenance|hosting|cloud)\s+(?:costs?|bill|spend|expenses?)|payroll|wages|salaries|overheads|premiums?)\b/;
const PRICE_OF_THE_MEASURE =
  /\b(?:switch\w*|mov(?:e|ing)|chang\w*|migrat\w*|replac\w*|the (?:switch|move|change|measure|migration|upgrade|project))\s+(?:would |will )?costs?\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+|some\s+)?$/;
const SAVING_STATED =
  /\bsav(?:e|es|ed|ing|ings)\b[^.;]{0,30}?(?:(?:[$€£₹¥]|\bR(?=\s?\d))\s?\d|\b\d[\d.,]*\s?(?:k|m|mn|bn|million)\b)|(?:[$€£₹¥]|\bR(?=\s?\d))\s?\d[\d.,]*\s?(?:k|m|mn|bn)?\s+(?:a (?:month|year) )?(?:in |of )?(?:annual |monthly |yearly )?savings?\b/;

const SAVED_A_PERIOD_AFTER =
  /^\s*(?:(?:a|per|each)\s+(?:month|year)\s+)?(?:cheaper|less to run|lower to run)\b/;
const BARE_BEFORE =
  /^\s*(?:or |that is |i\.e\. |so |about |around |roughly |some |nearly |almost |over |~)*$/;
// A share handed over ('we'd give 1% of revenue, about £45k a year') is money going out all the same.
const SHARE_JUST_SAID =
  /^(?![^.;]*\b(?:giv|gave|pay|paid|donat|spend|spent|cost|charg|fee|tith)\w*)[^.;]*\d\s?%[^.;]*[,(–—-]\s*$/;

/** The verb right before a sum that says the business sells it: 'we sell about', 'it brings in'. */
const SOLD_BEFORE =
  /\b(?:sells?|sold|selling|does|did|brings?(?: in)?|brought in|bills?|billed|billing|turns? over|generates?|generated|grosses|grossed|takes? in|took in)\s+(?:us\s+)?(?:about |around |roughly |some |nearly |almost |over |just over |just under |~|an average of )?$/;

/** A saving, labelled by the period its sum is said in. */
function savingOn(perMonth: boolean, perYear: boolean): Meaning {
  return { meaning: 'saving', label: perMonth ? 'monthly saving' : perYear ? 'annual saving' : 'saving' };
}

function moneyMeaning(
  before: string,
  after: string,
  sentence: string,
  kind: KindId | null,
  text = '',
  kindUnsure = false,
  sentenceBefore = '',
): Meaning | null {
  // 'for ¥600M - that's only 7.5x earnings': words past a dash are the next clause's, not this sum's.
  after = after.split(/\s[-–—]\s/)[0] ?? after;
  // 'MXN 1,150m with a 9% EBITDA margin': words past another figure's percentage are that figure's.
  // ('about 18% of revenue' after a sum still speaks of it).
  after = after.split(/\s(?:a |an |about |around |~)?\d[\d.,]*\s?%(?!\s*of\b)/)[0] ?? after;
  if (/\bseverance\b/.test(before + after)) return { meaning: 'severance' };
  // 'We won the RFP … $18.5M per year for 5 years': the work we won is paid to us, a contract's
  // value, never a cost of ours.
  if (
    (kind === 'customer_contract' || kind === null) &&
    WON_WORK.test(text) &&
    /\b(?:contract|rfp|tender|bid|deal|client|customer)\b/i.test(sentence) &&
    !WE_PAY_FOR.test(sentence) &&
    !/%\s*$/.test(before) &&
    !/\b(?:cost|costs|budget|capex|fee of|mobili[sz]ation)\b[^.;]{0,15}$/.test(before)
  ) {
    if (PER_MONTH.test(after)) return { meaning: 'contract_value', label: 'monthly contract value' };
    if (PER_YEAR.test(after)) return { meaning: 'contract_value', label: 'annual contract value' };
  }
  // 'The festival was called off … ticket money is about ₹5.89 crore': money customers paid for
  // what will not happen is owed back to them, not revenue.
  if (CALLED_OFF.test(text) && TAKEN_IN_ADVANCE_BEFORE.test(before.slice(-60)))
    return { meaning: 'existing_debt', label: REFUNDS_OWED };
  // 'Bid for the state hospital expansion, MXN 410M', 'tender: … estimated MXN 410M': the value of
  // the work bid for, money that would come in.
  if (
    /\b(?:tender|bid|bidding|rfp|rfq)\b/i.test(sentence) &&
    (/(?:estimated(?: at)?|worth|valued at|value of|contract value)\s*(?:about |around |roughly |~)?$/i.test(
      (sentenceBefore || before).slice(-25),
    ) ||
      /\b(?:bid|tender|bidding) (?:for|on) [^,.;]{3,80},\s*(?:about |around |roughly |~)?$/i.test(
        sentenceBefore,
      )) &&
    !/\b(?:cost|costs|fee|bond|price we pay)\b[^.;,]{0,20}$/i.test(before)
  )
    return { meaning: 'contract_value', label: 'value of the work bid for' };
  // 'Two offers for naming rights: a bank at R18m total (R3.6m a year)': what a sponsor pays us.
  if (SPONSORSHIP_SOLD.test(sentence) && !WE_SPONSOR.test(sentence) && !/%\s*$/.test(before)) {
    const perYearHere = PER_YEAR.test(after) || /^\s*\(?\s*(?:a|per) year\b/.test(after);
    if (PER_MONTH.test(after)) return { meaning: 'contract_value', label: 'monthly contract value' };
    return perYearHere
      ? { meaning: 'contract_value', label: 'annual contract value' }
      : { meaning: 'contract_value', label: 'contract value (money coming in)' };
  }
  // 'The US programme would add $220k a month to our burn': a new cost on top, not a burn to reach.
  if (ADDED_TO_BURN_AFTER.test(after) && ADDING_BEFORE.test(before))
    return PER_YEAR.test(after)
      ? { meaning: 'annual_cost', label: 'annual cost added to the burn' }
      : { meaning: 'monthly_cost', label: 'monthly cost added to the burn' };
  // 'EBITDA is $300k a year': what a lender sets repayments against, read only under that name.
  // 'EBITDA last year on €41m revenue': the figure after 'on' is the base, not the profit.
  const onABase = /\b(?:on|against|over|versus|vs)\s+(?:\w+\s+){0,2}$/.test(before.slice(-20));
  if (
    OPERATING_PROFIT.test(before.slice(-50)) &&
    !/\b(?:margin|growth)\b/.test(before.slice(-15)) &&
    !/\bnegative\b/.test(before.slice(-40)) &&
    !onABase
  )
    return { meaning: 'operating_profit', monthlyRate: profitPerMonth(before, after) };
  // '€1.6m EBITDA', '$480k of operating profit': the name after the figure.
  if (OPERATING_PROFIT_AFTER.test(after) && !/\bnegative\b/.test(before.slice(-20)))
    return { meaning: 'operating_profit', monthlyRate: profitPerMonth(before, after) };
  // 'We made $2M profit': a figure named as profit, EBITDA or money raised before is none of ours to read.
  if (NOT_OURS_TO_READ.test(after.slice(0, 14)) || (NOT_OURS_TO_READ.test(before.slice(-22)) && !onABase))
    return null;
  // 'Our LTV is $9,000: customers pay $100 a month': a unit-economics name right before the figure
  // is what it is, whatever the next clause starts with.
  // 'Each customer is worth 20,000 over their lifetime': a lifetime value, by the words after it.
  if (LIFETIME_AFTER.test(after)) return { meaning: 'ltv' };
  const named = MONEY_ONLY_BEFORE.exec(before)?.[1];
  if (named) {
    if (/^(?:ltv|lifetime value)$/.test(named)) return { meaning: 'ltv' };
    if (/^(?:cac|customer acquisition cost)$/.test(named)) return { meaning: 'cac' };
  }
  // 'Existing debt service is $1.9M a year': repayments carried today, which a new loan adds to.
  const carried = existingDebtServiceOf(before, after);
  if (carried) return carried;
  // 'Brakes about MX$ 1,200 a month cheaper per car': what a change takes off a cost is a saving.
  // One car's share of one saving pays back nothing on its own: left unread rather than summed.
  if (SAVED_A_PERIOD_AFTER.test(after))
    return /\b(?:per|each|a)\s+(?:car|van|truck|vehicle|unit|machine|bus|site|store|room|bed|chair)\b/.test(
      after.slice(0, 40),
    )
      ? null
      : savingOn(PER_MONTH.test(after), PER_YEAR.test(after));
  const cue = nearest(MONEY_CUES, before, after);
  if (cue && cue.meaning === null) return null;
  let meaning = cue?.meaning ?? null;
  // 'Hire a Head of Partnerships at A$220k - we have 14 months of runway': the hire's pay, and the
  // 'we have' of the next clause holds no cash.
  if (kind === 'hire_executive' && HIRED_AT_BEFORE.test(before.slice(-80)))
    return PER_MONTH.test(after) ? { meaning: 'salary', monthlyRate: true } : { meaning: 'salary' };
  if (
    meaning === 'cash' &&
    NEXT_CLAUSE_WE_HAVE.test(after) &&
    !/\b(?:cash|bank|balance|reserves)\b/.test(before.slice(-40))
  )
    meaning = null;
  // 'Cash on hand for payroll is $35k': a balance held, whatever the sentence says is due.
  if (meaning === 'monthly_cost' && cue?.label === 'monthly payroll' && statedAsBalance(before, after))
    return { meaning: 'cash' };
  // '$280k base salary', 'asks for $280k in salary': the pay named right after the figure wins.
  if (
    (meaning === 'cost' || meaning === 'budget') &&
    /^\s*(?:\w+\s+)?(?:base\s+)?(?:salary|base|a year in salary|ote)\b/.test(after)
  )
    meaning = 'salary';
  // 'Our plan costs $49 a month': what our own plan costs a customer is our price, not a bill.
  if (
    (meaning === 'cost' || meaning === null) &&
    OUR_PLAN_BEFORE.test(before.slice(-50)) &&
    (kind === 'pricing_change' || /\bour\b/.test(before.slice(-50)))
  )
    meaning = 'price';
  const label = cue?.label;
  // 'A provider charges €0.09 per cup use': what a supplier charges us for each one is a unit
  // cost to us, not a price we set.
  if (
    (meaning === 'price' || meaning === 'cost' || meaning === null) &&
    SUPPLIER_CHARGES_BEFORE.test(before.slice(-70)) &&
    /^\s*(?:a|per|each|\/)\s*\w+/.test(after)
  )
    return { meaning: 'cost', label: 'unit cost' };
  // 'It costs us $30 a unit': what one unit costs, against which a price gives a margin.
  if (meaning === 'cost' && !label && /^\s*(?:a|per|each|\/)\s*(?:unit|item|piece)\b/.test(after))
    return { meaning: 'cost', label: 'unit cost' };
  // 'A loaf sells for $6 and costs $2.10 in ingredients': what one thing costs to make, said of it.
  if (
    (meaning === 'cost' || meaning === null) &&
    (ONE_THING_COSTS_BEFORE.test(sentenceUpTo(sentence, before)) || MADE_OF_AFTER.test(after))
  )
    return { meaning: 'cost', label: 'unit cost' };
  // 'Our own running cost would be 0.55 kr per can': a cost of one thing made, whatever the cost
  // word would make of a sum on its own (a burn, a bill a month).
  if (
    PER_GOODS_UNIT.test(after) &&
    (meaning === 'cost' ||
      meaning === 'monthly_burn' ||
      meaning === 'monthly_cost' ||
      meaning === 'annual_cost')
  )
    return { meaning: 'cost', label: 'unit cost' };
  // A sum per day or per week is read as nothing rather than as a monthly or yearly figure.
  if (label === 'cost of goods sold' && meaning === 'cost' && !/^\s*(?:a|per|each)\s+unit\b/.test(after))
    return PER_MONTH.test(after)
      ? { meaning: 'monthly_cost', label: 'monthly cost of goods sold' }
      : { meaning: 'annual_cost', label: 'cost of goods sold (a year)' };
  if (/^\s*(?:a|per|\/|each|every)\s*(?:day|week)\b|^\s*(?:daily|weekly)\b/.test(after)) return null;
  // 'Monthly costs are 1 120 000 zł, of which the B2B invoices are 780 000 zł': a part has its whole's period.
  const ofWhich =
    /\bof which\b[^.;]*$/.test(before) && sentence.toLowerCase().includes('of which')
      ? sentence.toLowerCase().slice(0, sentence.toLowerCase().indexOf('of which'))
      : '';
  const perMonth = PER_MONTH.test(after) || /\b(?:monthly|a month|per month|each month)\b/.test(ofWhich);
  const perYear =
    PER_YEAR.test(after) || (!perMonth && /\b(?:annual|yearly|a year|per year)\b/.test(ofWhich));
  // 'Valuing us at $8M', 'raise $2M at $10M': in a round, the second sum is what the company is
  // valued at, never more money raised.
  if (
    kind === 'raise_funding' &&
    (meaning === 'offer_price' || meaning === 'raise_amount' || meaning === null) &&
    (/\bvalu(?:es|ing|ed|e)\s+(?:us|the company|the business|it|our company)\s+at\s*(?:about |around |roughly |~)?$/.test(
      before,
    ) ||
      /(?:[$€£₹¥]|\bR(?=\s?\d))\s?\d[\d.,]*\s?(?:k|m|mm|bn|b|million|billion)?\s+(?:\w+\s+){0,2}at\s+(?:a\s+|an\s+)?$/i.test(
        before.slice(-40),
      ) ||
      // 'Raise the Series A at ₱1.5bn+': a round named, then the price it is raised at.
      /\b(?:raise|raising|close|closing|price|pricing)\s+(?:the |a |our |an )?(?:series [a-e]|seed|pre-seed|round|next round)(?: round)?\s+at\s+(?:a\s+)?(?:valuation of\s+)?(?:about |around |~)?$/.test(
        before.slice(-60),
      ))
  )
    meaning = /^\s*(?:post\b|post-money)/.test(after) ? 'post_money_valuation' : 'valuation';
  // 'Put in $600k at $6M post-money': the sum before 'at' is the money raised, the one after the valuation.
  if (
    kind === 'raise_funding' &&
    (meaning === 'valuation' || meaning === 'post_money_valuation') &&
    /^\s*at\s+(?:a\s+|an\s+)?(?:[$€£₹¥]|\bR(?=\s?\d))?\s?\d/.test(after)
  )
    meaning = 'raise_amount';
  // 'A developer offers R 18 million for the land': selling a property, the offer is its price.
  if (meaning === 'offer_price' && kind === 'real_estate' && PROPERTY_SOLD.test(text))
    return { meaning: 'offer_price', label: 'price offered for the property' };
  // An offer is for our company only when that is the decision; read without a kind, it says which kind.
  if (meaning === 'offer_price' && kind !== 'be_acquired' && kind !== null)
    meaning =
      kind === 'raise_funding'
        ? 'raise_amount'
        : kind === 'acquire_company'
          ? 'purchase_price'
          : kind === 'take_loan'
            ? 'loan_amount'
            : null;
  // 'The supplier will finance the R$900k line': in a loan, the sum a lender puts up is the loan.
  if (
    kind === 'take_loan' &&
    (meaning === null || meaning === 'cost' || meaning === 'purchase_price') &&
    /\b(lend\w*|lender|financ(?:e|es|ed|ing)|borrow\w*|loan)\b/.test(before.slice(-40))
  )
    meaning = 'loan_amount';
  // 'Asking $1.2M, the founders…': in a purchase, a sum asked for is the price.
  if (
    kind === 'acquire_company' &&
    meaning === null &&
    /\basking\s*(?:about |around |roughly )?$/.test(before)
  )
    meaning = 'purchase_price';
  if (meaning === 'purchase_price' && kind === 'be_acquired') meaning = 'offer_price';
  // 'Globex would buy $600k of product a year': another party buying from us is a contract's value.
  if (
    meaning === 'purchase_price' &&
    kind !== 'acquire_company' &&
    /\b(?:buy|buys|purchase|purchases|order|orders)\s+(?:about |around |roughly |up to )?$/.test(before) &&
    !/\b(?:we|i|us|our)\b[^.;,]{0,25}$/.test(before.slice(-35)) &&
    /^\s*(?:of|in|worth of)\s/.test(after)
  )
    meaning = 'contract_value';
  // 'Acquisition price: EUR 2.1M': in a purchase of a company, a price with no period is what we pay.
  if (meaning === 'price' && kind === 'acquire_company' && !PER_MONTH.test(after) && !PER_YEAR.test(after))
    meaning = 'purchase_price';
  // A raise's or a loan's 'budget' is the amount sought, not money to spend.
  if (meaning === 'budget' && kind === 'raise_funding' && !kindUnsure) meaning = 'raise_amount';
  // … unless it is what the project costs ('€8m all-in'), of which the loan is a part.
  // '$9M loan + $2M equity': the owners' part beside a loan is not lent, whichever cue is nearer.
  if (
    (meaning === 'budget' || meaning === 'loan_amount') &&
    kind === 'take_loan' &&
    OWN_FUNDS_AFTER.test(after)
  )
    return null;
  // 'The budget for the season's purchases is KES 95M': a budget for something is what it costs.
  if (meaning === 'budget' && kind === 'take_loan' && !kindUnsure)
    meaning =
      PROJECT_COST_AFTER.test(after) || /\bbudget(?:ed)?\s+for\b[^.;]{0,60}$/.test(before)
        ? 'cost'
        : 'loan_amount';
  // In a budget, the year's spending is the budget itself, not a one-off cost.
  if (
    meaning === 'cost' &&
    kind === 'budget_approval' &&
    !label &&
    /\b(?:spend|spending|expenditure|costs|opex|expenses|outgoings)\b/.test(
      `${before.slice(-30)} ${after.slice(0, 30)}`,
    )
  )
    meaning = 'budget';
  // In a legal matter, money a claimant asks for is the claim, not a cost.
  if (
    kind === 'legal_regulatory' &&
    (meaning === 'cost' || meaning === null) &&
    /\b(claim\w*|sue[sd]?|suing|damages|tribunal|lawsuit|settle\w*)\b/.test(sentence)
  )
    meaning = 'fine_amount';
  // 'Customers demand a discount of $5k' is no ransom: only an incident's demand is.
  if (meaning === 'ransom_amount' && kind !== 'security_incident' && !/\b(ransom|extortion)\b/.test(sentence))
    meaning = null;
  // 'Raise our Pro plan from $49 to $59': in a price change, the sums raised are prices.
  if (meaning === 'raise_amount' && kind === 'pricing_change') meaning = 'price';
  if (meaning === 'raise_amount' && kind !== 'raise_funding' && /\binvest/.test(before.slice(-25)))
    meaning = 'cost';
  // 'Raise the Standard plan from ¥9,800 to ¥12,800': outside a price change too, a plan's sums are prices.
  if (meaning === 'raise_amount' && isPricePoint(before, after, kind)) meaning = 'price';
  // 'It would save us $65k a year in electricity and $10k a year in maintenance': the sums listed
  // after 'save' are savings too, whatever they were spent on.
  if (
    (meaning === null || meaning === 'cost' || meaning === 'monthly_cost' || meaning === 'annual_cost') &&
    SAVINGS_LISTED_BEFORE.test(sentenceUpTo(sentence, before))
  )
    return savingOn(perMonth, perYear);
  // 'These measures save $900k: (a) end contracts worth $18k a month': a cost ended is a saving.
  if (
    (meaning === null || meaning === 'contract_value' || meaning === 'cost' || meaning === 'monthly_cost') &&
    // What we pay today or a supplier quotes is a cost the saving is worked out from, not a measure.
    !PAID_OR_QUOTED.test(`${before.slice(-40)} ${after.slice(0, 30)}`) &&
    // 'Switching costs $20k to save $50k a year': what the measure itself costs is no saving
    // ('contractors costing 24k a month', cut, still are one).
    !PRICE_OF_THE_MEASURE.test(before) &&
    ((/\bsav(?:e|es|ed|ing|ings)\b/.test(sentence) && MEASURE_VERB.test(before)) ||
      // The saving stated in one sentence, its measures each with a period in the next; the verb
      // may stand before a comma ('we'd cancel the warehouse, R$30k a month').
      (SAVING_STATED.test(text) &&
        (perMonthAfter(after) || /^\s*(?:a|per|\/|each|every)\s*(?:year|annum)\b/.test(after)) &&
        MEASURE_VERB.test(sentence)))
  )
    return savingOn(perMonth, perYear);
  if (WHOLE_SPEND_BEFORE.test(before.slice(-60)) && !SPENT_ON_AFTER.test(after) && (perMonth || perYear))
    return perMonth
      ? {
          meaning: 'monthly_burn',
          // Expenses and overheads are what goes out before revenue comes in: the gross burn.
          // Spending said beside revenue coming in ('we spend €110k a month and bring in €30k') is too.
          ...(/\b(?:operating expenses|opex|running costs|overheads|outgoings)\b/.test(before.slice(-60)) ||
          (GROSS_BESIDE_REVENUE.test(sentence) && !/\bnet\b/.test(sentence))
            ? { label: 'monthly costs (gross burn)' }
            : {}),
        }
      : // 'AWS offers a commit of $1.8M/year … we currently spend ~$1.5M/year': a yearly spend
        // beside another yearly price is the spend on that thing, not the company's burn.
        OTHER_YEARLY_PRICE.test(text.slice(0, Math.max(0, text.indexOf(sentence))))
        ? { meaning: 'annual_cost' }
        : { meaning: 'monthly_burn', perYearBurn: true };
  if (meaning === 'monthly_burn' && perYear) return { meaning: 'annual_cost' };
  if (
    meaning === 'monthly_burn' &&
    /^\s*(?:in (?:the|a|that|this|last) |a |per |each |every |last |this )?quarter\b|^\s*quarterly\b/.test(
      after,
    )
  )
    return { meaning: 'monthly_burn', perQuarter: true };
  // 'Our costs would rise by $5k' is no burn: running costs are the burn only when said a month.
  if (
    label === 'monthly costs (gross burn)' &&
    !perMonth &&
    !/\bmonthly\b/.test(`${before.slice(-40)} ${after.slice(0, 20)}`)
  )
    return { meaning: 'cost' };
  // 'We spend $80k a month' is the burn; 'we spend $8k a month on ads' is one line of it.
  if (
    perMonth &&
    (meaning === null || meaning === 'cost') &&
    /\b(?:we|the company|in total|overall)\s+(?:\w+\s+)?spends?\s*(?:about|around|roughly|~)?\s*$/.test(
      before,
    ) &&
    !/^\s*(?:a|per|\/|each|every)?\s*(?:month|mo)\w*\s+on\b/.test(after)
  )
    return { meaning: 'monthly_burn' };
  if (/\b(lose|loses|losing)\b/.test(before.slice(-20)) && perMonth) return { meaning: 'monthly_burn' };
  if (meaning === 'salary' && /\bsalaries\b/.test(before + after) && kind !== 'hire_executive')
    return { meaning: 'annual_cost', label: 'salaries' };
  // 'Priya would join as CTO at £13k a month': in a hire, the sum a person joins at is the pay.
  if (
    kind === 'hire_executive' &&
    (meaning === null || meaning === 'cost' || meaning === 'monthly_cost' || meaning === 'annual_cost') &&
    /\b(?:join\w*|hire\w*|hiring|appoint\w*|recruit\w*|bring\w* (?:\w+ )?on|as (?:our |the |a |an )?[\w-]+)\b[^.;]{0,40}\b(?:at|on|for)\s*(?:about |around |roughly )?$/.test(
      before,
    )
  )
    meaning = 'salary';
  // 'A VP of Sales at $200k': the 'sales' in a title names the role, and the sum it is hired at is the pay.
  if (
    kind === 'hire_executive' &&
    (meaning === 'annual_revenue' || meaning === 'price' || meaning === null) &&
    /\b(?:vp|vice president|head|director|chief \w+ officer|manager|lead)\s+of\s+[\w-]+(?:\s+[\w-]+)?\s+(?:at|on|for)\s*(?:about |around |roughly )?$/.test(
      before,
    )
  )
    meaning = 'salary';
  // A hire's pay quoted per month is still the salary, compared with others a year.
  if (meaning === 'salary' && perMonth && (kind === 'hire_executive' || kind === null))
    return { meaning: 'salary', monthlyRate: true };
  if (meaning === 'salary' && perMonth) return { meaning: 'monthly_cost', label: 'monthly pay' };
  if (meaning === 'cash' && perMonth) return { meaning: 'mrr' };
  if (meaning === 'price' && kind === 'pricing_change' && perYear) return { meaning: 'price' };
  // 'X is 38% of fee income, roughly €1.1m a year', 'we net $700k a year': income named elsewhere
  // in the sentence, which speaks of no cost, wins over the cost a bare sum would default to.
  if (meaning === null || (meaning === 'cost' && !label)) {
    const income = incomeOf(before, after, sentence, perMonth, perYear);
    if (income) return income;
  }
  // 'Our cost per vehicle is €11 a month': serving one subscriber, set against a price a month.
  if (meaning === 'cost' && label === 'unit cost') return { meaning, label };
  if ((meaning === 'cost' || meaning === 'budget') && perMonth) return { meaning: 'monthly_cost', label };
  if (meaning === 'cost' && perYear) return { meaning: 'annual_cost' };
  // 'Staff costs were €1.2m last year', 'our annual payroll is €1.2M', 'payroll for 2024': a running
  // cost with its year named is a year of it, not a one-off or a month.
  const yearNamed = YEAR_NAMED.test(`${before.slice(-60)} ${after.slice(0, 30)}`);
  if (meaning === 'cost' && !label && yearNamed && RUNNING_COST_BEFORE.test(before.slice(-40)))
    return { meaning: 'annual_cost' };
  if (meaning === 'monthly_cost' && label === 'monthly payroll' && yearNamed && !perMonth)
    return { meaning: 'annual_cost', label: 'annual payroll' };
  // 'They are asking $40k a year': a price asked by the year or the month is a running cost, not a purchase.
  if (meaning === 'purchase_price' && perYear) return { meaning: 'annual_cost' };
  if (meaning === 'purchase_price' && perMonth) return { meaning: 'monthly_cost' };
  if (meaning === 'monthly_cost' && label === 'rent' && perYear)
    return { meaning: 'annual_cost', label: 'annual rent' };
  // 'Payroll is $5.2M a year' is a year of payroll, not a month of it.
  if (meaning === 'monthly_cost' && label === 'monthly payroll' && perYear)
    return { meaning: 'annual_cost', label: 'annual payroll' };
  if (meaning === 'annual_revenue' && perMonth) return { meaning: 'mrr', label: 'monthly revenue' };
  // '$45k of monthly revenue', '$45k in monthly sales': the period named after the figure.
  if (meaning === 'annual_revenue' && /^\s*(?:of|in)\s+monthly\b/.test(after))
    return { meaning: 'mrr', label: 'monthly revenue' };
  // '€30k of revenue per month', '$12k in sales each month': the period after the noun.
  if (meaning === 'annual_revenue' && PER_MONTH.test(after.replace(REVENUE_NOUN_AFTER, '')))
    return { meaning: 'mrr', label: 'monthly revenue' };
  if (meaning === 'saving') return savingOn(perMonth, perYear);
  if (meaning === 'contract_value' && perMonth)
    return { meaning: 'contract_value', label: 'monthly contract value' };
  // 'We sell about ₱1.9M a month', 'it brings 3.4bn a year in licences', 'the competitor does ₱3.2M
  // a month': what a business sells, bills or brings in is its revenue, never a bill it pays.
  if (
    (meaning === null || (meaning === 'cost' && !label)) &&
    (perMonth || perYear) &&
    SOLD_BEFORE.test(before)
  )
    return perMonth ? { meaning: 'mrr', label: 'monthly revenue' } : { meaning: 'annual_revenue' };
  if (meaning === null && perMonth && /\b(price|tier|plan|subscription)\b/.test(sentence))
    return { meaning: 'price' };
  // 'Cash is 18% of transactions, about £68,000 a year': a bare sum after a share restates that
  // share in money; it is no bill the company pays.
  if (
    meaning === null &&
    (perMonth || perYear) &&
    BARE_BEFORE.test(before) &&
    SHARE_JUST_SAID.test(sentenceUpTo(sentence, before).slice(0, -before.length || undefined))
  )
    return null;
  // A monthly sum with no other cue is something the company pays each month ('the tool is $2k a month').
  if (meaning === null && perMonth) return { meaning: 'monthly_cost' };
  if (meaning === null && perYear) return { meaning: 'annual_cost' };
  // 'Accept a £1.9m prepaid order from a distributor': an order placed with us is money coming in,
  // not a cost; only an order we place ('we would place a $300k order with the mill') is ours to pay.
  if (
    (meaning === null || (meaning === 'cost' && !label)) &&
    ORDER_AFTER.test(after) &&
    (!WE_ORDER.test(sentence) || ORDER_TAKEN.test(sentence))
  )
    return { meaning: 'contract_value', label: 'order value' };
  // 'Proposes a $30k pentest': a sum written as the size of a thing is what that thing costs.
  if (
    meaning === null &&
    /\b(?:a|an|the|this|that)\s*$/.test(before) &&
    /^\s*(?:[a-z-]+\s+){0,2}[a-z]{3,}/.test(after)
  )
    return { meaning: 'cost' };
  return meaning ? { meaning, label } : null;
}

/** Data about people, counted by whose it is: 'passport scans of', 'the records of', 'details for'. */
const DATA_OF_BEFORE =
  /\b(?:scans?|copies|records|data|details|files|passports?|id cards?|documents?|information|photos|addresses|numbers)\s+(?:of|for|belonging to)\s+(?:all\s+|some\s+|about\s+|around\s+|roughly\s+|nearly\s+|over\s+)?$/;
/** A group the count is the size of: 'a Telegram group of about', 'a mailing list with'. */
const AUDIENCE_BEFORE =
  /\b(?:group|channel|chat|audience|followers|community|mailing list|forum|subreddit|server)\s+(?:of|with)\s+(?:about\s+|around\s+|roughly\s+|some\s+|over\s+|nearly\s+|more than\s+)?$/;

const STAFF = `(?:staff|employees?|people|team|workforce|engineers?|workers|hires|new joiners|sales ?reps|agents|nurses|drivers)`;
/**
 * 'Staff churn of 22%', 'employee attrition hit 18%', '25% of staff left last year': people who
 * left, not customers lost and not a share of staff the company would cut.
 */
const STAFF_TURNOVER_BEFORE = new RegExp(
  String.raw`\b(?:${STAFF}['’]? (?:churn|attrition|turnover)|(?:attrition|turnover|churn) (?:among|of|in) (?:our |the )?${STAFF}|attrition)\b(?:\s+\S+){0,4}\s*$`,
  'i',
);
const STAFF_TURNOVER_AFTER = new RegExp(
  String.raw`^\s*(?:of (?:our |the |all )*(?:\w+ )?${STAFF} (?:\w+ ){0,2}(?:left|quit|resigned|walked|departed|leave|quitting)|(?:staff |employee )turnover|(?:staff |employee |annual |yearly )?attrition|(?:staff|employee|people) churn)\b`,
  'i',
);

/** Pay that changes: 'wage talks', 'a 5% pay rise', 'raise salaries by 4%', 'a 3% raise'. */
const PAY_CHANGE =
  /\b(?:(?:wages?|pay|salar(?:y|ies)|payroll)\s+(?:talks|rises?|raises?|increases?|hikes?|offers?|deal|settlement|claims?|demands?|negotiations?|freeze)|(?:rais\w*|increas\w*|lift\w*|hik\w*)\s+(?:\w+\s+)?(?:wages|pay|salar(?:y|ies))\b[^.;]{0,20}\bby|\d%\s+(?:pay\s+|wage\s+|salary\s+)?(?:rise|raise|increase|hike)\s+(?:for|in|to|on)\s+(?:\w+\s+)?(?:staff|wages|pay|salar(?:y|ies)|everyone|employees|workers|drivers|the team)|\d%\s+(?:pay|wage|salary)\s+(?:rise|raise|increase|hike|offer|deal|settlement))/;
/** Selling a property of ours: 'sell the land next to our factory', 'dispose of the warehouse'. */
const PROPERTY_SOLD =
  /\b(?:sell|selling|sale of|dispos\w* of)\s+(?:the |our |a |this |that )?(?:\S+\s+){0,3}?(?:land|plot|site|building|warehouse|premises|property|freehold|farm|hectares|office)\b/i;
/** The sentence up to the figure, when the clause before it was cut at a comma or an 'and'. */
function sentenceUpTo(sentence: string, before: string): string {
  const at = before ? sentence.lastIndexOf(before) : -1;
  return at >= 0 ? sentence.slice(0, at + before.length) : before;
}
/** 'A loaf … costs', 'each haircut costs us': one thing named as the subject of its cost. */
const ONE_THING_COSTS_BEFORE = new RegExp(
  String.raw`\b(?:a|an|each|one|every)\s+(?:[a-z-]+\s+)?(?:${GOODS}|dish|plate|bottle|haircut|jar|bag|burger|pizza|coffee|cake|shirt|pair|unit)\b[^.;]{0,40}\bcosts?\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+|only\s+)?$`,
  'i',
);
/** '$2.10 in ingredients and packaging', '$14 in materials': a unit's cost by what goes into it. */
const MADE_OF_AFTER =
  /^\s*(?:in|of|for)\s+(?:raw\s+)?(?:ingredients|materials|parts|packaging|food cost|labou?r and materials)\b/;
const ADDED_TO_BURN_AFTER =
  /^\s*(?:(?:a|per|each|every)\s+(?:month|year)\s+|\/\s*(?:month|mo|year)\s+|monthly\s+|more\s+)?(?:to|onto|on top of)\s+(?:our\s+|the\s+|its\s+)?(?:monthly\s+|net\s+|gross\s+)?(?:burn|costs|spend|outgoings|overheads)\b/;
const ADDING_BEFORE =
  /\b(?:add|adds|adding|added|put|puts|tack on)\s+(?:about\s+|around\s+|roughly\s+|another\s+|an extra\s+|some\s+)?$/;
const SAVINGS_LISTED_BEFORE =
  /\bsav(?:e|es|ing)\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+)?\S*\d[^.;]{0,60}\band\s+(?:about\s+|around\s+|another\s+|a further\s+)?$/;
const SHARE_OF_AN_INCREASE =
  /^\s*of (?:the |any |each )?(?:incremental|additional|extra|new|added) (?:\w+ )?(?:tuition|revenue|income|fees?|proceeds|money|increase)\b|^\s*of (?:the |any |each )?(?:increase|rise|uplift)\b/;
const PAY_CUT_BEFORE =
  /\b(?:cut\w*|reduc\w*|lower\w*|trim\w*|slash\w*)\s+(?:\w+\s+){0,4}?(?:wages|pay|salar(?:y|ies)|(?:day |hourly |contractor |freelancer? |b2b )?rates?|(?:contractor|freelancer?) fees)\s+(?:\w+\s+){0,3}?by\s*(?:about |around |roughly )?$/;
/** Words that make a percent in a pay sentence a stake after all ('2% equity on top of the salary'). */
const EQUITY_TALK = /\b(?:equity|stake|shares|dilut\w*|cap table|stock options?|vesting|ownership)\b/;
/** Someone else keeping a margin: 'the reseller keeps 30%', 'Amazon takes a 15% cut'. */
const PARTNER_MARGIN =
  /\b(?:resellers?|distributors?|partners?|wholesalers?|agents?|dealers?|retailers?)\b|\b(?:keeps?|kept|wants?|takes?)\s+(?:a\s+|an\s+)?(?:about\s+|around\s+|roughly\s+)?\d/;

/** 'Employer social security adds about 30%', '25% on top for taxes and benefits': a hire's on-costs. */
const ON_COST_BEFORE =
  /\b(?:employer(?:['’]s)? (?:social (?:security|charges|contributions?)|contributions?|costs?|taxes|on-?costs?|national insurance|ni|payroll tax(?:es)?)|social (?:security|charges)|payroll tax(?:es)?|on-?costs?|(?:benefits|taxes) and (?:taxes|benefits)|loading|super(?:annuation)?|pension contributions?|kiwisaver|cpf)\b[^.;\d]{0,30}$/;
const ON_COST_AFTER =
  /^\s*(?:(?:on top )?(?:for|in|of|as) (?:employer(?:['’]s)? )?(?:social (?:security|charges)|taxes(?: and benefits)?|benefits(?: and taxes)?|on-?costs?|national insurance|payroll tax(?:es)?)|(?:employer )?(?:super(?:annuation)?|pension contributions?)(?! funds?\b))\b/;
/** 'A recruiter fee of 20% of first-year salary', '25% search fee': a one-off fee on a hire. */
const RECRUIT_FEE_BEFORE =
  /\b(?:recruit\w*|headhunt\w*|search (?:firm|fee)|placement|agency)(?:['’]s)? (?:\w+ )?(?:fee|charge|commission)s?\b[^.;\d]{0,20}$/;
const RECRUIT_FEE_AFTER =
  /^\s*(?:of (?:the |her |his |their )?(?:first[- ]year|annual|base|year[- ]one) (?:salary|pay|comp\w*)|(?:recruit\w*|search|placement|agency) fee)\b/;

/** 'A £1.9m prepaid order', '21,6 mln zł order for 40 000 modules': the sum is an order's size. */
const ORDER_AFTER = /^\s*(?:[a-z-]+\s+){0,2}?(?:orders?|purchase orders?|po)\b(?!\s+to\b)/;
/** We are the buyer: 'we would place an order', 'order from our supplier', 'our order with the mill', 'approve the ₹2.85 Cr order'. */
const WE_ORDER =
  /\b(?:approv\w* (?:the |this |that |an? )?(?:\S+ ){0,3}(?:purchase )?order\b|(?:we|i)(?:['’]d| would| will| could| should| must)?\s+(?:place|put in|give|sign)\s+(?:an?|the|this|that)\b|(?:we|i)(?:['’]d| would| will)?\s+order\b|our (?:\w+ )?order (?:with|from|to)\b|order(?:ing|ed)? (?:\w+ )?from (?:our |the |a )?(?:\w+ )?(?:suppliers?|vendors?|manufacturers?|mills?|factory|factories|wholesalers?)\b)/;
/** An order we take, whoever it comes from: 'take the repeat order from our wholesaler'. */
const ORDER_TAKEN =
  /\b(?:accept\w*|tak(?:e|es|ing)|fulfil\w*|win|won|land\w*|receiv\w*|got|get)\s+(?:a |an |the |this |that |their )?(?:\S+ ){0,3}orders?\b/i;
/** A share paid ahead of delivery, said after the percent: '30% paid upfront', '30% advance', '20% deposit'. */
const ADVANCE_AFTER =
  /^\s*(?:(?:is |are |to be |would be |will be )?(?:paid |payable |due )?(?:up[- ]?front|in advance|on signing|at signing|on order|with the order|before (?:delivery|shipment|production))|(?:advance|deposit|down[- ]?payment|prepayment|pre-?paid|prepay)(?! (?:of|from) (?:the |our )?(?:bank|lender|investor)))\b/;
/** 'Will pay 100% up front', 'prepay 50% in advance': the verb of paying before the percent. */
const PAYS_BEFORE = /\b(?:pay|pays|paid|paying|prepay\w*)\s+(?:us\s+)?(?:about |around |roughly )?$/;
const IN_ADVANCE_AFTER =
  /^\s*(?:of (?:it|the (?:order|contract|price|value))\s+)?(?:up[- ]?front|in advance|on signing|at signing|on order|before (?:delivery|shipment))\b/;

function percentMeaning(
  before: string,
  after: string,
  sentence: string,
  sentenceBefore: string,
  value = 0,
): Meaning | null {
  // 'Will pay 100% up front', '30% advance', 'a 40% deposit on signing': the share of an order the
  // buyer pays before delivery, never growth ('up') nor a stake.
  if (ADVANCE_AFTER.test(after) || (PAYS_BEFORE.test(before.slice(-30)) && IN_ADVANCE_AFTER.test(after)))
    return { meaning: 'advance_pct' };
  if (RECRUIT_FEE_BEFORE.test(before) || RECRUIT_FEE_AFTER.test(after))
    return { meaning: 'recruitment_fee_pct' };
  if (ON_COST_BEFORE.test(before) || ON_COST_AFTER.test(after)) return { meaning: 'on_cost_pct' };
  // 'A covenant requiring an equity ratio of at least 30%; we are at 34%': the ratio today.
  if (
    /\b(?:equity ratio|solvency ratio|equity[- ]to[- ]assets)\b/.test(sentence) &&
    /\b(?:we(?:['’]re| are)|currently|today|now|it(?:['’]s| is)|stands?|sits?)\s+(?:at|on)?\s*(?:about |around |roughly )?$/.test(
      before,
    )
  )
    return { meaning: 'equity_ratio_pct', role: 'actual' };
  if (/\bunvested\b/.test(after.slice(0, 40)) || /\bunvested\s*$/.test(before))
    return { meaning: 'unvested_pct' };
  if (STAFF_TURNOVER_BEFORE.test(before.slice(-40)) || STAFF_TURNOVER_AFTER.test(after.slice(0, 60)))
    return { meaning: 'staff_turnover_pct' };
  // '3% of customers cancel every month', 'we lose 3% of subscribers monthly': that is churn.
  if (
    CHURN_AFTER.test(after) ||
    (/\b(?:lose|losing|lost)\s*$/.test(before) &&
      /^[^.;]{0,40}\b(?:monthly|a month|per month|each month|every month)\b/.test(after))
  )
    return { meaning: 'churn_monthly_pct' };
  // 'A 30% markup on cost' is no 30% margin (it is 23%): left unread rather than misread as one.
  if (
    /^\s*(?:mark-?up|mark up)\b/.test(after) ||
    /\bmark-?ups?\s+(?:of|is|at)\s*(?:about |around )?$/.test(before)
  )
    return null;
  // '70% of the incremental tuition must go to salaries': how new money is split, no figure of ours.
  if (SHARE_OF_AN_INCREASE.test(after)) return null;
  // 'Lost 4% of enrolment for each 10% of increase': a response to a price, worked out in price-response.ts.
  if (/^\s*of\s+(?:\w+\s+){0,3}(?:for|with|per)\s+(?:each|every)\s+\d/.test(after)) return null;
  const share = SHARE_OF.find((s) => s.re.test(after));
  if (share) return { meaning: share.meaning };
  // 'PackCo offers a 10% lower price', 'the new courier is 15% cheaper': another party's quote
  // below what we pay, a discount to weigh, not a change to our own price.
  if (CHEAPER_AFTER.test(after) && !/\b(?:we|our)\s+(?:\w+\s+){0,2}$/.test(before.slice(-30)))
    return { meaning: 'discount_pct', label: 'cheaper by' };
  // 'Cut all our B2B contractor rates by 15%', 'reduce salaries by 10%': what people are paid goes
  // down; no one is let go and no interest is charged.
  if (PAY_CUT_BEFORE.test(before.slice(-80)))
    return { meaning: 'discount_pct', label: 'cut in pay or rates' };
  // 'Wage talks: settle at 7% or hold at 5.5%', 'a 4% pay rise': a percent in talk of pay is how
  // much pay goes up, a cost's growth, never a stake ('hold at' is no holding of shares).
  if (PAY_CHANGE.test(sentence) && !EQUITY_TALK.test(sentence))
    return { meaning: 'cost_growth_pct', label: 'pay rise' };
  const cue = nearest(PERCENT_CUES, before, after);
  if (cue && cue.meaning === null) return null;
  // 'A lender offers ₹40 lakh at 1.8% a month': the price of money lent is its interest, and a
  // monthly rate is twelve times that a year, whatever else the sentence is about.
  const interest =
    cue?.meaning === 'interest_rate_pct' ||
    (LENDING.test(sentence) &&
      /\b(?:at|of|charg\w*|costs?|rate)\s*(?:about |around |roughly |~)?$/.test(before));
  // '30% of our receivables', '60% at closing', '40% backed by a guarantee', '50% bank loan': in a
  // sentence about a loan, a share of something is no interest rate; nor is a half of a price.
  if (
    interest &&
    (NOT_A_RATE_AFTER.test(after) ||
      NOT_A_RATE_BEFORE.test(before.slice(-40)) ||
      (value >= 35 &&
        !RATE_PER_MONTH.test(after) &&
        !/\binterest\b/.test(`${before.slice(-30)} ${after.slice(0, 20)}`)))
  ) {
    const other = nearest(
      PERCENT_CUES.filter((c) => c.meaning !== 'interest_rate_pct'),
      before,
      after,
    );
    return other?.meaning ? { meaning: other.meaning } : null;
  }
  if (interest) return { meaning: 'interest_rate_pct', monthlyRate: RATE_PER_MONTH.test(after) };
  // 'Our margin is thin (about 6% net)': the word after a bare margin's figure says which margin it is.
  const qualified = cue?.meaning === 'gross_margin_pct' ? marginNamedAfter(before, after) : undefined;
  if (qualified !== undefined) return qualified && { meaning: qualified };
  // A margin a partner keeps is theirs, not our gross margin. ('Rents keep rising' is no partner.)
  if (cue?.meaning === 'gross_margin_pct' && !/\bgross\b/.test(sentence) && PARTNER_MARGIN.test(sentence))
    return { meaning: 'reseller_margin_pct' };
  if (
    GROWTH.test(before.slice(-25)) &&
    cue?.meaning !== 'churn_monthly_pct' &&
    cue?.meaning !== 'interest_rate_pct'
  )
    return { meaning: growthOf(sentenceBefore) };
  if (cue?.meaning) return { meaning: cue.meaning };
  // 'Costs +35%', 'rent 35% higher': a rise named by a sign or a comparative after the figure.
  if (
    GROWTH.test(before.slice(-40)) ||
    /\+\s*$/.test(before) ||
    /^\s*(a year|a month|year over year|yoy|mom|growth|higher|more\b|up\b|increase|rise|hike|jump)/.test(
      after,
    )
  )
    return { meaning: growthOf(sentenceBefore) };
  return null;
}

// 'Invoices are 45 days overdue', 'payroll is 10 days late', 'late by two weeks', 'due 10 days
// ago': how late something already is, never how long the cash lasts nor a deadline ahead.
const LATENESS_AFTER =
  /^\s*(?:overdue|late|past[- ]due|behind|in arrears|outstanding|delinquent|unpaid|ago)\b/;
const LATENESS_BEFORE =
  /\b(?:overdue|late|past[- ]due|behind|in arrears|delayed|unpaid|outstanding)\s+(?:by|for)\s+(?:about |around |roughly |over |more than |nearly |almost )?$/;

/**
 * Whether the figure sits in a question: the rest of its sentence reaches a '?' before any full
 * stop. The question may be quoted inside a longer sentence ('…: What does it cost over 3 years,
 * migration included?.'), so the sentence's own ending does not tell.
 */
const IN_QUESTION = /^[^.;!?]*\?/;

const COMMITMENT_TERM_AFTER =
  /^[-\s]*(?:(?!pay|credit|notice|net\b)[\w-]+\s+){0,2}?(?:terms?|leases?|contracts?|agreements?|commitments?|commits?|tenanc(?:y|ies)|programs?|programmes?)\b/;
const COMMITTED_FOR_BEFORE =
  /\b(?:sign(?:ing)?|commit(?:ting)?(?: (?:to it|to this|ourselves))?|lock(?:ing)? (?:us )?in(?:to)?)\s*(?:to\s*|for\s*)?(?:a\s*)?$/;

function durationMeaning(
  before: string,
  after: string,
  section: string,
  sentence: string,
  restOfSentence: string,
): Meaning | null {
  if (LATENESS_AFTER.test(after) || LATENESS_BEFORE.test(before)) return null;
  // '10-year terms', 'if we sign 10 years', 'a lease with 4 years left': how long a commitment
  // runs, never the cash runway nor a rent-free period.
  if (
    COMMITMENT_TERM_AFTER.test(after) ||
    COMMITTED_FOR_BEFORE.test(before) ||
    (/^\s*(?:left|remaining|to run)\b/.test(after) &&
      COMMITMENT_WORDS.test(`${before} ${sentence.toLowerCase()}`))
  )
    return { meaning: 'term_months' };
  // 'Over the next 3 years building costs $400k': a span costs are counted over, not a deadline.
  // (A question's 'over three years' asks for a horizon; it states none.)
  if (
    SPAN_BEFORE.test(before) &&
    !LENDING.test(sentence) &&
    !COMMITMENT_WORDS.test(sentence) &&
    !IN_QUESTION.test(restOfSentence)
  )
    return { meaning: 'term_months', label: 'horizon' };
  const cue = nearest(DURATION_CUES, before, after);
  if (cue?.meaning) return { meaning: cue.meaning };
  // 'At 2.4% a month over 36 months': the period money is lent over is the loan's term.
  if (/\b(?:over|across|for)\s*(?:the next\s*)?$/.test(before) && LENDING.test(sentence))
    return { meaning: 'term_months' };
  // 'Rent is $12k a month for 5 years': the period a recurring commitment runs is its term.
  if (/\b(?:for|over)\s*(?:the next\s*|a\s*)?$/.test(before) && COMMITMENT_WORDS.test(sentence))
    return { meaning: 'term_months' };
  if (section === 'timeline') return { meaning: 'deadline_months' };
  return null;
}

const AFFECTED_BEFORE =
  /\b(?:affect(?:s|ed|ing)?|impact(?:s|ed|ing)?|touch(?:es|ed|ing)?|involv(?:es|ed|ing)|relocat(?:e|es|ed|ing)|transfer(?:s|red|ring)?|reassign\w*|(?:would|will) (?:move|mean moving|uproot)|moving)\s+(?:about |around |roughly |some |only |just |up to |all |the |our |those )?$/;
const AFFECTED_AFTER =
  /^\s*(?:(?:who|that) )?(?:would |will |are |were |must |have to |need to |would have to |would need to )?(?:be )?(?:affected|impacted|relocat\w*|transferred|reassigned|moved|move|moving|commute|commuting)\b/;

// 'The candidate ran a 20-person sales team at a larger competitor', 'she led a team of 12 at a
// bank': a team someone led elsewhere, not the size of ours.
const LED_BEFORE =
  /\b(?:ran|runs|running|led|leads|leading|managed|manages|managing|built|builds|grew|scaled|headed|heads|oversaw|oversees)\s+(?:a|an|the|their|his|her)\s+(?:team\s+of\s+)?$/;
const ELSEWHERE_AFTER =
  /^[^.;]{0,40}?\bat\s+(?:a|an|another|his|her|their|the)\s+(?:[\w-]+\s+){0,2}(?:competitor|rival|company|firm|startup|corporation|bank|agency|employer)\b/;

const COMMITTED_BEFORE =
  /\b(?:assign\w*|dedicat\w*|allocat\w*|second\w*|ring-?fenc\w*|tie up|tying up|put|move|free up)\s+(?:(?:about|around|some|at least|another|a further)\s+)?$/;
const COMMITTED_AFTER = /^(?:dedicated|assigned|seconded|allocated|ring-?fenced)\b/;
const COMMITTED_REST =
  /^\s*(?:\w+\s+){0,2}?(?:dedicated to|assigned to|full-time (?:on|to|for)|seconded to|allocated to|working (?:only |solely |exclusively )?on (?:it|the (?:account|contract|project|client|customer)))\b/;

function countMeaning(
  before: string,
  after: string,
  person: boolean,
  kind: KindId | null,
  sentenceBefore = before,
): Meaning | null {
  if (LED_BEFORE.test(before.slice(-40)) || (person && ELSEWHERE_AFTER.test(after))) return null;
  if (person) return { meaning: 'headcount' };
  if (HEADCOUNT_BEFORE.test(before) && !/^\s*(?:%|percent|of\b)/.test(after)) return { meaning: 'headcount' };
  // '15 of 60 roles': the first is the part (cut, affected), the second the whole.
  const whole = /^\s*of\s+(?:our\s+|the\s+|all\s+)?\d[\d,.]*\s+/.exec(after);
  if (whole) after = after.slice(whole[0].length);
  const isWhole =
    /\d[\d,.]*%?\s+of\s+(?:our\s+|the\s+|all\s+)?$/.test(before) ||
    /\d[\d,.]*\s+(?:\w+\s+){0,2}(?:out of|of a (?:total|team|staff|workforce) of|from)\s+(?:our\s+|the\s+|all\s+|a total of\s+)?$/.test(
      before,
    );
  // 'Passport scans of 3,900 pilgrims', 'the records of 12,000 patients': whose data it is, counted.
  if (DATA_OF_BEFORE.test(before.slice(-50)) && /^\s*(?:of (?:our|the) )?[a-z]+s\b/.test(after))
    return { meaning: 'records_affected' };
  // 'A Telegram group of about 2,300 people': an audience, not the company's staff.
  if (AUDIENCE_BEFORE.test(before.slice(-40))) return null;
  const counted = countedAfter(after) ?? after.trimStart();
  const noun = COUNT_NOUNS.find((n) => n.re.test(counted));
  if (noun?.meaning === 'headcount' && isWhole) return { meaning: 'headcount', role: 'actual' };
  if (!noun) return null;
  // 'Dismiss 45 bus drivers', 'lay off 12 riders': people who work for us, cut, whatever the noun
  // would count elsewhere (a ride app's drivers are its users).
  if (
    noun.meaning === 'users' &&
    (CUT_VERBS.test(before.slice(-30)) || DISMISS_BEFORE.test(before.slice(-30)))
  )
    return { meaning: 'headcount_cut' };
  if (noun.meaning === 'headcount') {
    // '2.5 staff hours a day': time worked, not people.
    if (/^\s*(?:[\w-]+\s+)?(?:hours?|hrs?|days?|shifts?|weeks?)\b/.test(counted)) return null;
    // 'The move affects 25 people', '18 staff would have to relocate': the people a change reaches,
    // not the size of the company (in a layoff, the people who leave).
    const rest = after.trimStart().replace(noun.re, '');
    // 'It would need 4 dedicated engineers', 'we would assign 3 engineers to it': people a
    // commitment takes from the team, not the team's size.
    if (
      COMMITTED_BEFORE.test(before.slice(-40)) ||
      COMMITTED_AFTER.test(after.trimStart()) ||
      COMMITTED_REST.test(rest)
    )
      return { meaning: 'people_affected', label: 'people it would take from the team' };
    if (
      (AFFECTED_BEFORE.test(before.slice(-40)) && !CUT_VERBS.test(before.slice(-20))) ||
      AFFECTED_AFTER.test(rest)
    )
      return { meaning: kind === 'layoffs' ? 'headcount_cut' : 'people_affected' };
    // 'cut 20% of the team, that is, 30 people': the people the percentage names, not the headcount.
    if (RESTATED_CUT_BEFORE.test(sentenceBefore.slice(-90))) return { meaning: 'headcount_cut' };
    // '30% of staff (120 employees)': the figure in brackets is the whole, not the cut.
    if (CUT_VERBS.test(before.slice(-30)) && !/\(\s*$/.test(before)) return { meaning: 'headcount_cut' };
    // 'Let 30 people go': the people named between 'let' and 'go' leave.
    if (/\blet(?:ting)?\s*$/.test(before) && /^\s*go\b/.test(after.trimStart().replace(noun.re, '')))
      return { meaning: 'headcount_cut' };
    if (/^\s*(?:\w+\s+){0,2}?(redundant|let go|laid off|cut|affected|dismissed|fired)\b/.test(rest))
      return { meaning: 'headcount_cut' };
    // In a layoff, people who 'would leave' or 'lose their jobs' are the cut.
    if (kind === 'layoffs' && LEAVE_AFTER.test(rest)) return { meaning: 'headcount_cut' };
    if (kind === 'layoffs' && /^(?:\w+ )?(roles|positions|jobs)\b/.test(after.trimStart()))
      return { meaning: 'headcount_cut' };
    if (/^(?:\w+ )?hires\b/.test(after.trimStart())) return null;
    // 'a pilot with 10 people', 'among 6 engineers': a group inside the company, not its size.
    // ('a company with 40 employees' is its size.)
    if (
      /\b(?:with|among|including|involving|between|except|besides|like)\s+(?:the\s+|our\s+|only\s+|just\s+|about\s+|around\s+)?$/.test(
        before,
      ) &&
      !/\b(?:company|startup|business|firm|agency|studio|shop|organi[sz]ation|group|subsidiary|team|we(?:'re| are)|i run|i own)\b[^.,;]{0,25}$/i.test(
        before,
      )
    )
      return null;
    // 'fund two senior engineers': people to be hired are a plan, not the headcount.
    if (/\b(hire|hiring|fund|funds|add|adding|recruit|bring on)\b[^.]{0,20}$/.test(before)) return null;
    // 'Two employees say…': people who speak in the text are witnesses, not the headcount.
    if (
      /^(?:\w+ )?\w+\s+(say|said|says|report\w*|complain\w*|alleg\w*|claim\w*|told)\b/.test(after.trimStart())
    )
      return null;
    // '420 people came', '900 attended': an audience, not the people the company employs.
    if (
      /^(?:\w+ )?\w+\s+(?:came|come|attended|attend|showed up|turned up|visited|registered|signed up|watched|bought tickets)\b/.test(
        after.trimStart(),
      )
    )
      return null;
  }
  // '12 customers reported burns': people who reported harm are injury reports, not a customer count.
  if (
    /\b(reported|suffered|complained of|reports? of)\b[^.]{0,30}\b(injur\w*|burns?|hurt|hospitali[sz]\w*|reactions?|harm)/.test(
      after.slice(0, 70),
    )
  )
    return { meaning: 'injury_reports' };
  if (
    noun.meaning === 'customers' &&
    /\b(data|records|breach\w*|exposed|leak\w*|affected)\b/.test(after.slice(0, 60))
  )
    return { meaning: 'records_affected' };
  // '40 clinics', '1,200 riders': the count keeps its own noun, so no seat calls clinics customers.
  const word = noun.re.exec(after.trimStart())?.[1];
  return word && NAMED_COUNTS.has(noun.meaning) && !GENERIC_NOUNS.test(word)
    ? { meaning: noun.meaning, label: word }
    : { meaning: noun.meaning };
}

const SUBJECTS: readonly [RegExp, NumberMeaning][] = [
  [/^\W*(?:the\s+|total\s+)?(?:severance|redundancy pay\w*|termination costs?)\b/, 'severance'],
  [/^\W*(?:the\s+)?rent\b/, 'monthly_cost'],
  // 'Cost estimates: quiet withdrawal about $180k; full recall about $640k': every sum listed
  // under the heading is a cost, not only the first.
  [
    new RegExp(
      String.raw`^\W*(?:the\s+)?(?:(?:estimated|one-off|rough)\s+)?(?:costs?|cost estimates?|costings?|quotes?)\s*:${LIST_TO_END}`,
    ),
    'cost',
  ],
  [/^\W*(?:the\s+|her\s+|his\s+|their\s+)?(?:salary|base pay|package)\b/, 'salary'],
];

/** '…a quarter of our cash, which stands at $2.5M': the noun a 'which' clause hangs on names the sum. */
const RELATIVE = String.raw`\s*,?\s*which (?:now |currently |today )?(?:stands? at|is|comes to|sits? at|totals?|amounts? to)\s*(?:about |around |roughly )?$`;
const RELATIVES: readonly [RegExp, NumberMeaning][] = [
  [new RegExp(String.raw`\b(?:cash|cash reserves|reserves|bank balance|balance)${RELATIVE}`), 'cash'],
  [new RegExp(String.raw`\b(?:burn|burn rate|monthly burn)${RELATIVE}`), 'monthly_burn'],
  [new RegExp(String.raw`\b(?:revenue|turnover|sales)${RELATIVE}`), 'annual_revenue'],
];

function subjectMeaning(sentenceBefore: string): Meaning | null {
  const found =
    SUBJECTS.find(([re]) => re.test(sentenceBefore)) ?? RELATIVES.find(([re]) => re.test(sentenceBefore));
  return found ? { meaning: found[1] } : null;
}

/** A change already made ('grew', 'went', 'fell'): its 'from' figure is the past, its 'to' figure today. */
const PAST_CHANGE =
  /\b(?:grew|rose|went|increased|jumped|climbed|expanded|fell|dropped|declined|shrank|slipped|decreased|doubled|tripled|moved|came|improved|worsened|has (?:grown|risen|gone|increased|fallen|dropped|declined|doubled)|have (?:grown|risen|gone|increased|fallen|dropped|declined|doubled))\b[^.;]{0,40}$/;
const FROM_BEFORE = /\bfrom\s*(?:about |around |roughly |~)?$/;
/** A currency before a figure, in lowercase text: '$', 'a$', 'r', 'ksh ', 'chf '. */
const CUR_LOWER = String.raw`(?:[a-z]{1,3}\$|[$€£₹¥₦]|\br(?=\s?\d)|\b(?:ksh|kes|zar|pln|chf|eur|usd|gbp|inr|sgd|aud|cad|rs\.?)\s?)?`;
const TO_FIGURE_AFTER = new RegExp(
  String.raw`^\s*(?:[a-z]+\s+){0,3}to\s+(?:about |around |roughly |~)?${CUR_LOWER}\d`,
);
const FROM_FIGURE_TO_BEFORE = new RegExp(
  String.raw`\bfrom\s+(?:about |around |roughly |~)?${CUR_LOWER}\d[\d.,]*\s?[a-z]{0,8}\s+(?:[a-z]+\s+){0,3}to\s*(?:about |around |roughly |~)?$`,
);

/** 'From $1M to $1.5M': after a change already made the first is the past and the second today; before one, the first is today. */
function fromToRole(before: string, after: string): FigureRole | null {
  if (FROM_BEFORE.test(before) && TO_FIGURE_AFTER.test(after))
    return PAST_CHANGE.test(before.replace(FROM_BEFORE, '')) ? 'past' : 'actual';
  const m = FROM_FIGURE_TO_BEFORE.exec(before);
  if (m && PAST_CHANGE.test(before.slice(0, m.index))) return 'actual';
  return null;
}

/** 'Margin of 6% net', '12% operating': the margin a bare 'margin' is; undefined when nothing says. */
function marginNamedAfter(before: string, after: string): 'net_margin_pct' | null | undefined {
  if (/\bgross\b/.test(before.slice(-40))) return undefined;
  const named =
    /^\s*(net|after[- ]tax|(?:at the )?bottom[- ]line|operating|ebitda|contribution)\b(?!\s+of\b)/.exec(
      after,
    )?.[1];
  if (!named) return undefined;
  return /^(?:operating|ebitda|contribution)$/.test(named) ? null : 'net_margin_pct';
}

const CHURN_AFTER =
  /^\s*of (?:our |the |all )?(?:customers|clients|subscribers|users|accounts|members)\s+(?:\w+\s+)?(?:cancel|leave|churn|quit|drop off|stop paying)\w*\s+(?:every|each|a|per) month\b/;
const CHEAPER_AFTER = /^\s*(?:lower|cheaper|less|below|under)\b(?!\s+(?:churn|margin|growth))/;
const OPERATING_PROFIT =
  /\b(?:ebitda|operating (?:profit|income)|(?<!trade |budget |cash )(?:operating |annual |net )?surplus|(?:operating |free )?cash flow(?: from operations)?|cash generated)\b:?(?:\s+(?:is|was|of|at|came to|comes to|runs at|last year|this year|a year|stands at|about|around|roughly|~|\w+)){0,6}\s*$/;
/** 'EBITDA of PLN 180k a month', 'monthly EBITDA of': a month's profit, read as its year. */
function profitPerMonth(before: string, after: string): boolean {
  return (
    PER_MONTH.test(after.replace(OPERATING_PROFIT_NAME_AFTER, '')) ||
    /\b(?:monthly|a month['’]s)\s+(?:adjusted\s+)?(?:ebitda|operating (?:profit|income)|surplus|cash flow)\b[^.;]{0,40}$/.test(
      before.slice(-70),
    )
  );
}
const OPERATING_PROFIT_NAME_AFTER = /^\s*(?:of |in )?(?:adjusted )?(?:ebitda|operating (?:profit|income))\b/;
const OPERATING_PROFIT_AFTER =
  /^\s*(?:of |in )?(?:adjusted |annual |yearly )?(?:ebitda|operating (?:profit|income))\b(?!\s*(?:margin|multiple|-?\s*multiple|ratio))/;
/** 'A debt service coverage ratio of at least 1.25': the ratio a lender's covenant sets. */
const COVERAGE_BEFORE =
  /\b(?:dscr|icr|debt[- ]service[- ]cover(?:age)?(?: ratio)?|(?:debt |interest )?cover(?:age)? ratio|interest cover(?:age)?)\b[^.;]{0,40}$/;
/** A covenant on debt against earnings: 'net debt to EBITDA below 3.0x', 'leverage of at most 2.5x'. */
const LEVERAGE_BEFORE =
  /\b(?:net debt|leverage|debt[- ]to[- ](?:ebitda|earnings)|debt\s*\/\s*ebitda|senior debt)\b[^.;]{0,40}$/;
const LEVERAGE_AFTER = /^\s*(?:times |x )?(?:net debt|leverage|(?:our |the )?ebitda|earnings)\b/;
const DEBT_WORDS =
  /\b(?:debt|loans?|lend\w*|bank\w*|leverage\w*|covenants?|borrow\w*|facility|notes|bonds?|credit)\b/i;
/** 'for €9.1M, only 7x EBITDA', 'asks 7x EBITDA': a price's multiple, not a lender's ceiling. */
const PRICE_MULTIPLE_BEFORE =
  /\b(?:for|price[sd]?|pay(?:ing|s)?|asks?|asking|offer\w*|valu\w*|worth|only|cheap|expensive|buy\w*|acquir\w*|sell\w*|sale)\b[^.;]{0,40}$/;
const COVENANT_BEFORE = new RegExp(
  `${FLOOR_BEFORE.source}|\\b(?:requires?|required|wants?|asks? for|covenant\\w*|above|over|must|needs?)\\b[^.]{0,40}$`,
);
const OUR_PLAN_BEFORE =
  /\b(?:(?:our|the)\s+(?:[\w-]+\s+)?(?:plan|tier|subscription|package|membership)\s+(?:costs?|is|sells for|goes for|is priced at)|(?:an?|the|our)\s+(?:new\s+)?(?:monthly|annual|yearly|premium|basic|starter|pro|family|student|business|enterprise)\s+(?:plan|tier|subscription|package|membership)\s+(?:at|for|priced at|costing))\s*(?:about |around |roughly )?$/;
const LEAVE_AFTER =
  /^\s*(?:(?:would|will|must|could|have to|need to)\s+)?(?:leave|lose (?:their|his|her) (?:jobs?|roles?|positions?)|go\b|exit|depart)(?![^.;]{0,30}\b(?:every|each|a|per) (?:year|month)\b|[^.;]{0,30}\b(?:on their own|voluntar\w*|of their own))/;
const NAMED_COUNTS: ReadonlySet<NumberMeaning> = new Set(['customers', 'users']);
const GENERIC_NOUNS = /^(?:customers|users|clients|accounts)$/;
const COMMITMENT_WORDS =
  /\b(rent|leas(?:e|ed|es|ing)|leasehold|freehold|tenure|concession|contract|licen[cs]e|subscription|agreement|retainer|warranty|patent)\b/;
const SPAN_BEFORE = /\b(?:over|across|during)\s+(?:the\s+)?(?:next\s+|first\s+|coming\s+|following\s+)?$/;
const REVENUE_MEANINGS: ReadonlySet<NumberMeaning> = new Set(['annual_revenue', 'arr', 'mrr']);
const ADDED_AFTER = /^\s*(?:a (?:year|month) )?(?:of|in)\s+(?:extra|additional|incremental|new|more)\b/;
const STARTS_LATER_AFTER =
  /^[^.;]{0,40}?\b(?:from|starting(?: in| from)?|start(?:s|ing)? in|begin\w*(?: in)?) month\s+\d/;
const ADDED_BEFORE =
  /\b(?:add|adds|adding|extra|additional|incremental|another|expected|projected|forecast|counts? on|counting on|reli(?:es|ed) on|relying on|rely on|assum(?:es|ed|ing))\b(?:\s+\S+){0,4}\s*$/;

const ACTED_ON_BEFORE =
  /\b(?:solve|solves|fix|fixes|cover|covers|close|closes|halve|halves|offset|offsets|wipe out|eliminate|tackle|address|cut into|eat into|dent)\s+(?:\w+\s+){0,2}?(?:our|the|today['’]s|current|its)\s+(?:monthly\s+|net\s+|current\s+)?(?:burn|loss|losses|deficit|shortfall)(?:\s+rate)?\s*(?:of|at|,|which is|that is)?\s*(?:about |around |roughly |some |~)?$/;

const CONDITION_LEVEL_BEFORE =
  /\b(?:tied to|linked to|subject to|conditional on|contingent on|depend(?:s|ing)? on|if|once|when|unless|upon)\b[^.;]{0,30}\b(?:hits?|hitting|reach(?:es|ing)?|exceed(?:s|ing)?|passing|crossing)\s*(?:about |around |~)?$|\bcome back (?:at|with|when (?:you|we)(?:['’]re| are)(?: at)?)\s*$/;

/** 'The target does €22m revenue', 'the target company has 95 staff': the company bought, not a goal. */
const TARGET_COMPANY_BEFORE =
  /\b(?:the|this|that|a|our|their) target(?: company| business| firm| group)?(?:['’]s\s+\w+(?:\s+(?:is|was|of|at))?|\s+(?:has|had|does|did|makes|made|earns|earned|generates|generated|posts|posted|reports|reported|turns over|turned over|brings in|employs|runs at|is at|was at|with))\b[^.;]{0,40}$/;

function roleOf(meaning: NumberMeaning, before: string, after: string): FigureRole {
  const near = before.slice(-60);
  // 'We won't need to raise for two years': the runway today, whatever 'need' says elsewhere.
  if (
    meaning === 'runway_months' &&
    /\b(?:need|have) to raise (?:again )?for\s*(?:about |around |roughly )?$/.test(before)
  )
    return 'actual';
  const pastCost = pastRunningCost(meaning, fromToRole(before, after));
  if (pastCost) return pastCost;
  if (PRESENT_STATE.has(meaning)) {
    const fromTo = fromToRole(before, after);
    if (fromTo) return fromTo;
    // 'Grow revenue from $1M to $2M': the second figure is where the company wants to be.
    if (FROM_FIGURE_TO_BEFORE.test(before)) return 'target';
  }
  // 'move $2M of our cash into T-bills': a part of the cash, the option on the table, not the balance.
  if (/^\s*of (?:our|the|its|their) (?:\w+ )?(?:cash|money|reserves?|treasury|balance|savings)\b/.test(after))
    return 'option';
  if (FLOOR_BEFORE.test(near) || /^\s*(?:minimum|or more|floor)\b/.test(after)) return 'floor';
  if (CEILING_BEFORE.test(near) || /^\s*(?:max(?:imum)?|or less|cap)\b/.test(after)) return 'ceiling';
  // '$400k of extra revenue', 'would add €300k in sales': what a move adds, not today's revenue.
  // '… brings in £90k a month from month 6': revenue that starts later is the plan's, not today's.
  if (
    REVENUE_MEANINGS.has(meaning) &&
    (ADDED_AFTER.test(after) || ADDED_BEFORE.test(before.slice(-40)) || STARTS_LATER_AFTER.test(after))
  )
    return 'option';
  // 'Would solve our burn of €310k a month': the figure a move acts on is today's, whatever 'would' says.
  if (PRESENT_STATE.has(meaning) && ACTED_ON_BEFORE.test(near)) return 'actual';
  if (
    (PRESENT_STATE.has(meaning) || meaning === 'price') &&
    TARGET_BEFORE.test(near) &&
    !TARGET_COMPANY_BEFORE.test(near)
  )
    return 'target';
  // 'An earn-out tied to ARR hitting $12M', 'come back at $1.5M ARR': a level set as a condition.
  if (PRESENT_STATE.has(meaning) && CONDITION_LEVEL_BEFORE.test(near)) return 'target';
  if ((PRESENT_STATE.has(meaning) || meaning === 'price') && OPTION_BEFORE.test(near)) return 'option';
  // A cost, a price or a term named as one of several alternatives is an option, not the plan.
  if (ALTERNATIVE_BEFORE.test(near)) return 'option';
  // 'Vendor X at $90k a year or Vendor Y at $40k': each figure of an 'A or B' choice is an option.
  if (/^[^.?!;]{0,50}\b(?:or|versus|vs\.?)\s[^.?!;]{0,40}\d/i.test(after)) return 'option';
  if (/\d[^.?!;]{0,60}\b(?:or|versus|vs\.?)\s[^.?!;\d]{0,40}$/i.test(before)) return 'option';
  return 'actual';
}

/** The last position at which a pattern matches, or −1. */
function lastAt(text: string, re: RegExp): number {
  let at = -1;
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)))
    at = m.index;
  return at;
}

/**
 * Rates and results a company has as much as its revenue has: 'Harbour has 9% net margin' and
 * 'Nordhaus has revenue €22m and EBITDA €1.6m' are Harbour's and Nordhaus's.
 */
const HELD_RATES: ReadonlySet<NumberMeaning> = new Set([
  'price',
  'operating_profit',
  'existing_debt',
  'net_margin_pct',
  'revenue_growth_pct',
  'revenue_share_pct',
]);

function ownerOf(
  meaning: NumberMeaning,
  clause: string,
  before: string,
  sentenceBefore: string,
  parties: readonly RegExp[],
  text = '',
  sentenceBeforeAsWritten = '',
): FigureOwner {
  // The deal's own figures (an offer, a price we pay, a salary) are the decision's, whoever names them.
  if (!PRESENT_STATE.has(meaning) && !HELD_RATES.has(meaning)) return 'ours';
  if (meaning === 'price' && COMPETITOR.test(clause.toLowerCase())) return 'competitor';
  if (COMPETITOR.test(before.slice(-50))) return 'competitor';
  // 'The product should make $400k in its first year': the 'its' is the product's, no other party.
  const lower = clause
    .toLowerCase()
    .replace(/\bits (?:first|second|third|initial|opening|launch|own)\b/g, 'the');
  const ours = OURS.test(lower);
  const theirs =
    COUNTERPARTY.test(lower) ||
    parties.some((p) => p.test(clause)) ||
    namedOwnerBefore(clause.slice(0, before.length), text) ||
    namedSubjectBefore(clause.slice(0, before.length), text);
  if (ours || theirs) return theirs && !ours ? 'counterparty' : 'ours';
  // 'Acme has $5M ARR and 40 employees': a clause naming no one keeps the sentence's subject.
  const lastOurs = lastAt(sentenceBefore, OURS);
  const lastTheirs = Math.max(
    lastAt(sentenceBefore, COUNTERPARTY),
    ...parties.map((p) => lastAt(sentenceBefore, new RegExp(p.source, 'gi'))),
  );
  if (lastTheirs > lastOurs) return 'counterparty';
  return lastOurs < 0 && namedSubjectBefore(sentenceBeforeAsWritten, text) ? 'counterparty' : 'ours';
}

const OUR_PRICE_WORDS =
  /\b(?:charg\w*|pric\w*|sell\w*|our (?:plan|tier|subscription)|customers pay|we bill)\b/;

interface PerHead {
  read: Meaning;
  count: number;
  unit: string;
  staff?: boolean;
}

/**
 * '$18 per employee per month' with '85 employees' in the text: a bill of 85 × $18 a month. Our
 * own price per seat and a person's pay are left to their cues (revenue and salaries are not bills).
 */
function perHeadRead(before: string, after: string, text: string): PerHead | null {
  const rate = unitRateOf(after, text) ?? eachRateOf(before, after, text) ?? eachThingCostOf(before, text);
  if (!rate) return null;
  const cue = nearest(MONEY_CUES, before, after)?.meaning;
  // 'A tool at $30 per user a month for our 200 staff': seats for our own people are a bill, not our price.
  // 'The vendor charges £2,000 per tester a month': another party's rate per head is billed to us.
  const seatsForStaff =
    cue === 'price' && ((rate.staff && !OUR_PRICE_WORDS.test(before)) || THEY_CHARGE.test(before.slice(-50)));
  if ((cue === 'price' && !seatsForStaff) || cue === 'annual_revenue' || cue === 'mrr' || cue === 'salary')
    return null;
  const meaning = rate.period === 'month' ? 'monthly_cost' : rate.period === 'year' ? 'annual_cost' : 'cost';
  const label = `${MEANING_LABELS[meaning]} at a rate per ${rate.unit}`;
  return { read: { meaning, label }, count: rate.count, unit: rate.unit, staff: seatsForStaff };
}

/** A reference rate right after a figure: the figure is its tenor ('3M Euribor', '1-month Term SOFR'). */
const REFERENCE_RATE_AFTER = new RegExp(
  String.raw`^[-\s]*(?:months?\s+|mo\s+|-?month\s+)?(?:term\s+)?(?:${REFERENCE_RATES})\b`,
  'i',
);

/** Years ('in 2024'), quarters ('Q3') and ordinals are dates, not figures. */
function isDateLike(raw: string, g: Record<string, string | undefined>, clause: string, at: number): boolean {
  if (g.cur || g.pct || g.code || g.mag || g.dur || g.mult) return false;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= 1900 && n <= 2100) return true;
  return /\b(?:q|h|fy|series|version|v)\s?$/i.test(clause.slice(Math.max(0, at - 8), at));
}

function labelOf(meaning: NumberMeaning, whose: FigureOwner, role: FigureRole, label?: string): string {
  const base = label ?? MEANING_LABELS[meaning];
  // A label that already names the other side ('invoice we owe a supplier') takes no 'their'.
  const named = label !== undefined && /\b(?:we|us|our|supplier|customer|venture['’]s)(?![\w'’])/.test(label);
  const owner = named
    ? ''
    : whose === 'counterparty'
      ? 'their '
      : whose === 'competitor'
        ? 'a competitor’s '
        : '';
  const prefix: Readonly<Record<FigureRole, string>> = {
    actual: '',
    stated: '',
    target: 'target ',
    floor: 'minimum ',
    ceiling: 'at most: ',
    option: 'option considered: ',
    past: 'earlier ',
  };
  // 'A $5M post-money valuation cap' already says it is a ceiling.
  return `${role === 'ceiling' && /\bcap\b/.test(base) ? '' : prefix[role]}${owner}${base}`;
}

export interface NumberReadingOptions {
  kind: KindId | null;
  /** Names of the other party ('Acme'), so 'Acme has $5M ARR' reads as theirs. */
  parties?: readonly RegExp[];
  /** The section each sentence came from, by the sentence's text (a 'Timeline: 6 weeks' is a deadline). */
  sectionOf?: (sentence: string) => string;
  /** Read terms listed with no words from the kind ('$1.2M, 10 years, 9.75%'); off for a board's own sentences. */
  listedTerms?: boolean;
  /**
   * The kind only frames the decision (the board is unsure of it): it does not make a bare
   * 'Budget: €48k' the sum to raise or to borrow, nor a listed sum the loan.
   */
  kindUnsure?: boolean;
}

/** The figures of a decision with their meaning, owner and role; figures whose meaning is unclear are left out. */
export function numbersOf(text: string, options: NumberReadingOptions): ReadingNumber[] {
  const { kind } = options;
  const parties = options.parties ?? [];
  const out: ReadingNumber[] = [];
  // Counts of one trade or team ('4 engineers paid in USD'), dropped when the whole staff is given.
  const staffParts = new Set<ReadingNumber>();
  const atFault = UNITS_AT_FAULT.test(text);
  // Revenue the text implies but does not state (customers × price), added after what it states.
  const implied: ReadingNumber[] = [];
  const lowerText = text.toLowerCase();
  for (const sentence of sentencesOf(text)) {
    const section = options.sectionOf?.(sentence) ?? (sentence.startsWith('Timeline:') ? 'timeline' : '');
    const earlier = text.slice(0, Math.max(0, text.indexOf(sentence)));
    let offset = 0;
    for (const clause of clausesOf(sentence)) {
      const at = sentence.indexOf(clause, offset);
      offset = at + clause.length;
      const lower = clause.toLowerCase();
      for (const m of clause.matchAll(NUMBER)) {
        const g = m.groups ?? {};
        const digits = g.num ?? '';
        const european = /^\d{1,3}(?:\.\d{3}){2,}$/.test(digits);
        const raw = Number(european ? digits.replace(/\./g, '') : digits.replace(/,/g, ''));
        if (!Number.isFinite(raw) || isDateLike(digits, g, clause, m.index)) continue;
        // 'reports per 10,000 units': the base of a rate is no figure of the decision.
        if (/\bper\s*$/i.test(clause.slice(0, m.index))) continue;
        // 'lot 24-118', 'section 14.3', 'policy no. 5521': a label, not a quantity.
        if (!g.cur && !g.code && IDENTIFIER_BEFORE.test(clause.slice(0, m.index))) continue;
        // 'That ₱48M includes …': a sum said again to describe it was read where it was first given.
        if (RESTATED_BEFORE.test(clause.slice(0, m.index)) && earlier.includes(m[0].trim())) continue;
        // 'A €2 deposit cup scheme', 'customers pay a €2 deposit': money the customer leaves and
        // gets back, neither our cost nor our price.
        if (
          DEPOSIT_SCHEME.test(clause.slice(m.index + m[0].length)) ||
          (!g.pct &&
            CUSTOMER_DEPOSIT_BEFORE.test(lower.slice(0, m.index)) &&
            /^\s?(?:refundable\s+)?deposit\b/i.test(clause.slice(m.index + m[0].length)))
        )
          continue;
        // '24 lb bags', '500 ml bottles': the size of a pack, not how many there are.
        if (!g.cur && !g.code && !g.pct && PACK_SIZE_AFTER.test(clause.slice(m.index + m[0].length)))
          continue;
        // '3M Euribor', '6-month SOFR': the tenor of a reference rate, not three million.
        if (!g.cur && !g.code && REFERENCE_RATE_AFTER.test(clause.slice(m.index + m[0].length))) continue;
        const before = lower.slice(0, m.index);
        const after = lower.slice(m.index + m[0].length);
        const sentenceBefore = sentence.slice(0, Math.max(0, at) + m.index).toLowerCase();
        // 'R$ 300 mil' is three hundred thousand: in Portuguese and Spanish 'mil' is a thousand,
        // whatever it means in English slang ('$3 mil').
        const latinThousand =
          (g.mag ?? '').toLowerCase() === 'mil' &&
          /^(?:R\$|BRL|reais|MXN|ARS|COP|CLP|pesos?)$/i.test((g.cur ?? g.code ?? '').trim());
        const magnitude = latinThousand ? 1e3 : (MAGNITUDE[(g.mag ?? '').toLowerCase()] ?? 1);
        const value = raw * magnitude;
        let read: Meaning | null;
        let unit: string;
        let perHead: PerHead | null = null;
        let eachClause: string | null = null;
        // A figure its own phrase rules out is left unplaced: no later guess may give it a meaning.
        let phrase: PhraseRead | null = null;
        const coverage = !g.pct && !g.cur && !g.code && !g.dur && COVERAGE_BEFORE.test(before);
        if (g.mult || coverage) {
          read = coverage
            ? {
                meaning: 'coverage_ratio',
                role: COVENANT_BEFORE.test(before.slice(-60)) ? 'floor' : 'actual',
              }
            : LEVERAGE_BEFORE.test(before) ||
                (LEVERAGE_AFTER.test(after) &&
                  !PRICE_MULTIPLE_BEFORE.test(before) &&
                  // '9x EBITDA' said by a bidder is a price: a lender's ceiling comes with debt words.
                  DEBT_WORDS.test(sentence))
              ? { meaning: 'leverage_limit', role: 'ceiling' }
              : LTV_CAC_BEFORE.test(before)
                ? { meaning: 'ltv_cac_ratio' }
                : REPAYMENT_CAP_BEFORE.test(before)
                  ? { meaning: 'repayment_cap_multiple' }
                  : /\b(preference|liquidation|participat)/.test(lower)
                    ? { meaning: 'liquidation_preference_multiple' }
                    : null;
          unit = 'x';
        } else if (g.pct) {
          const grantTerm = grantPercentOf(before, after, sentence.toLowerCase(), lowerText);
          read = grantTerm ?? percentMeaning(before, after, sentence.toLowerCase(), sentenceBefore, raw);
          phrase = percentPhraseOf(read?.meaning ?? null, before, after);
          read = byPhrase(read, phrase);
          unit = '%';
        } else if (
          g.dur &&
          /^day/i.test(g.dur) &&
          /^\s*(?:(?:payment )?terms\b|(?:after|from|of)\s+(?:each |the |every |our )?(?:delivery|deliveries|invoice|invoicing|receipt|shipment|installation|acceptance))/.test(
            after,
          )
        ) {
          // '90-day terms', '120 days after delivery': days are how long a buyer takes to pay.
          read = { meaning: 'payment_terms_months' };
          unit = 'months';
        } else if (g.dur) {
          read = durationMeaning(
            before,
            after,
            section,
            sentence.toLowerCase(),
            sentence.slice(sentenceBefore.length + m[0].length),
          );
          unit = 'months';
        } else if (
          g.cur ||
          g.code ||
          (g.mag &&
            // '80k followers' counts people, '9.8 million litres' things, whatever money words are near.
            !countedAfter(after) &&
            !GOODS_COUNTED.test(after) &&
            (nearest(MONEY_CUES, before, after) || PER_MONTH.test(after) || PER_YEAR.test(after))) ||
          // '75 a month per employee': a rate per head with a period is money, written without a sign.
          (raw >= 1 && unitRateOf(after, lowerText)?.period != null) ||
          // 'LTV of 20,000', 'CAC is 1,500': figures only money can be, written without a sign.
          (raw >= 10 &&
            (MONEY_ONLY_BEFORE.test(before) || LIFETIME_AFTER.test(after)) &&
            !COUNT_NOUNS.some((n) => n.re.test(after.trimStart())))
        ) {
          // A sum paid weekly, fortnightly or quarterly is read as if monthly, then scaled to a month.
          const period = shortPeriodOf(before, after);
          const [beforeM, afterM] = period ? [period.before, period.after] : [before, after];
          read = moneyMeaning(
            beforeM,
            afterM,
            sentence.toLowerCase(),
            kind,
            lowerText,
            options.kindUnsure,
            sentenceBefore,
          );
          read = contributionRead(beforeM, afterM) ?? read;
          // 'office S$8k a month', 'desks at €300 a month': premises paid monthly are rent, not a price.
          if (
            (read === null || read.meaning === 'price') &&
            /\b(?:office|offices|coworking|co-working|desks?|premises|workspace|office space)\b[^.;\d]{0,15}$/.test(
              beforeM,
            ) &&
            PER_MONTH.test(afterM)
          )
            read = { meaning: 'monthly_cost', label: 'rent' };
          const recurring =
            recurringCostOf(read?.meaning ?? null, beforeM) ??
            billedToUs(read?.meaning ?? null, beforeM, afterM, kind);
          if (recurring) read = { meaning: recurring };
          const sentenceAfter = sentence.slice(sentenceBefore.length + m[0].length).toLowerCase();
          read = grantMoneyOf(
            convertibleTermsOf(read, beforeM, afterM, sentenceBefore, sentenceAfter),
            beforeM,
            afterM,
          );
          phrase = moneyPhraseOf(read?.meaning ?? null, beforeM, afterM, sentenceAfter, sentenceBefore);
          read = byPhrase(read, phrase);
          if ((read === null || read.meaning === 'cost') && owedLaterInSentence(sentenceBefore, afterM))
            read = { meaning: 'existing_debt', label: OWED_TO_CREDITORS };
          if (period && read)
            read = convertsByMonth(read.meaning, read.label, read.monthlyRate)
              ? { ...read, perMonthFactor: 1 / period.months, periodWord: period.word }
              : null;
          if ((read === null || read.meaning === 'budget') && burnFromModel(sentenceBefore))
            read = { meaning: 'monthly_burn' };
          unit = unitOf(g.cur, g.code);
          perHead = perHeadRead(before, after, lowerText);
          if (perHead) read = perHead.read;
          // '40 customers paying $500 a month each': one customer's price; the revenue is the product.
          const paidEach =
            read?.meaning === 'salary' || perHead?.staff
              ? null
              : (orderPriceOf(sentenceBefore) ??
                perCustomerPriceOf(before, after, sentenceBefore, lower, lowerText));
          if (paidEach) {
            perHead = null;
            // 'S/ 12 a unit' of an order is the order's price, though a price a unit alone is left unread.
            if (paidEach.order) phrase = null;
            read = paidEach.order
              ? { meaning: 'price', label: 'price a unit of the order', role: 'actual' }
              : { meaning: 'price', label: 'price each customer pays' };
            const total = value * (paidEach.count ?? 0);
            const per = paidEach.period === 'month' ? ' a month' : ' a year';
            const sum = `${(paidEach.count ?? 0).toLocaleString('en-US')} × ${m[0].trim()} = ${money(total, unitOf(g.cur, g.code) || '$')}${per}`;
            // An order is what one buyer would bring in, on its period; customers paying are today's revenue.
            if (paidEach.period && paidEach.count)
              implied.push({
                meaning: paidEach.order ? 'contract_value' : paidEach.period === 'month' ? 'mrr' : 'arr',
                label: paidEach.order
                  ? `what the order brings in${per} (units × price)`
                  : `${paidEach.period === 'month' ? 'MRR' : 'ARR'} implied by customers × price`,
                value: total,
                text: sum,
                unit: unitOf(g.cur, g.code),
                whose: paidEach.order ? 'counterparty' : 'ours',
                role: 'actual',
                clause,
                corrected_by: null,
              });
          }
          // 'We would pay €140k', 'offering her $180k': in a hire, what we would pay is the pay.
          if (
            kind === 'hire_executive' &&
            !paidEach &&
            (read === null || read.meaning === 'cost') &&
            /\b(?:(?:would|will|could|can|to) pay|paying|offer(?:ing)?)\s+(?:him|her|them|the (?:candidate|hire|person))?\s*(?:a salary of |a base of |about |around |roughly )?$/.test(
              before,
            )
          )
            read = { meaning: 'salary' };
          // 'Hire a couple of engineers, $150k each': each hire's pay, whatever cue is nearer. In a
          // hire, 'developers cost $140k each' is the pay of those the topic counts.
          const countedElsewhere =
            kind === 'hire_executive' && !paidEach && peoplePaid(sentence) === 1 && EACH_PAY_AFTER.test(after)
              ? sentencesOf(text).find((s) => hiresCountedIn(s) > 1)
              : undefined;
          if (countedElsewhere) eachClause = `${countedElsewhere} … ${clause}`;
          if (
            !paidEach &&
            (isEachHiresPay(after, sentence) || countedElsewhere) &&
            (read === null || EACH_PAY_READS.has(read.meaning)) &&
            kind !== 'layoffs' &&
            kind !== 'cost_cutting'
          ) {
            perHead = null;
            read = perMonthAfterEach(after)
              ? { meaning: 'salary', monthlyRate: true }
              : { meaning: 'salary' };
          }
        } else {
          // 'The average account pays 150 a month': a sum with no currency, still what an account pays.
          read =
            AVERAGE_PAYS_BEFORE.test(before) && PER_MONTH.test(after)
              ? { meaning: 'price' }
              : countMeaning(before, after, Boolean(g.person), kind, sentenceBefore);
          // Units are 'affected' only where the text names a fault, a report or a recall; stock
          // stuck at customs is no safety matter (and must not make the decision a recall).
          if (
            read?.meaning === 'units_affected' &&
            kind !== 'product_recall' &&
            kind !== 'shut_down_product' &&
            !atFault
          )
            read = null;
          unit = '';
        }
        // 'Severance would be two weeks per year of service, about $240k in total': a sum the
        // sentence's subject names, when nothing nearer does.
        // Under a per-unit heading a sum 'per unit sold' is one of the unit's costs, not a lone price.
        const listedUnitCost = Boolean(g.cur || g.code) && UNIT_ECONOMICS.test(sentenceBefore);
        if (phrase === 'unplaced' && !listedUnitCost) continue;
        if (!read && (g.cur || g.code)) read = subjectMeaning(sentenceBefore);
        // Under 'Per-unit economics:' every cost listed is what one unit costs, not a year's bill
        // or a one-off ('landed COGS $6.40, FBA fulfilment fee $5.10').
        if (listedUnitCost && (!read || phrase === 'unplaced' || UNIT_COSTS_MEANT.has(read.meaning)))
          read = { meaning: 'cost', label: LISTED_UNIT_COST };
        // 'A referral fee 15% of price': a marketplace's cut of each sale, not a change of our price.
        if (
          g.pct &&
          ((FEE_OF_PRICE_BEFORE.test(before) && OF_PRICE_AFTER.test(after)) || FEE_OF_PRICE_AFTER.test(after))
        )
          read = { meaning: 'sales_fee_pct' };
        // '$18 is the market price now': a price, whoever set it.
        if ((g.cur || g.code) && IS_THE_PRICE_AFTER.test(after)) read = { meaning: 'price' };
        const listedAs = g.pct ? 'pct' : g.dur ? 'dur' : g.cur || g.code || g.mag ? 'money' : null;
        if (!read && listedAs && !g.mult && options.listedTerms !== false)
          read = listedTermOf(
            listedAs,
            options.kindUnsure && listedAs === 'money' ? null : kind,
            before,
            after,
            sentence.toLowerCase(),
          );
        if (!read) continue;
        const dur = (g.dur ?? '').toLowerCase().replace(/s$/, '');
        // '40% year on year' is a rate, not a duration.
        const months = g.dur && !g.pct && !g.cur && !g.code ? raw * (UNIT_MONTHS[dur] ?? 1) : null;
        const statedRole = read.role ?? roleOf(read.meaning, before, after);
        const owner = ownerOf(
          read.meaning,
          clause,
          before,
          sentenceBefore,
          parties,
          text,
          sentence.slice(0, Math.max(0, at) + m.index),
        );
        // Buying or merging with a competitor: the competitor is the other party.
        const statedOwner =
          owner === 'competitor' && (kind === 'acquire_company' || kind === 'merger_or_jv')
            ? 'counterparty'
            : owner;
        // The sentence's shape may say whose the figure is and which way its money goes.
        const held = heldFigure(read.meaning, statedRole, { before, after, sentence });
        if (held) read = { meaning: held.meaning, label: held.label ?? read.label };
        const role = held?.role ?? statedRole;
        // Money held for promoters or clients sits in our account whoever it is owed to.
        const whose = read.label === HELD_FOR_OTHERS ? 'ours' : (held?.whose ?? statedOwner);
        // A fortnight's or a quarter's sum, a month of it.
        const monthly = read.perMonthFactor ? Math.round(value * read.perMonthFactor) : null;
        const yearly = read.monthlyRate ? Math.round((monthly ?? value) * 12 * 100) / 100 : null;
        const figure: ReadingNumber = {
          meaning: read.meaning,
          label: labelOf(read.meaning, whose, role, read.label),
          value:
            months !== null
              ? Math.round(months * 10) / 10
              : read.perQuarter
                ? Math.round(value / 3)
                : read.perYearBurn
                  ? Math.round(value / 12)
                  : (yearly ?? monthly ?? value * (perHead?.count ?? 1)),
          text: perHead
            ? `${m[0].trim()} per ${perHead.unit} × ${perHead.count.toLocaleString('en-US')} = ${money(value * perHead.count, unit || '$')}${perHead.read.meaning === 'monthly_cost' ? ' a month' : perHead.read.meaning === 'annual_cost' ? ' a year' : ''}`
            : monthly !== null
              ? `${m[0].trim()} ${read.periodWord ?? ''} (${money(monthly, unit || '$')} a month${yearly === null ? '' : `, ${money(yearly, unit || '$')} a year`})`
              : read.perQuarter
                ? `${m[0].trim()} a quarter (${money(Math.round(value / 3), unit || '$')} a month)`
                : read.perYearBurn
                  ? `${m[0].trim()} a year (${money(Math.round(value / 12), unit || '$')} a month)`
                  : yearly === null
                    ? m[0].trim()
                    : `${m[0].trim()} a month (${unit === '%' ? `${yearly}%` : money(yearly, unit)} a year)`,
          unit,
          whose,
          role,
          // The count of people a pay is each one's may sit in another clause of the sentence.
          clause:
            read.meaning === 'salary' && eachClause
              ? eachClause
              : read.meaning === 'salary' && peoplePaid(clause) === 1 && peoplePaid(sentence) > 1
                ? sentence
                : clause,
          corrected_by: null,
        };
        out.push(figure);
        if (
          read.meaning === 'headcount' &&
          role === 'actual' &&
          (ONE_TRADE_AFTER.test(after) || ONE_TEAM_BEFORE.test(before))
        )
          staffParts.add(figure);
      }
    }
  }
  return dedupe(
    partsOfTheStaffLeftOut(
      withoutPriceReadAsCost(
        withoutRestatedBudget(
          withBurnFromCosts(
            withNetBurn(
              withPayrollOnItsYear(withImplied(withContractIncome(quotesOnTheirPeriod(out), text), implied)),
            ),
          ),
        ),
        kind,
      ),
      staffParts,
    ),
    sentencesOf(text)[0] ?? '',
  );
}

/**
 * 'About 22% of their A$3.9M wage bill' beside revenue of A$48M: a wage bill with no period that
 * would, as a month, be most of a year's revenue is a year's wage bill.
 */
function withPayrollOnItsYear(numbers: ReadingNumber[]): ReadingNumber[] {
  const revenue = numbers.find(
    (n) => n.meaning === 'annual_revenue' && n.whose === 'ours' && n.role === 'actual',
  );
  if (!revenue) return numbers;
  return numbers.map((n) =>
    n.meaning === 'monthly_cost' &&
    n.label === 'monthly payroll' &&
    n.unit === revenue.unit &&
    !MONTH_SAID.test(n.clause) &&
    n.value * 12 > revenue.value * 0.9 &&
    n.value < revenue.value
      ? { ...n, meaning: 'annual_cost', label: 'annual payroll' }
      : n,
  );
}
const MONTH_SAID = /\b(?:a|per|each|every) month\b|\bmonthly\b|\/\s*mo(?:nth)?\b|\bpcm\b/i;

/** A count of one trade or one team: '4 engineers paid in USD', 'our finance team is 3 people'. */
const ONE_TRADE_AFTER =
  /^\s*(?:[\w-]+\s+)?(?:engineers?|developers?|designers?|cooks?|chefs?|drivers?|nurses?|doctors?|dentists?|salespeople|sales ?reps?|agents?|operators?|technicians?|mechanics?|analysts?|accountants?|lawyers?|teachers?|pickers?|cleaners?|waiters?|baristas?|managers?|consultants?|contractors?|freelancers?|stylists?|bakers?)\b/;
const ONE_TEAM_BEFORE =
  /\b(?:finance|sales|engineering|tech|technical|product|marketing|support|customer service|ops|operations|legal|hr|kitchen|design|data|it|accounts|admin|management|leadership)\s+(?:team|department|staff|function)\s+(?:is|of|has|counts|:)\s*(?:about\s+|around\s+|only\s+|just\s+)?$/i;

/** Where the text gives the whole staff, a count of one trade or team in it is not the headcount. */
function partsOfTheStaffLeftOut(
  numbers: ReadingNumber[],
  parts: ReadonlySet<ReadingNumber>,
): ReadingNumber[] {
  if (!numbers.some((n) => n.meaning === 'headcount' && !parts.has(n))) return numbers;
  return numbers.filter((n) => !parts.has(n));
}

/** The figure's own phrase overrides the guess: a meaning it fixes, or no meaning at all. */
function byPhrase(read: Meaning | null, phrase: PhraseRead | null): Meaning | null {
  if (phrase === null) return read;
  return phrase === 'unplaced' ? null : phrase;
}

/**
 * 'Our costs are $120k a month and revenue is $45k a month': the cash goes out at the difference,
 * $75k, and that net burn is what runway is counted on. Added first, shown with its sum; the gross
 * costs stay in the reading. With revenue at or above the costs there is no burn to add.
 */
function withNetBurn(numbers: ReadingNumber[]): ReadingNumber[] {
  const ours = (n: ReadingNumber) => n.role === 'actual' && n.whose === 'ours';
  const gross = numbers.find(
    (n) => ours(n) && n.meaning === 'monthly_burn' && n.label === 'monthly costs (gross burn)',
  );
  if (!gross || numbers.some((n) => ours(n) && n.meaning === 'monthly_burn' && n !== gross)) return numbers;
  const mrr = numbers.find((n) => ours(n) && n.meaning === 'mrr');
  const yearly = numbers.find((n) => ours(n) && (n.meaning === 'arr' || n.meaning === 'annual_revenue'));
  const monthly = mrr
    ? { value: mrr.value, text: mrr.text }
    : yearly
      ? { value: yearly.value / 12, text: `${yearly.text} ÷ 12` }
      : null;
  // Revenue that covers the costs, or a profit stated, leaves no burn: the costs are only costs.
  const profit = numbers.find((n) => ours(n) && n.meaning === 'operating_profit' && n.value > 0);
  if ((monthly && monthly.value >= gross.value) || (profit && !monthly))
    return numbers.map((n) => (n === gross ? { ...n, meaning: 'monthly_cost', label: 'monthly costs' } : n));
  if (!monthly || monthly.value <= 0) return numbers;
  const net = Math.round(gross.value - monthly.value);
  return [
    {
      ...gross,
      label: 'monthly burn (costs less revenue)',
      value: net,
      text: `${gross.text} costs − ${money(Math.round(monthly.value), gross.unit || '$')} revenue = ${money(net, gross.unit || '$')} a month`,
    },
    ...numbers,
  ];
}

/**
 * 'Budget: $140M EV, 80% cash' under an offer of $140M: the budget field restates the deal's own
 * figure, which is no second sum to spend (set against revenue it reads as spending 119% of it).
 */
/** Money coming in: restated as a 'budget' it would read as a sum to spend. */
const DEAL_FIGURES: ReadonlySet<string> = new Set(['offer_price', 'contract_value', 'valuation']);
function withoutRestatedBudget(numbers: ReadingNumber[]): ReadingNumber[] {
  return numbers.filter(
    (n) =>
      !(
        n.meaning === 'budget' &&
        /^budget:/i.test(n.clause.trim()) &&
        numbers.some((m) => m !== n && DEAL_FIGURES.has(m.meaning) && m.value === n.value)
      ),
  );
}

/** 'Sell only an annual plan at R$399 … R$399 upfront by Pix': in a price change, our price told twice. */
function withoutPriceReadAsCost(numbers: ReadingNumber[], kind: KindId | null): ReadingNumber[] {
  if (kind !== 'pricing_change') return numbers;
  const prices = numbers.filter((n) => n.meaning === 'price' && n.whose === 'ours');
  return numbers.filter(
    (n) =>
      !(
        n.meaning === 'cost' &&
        !isUnitCost(n) &&
        n.whose === 'ours' &&
        prices.some((p) => p.value === n.value)
      ),
  );
}

/** A cost the step would add, not one the company pays today. */
const PROPOSED_COST = /\b(?:would|will|new|proposed|planned|extra|additional|another|second|if we)\b/i;

/**
 * 'Payroll A$118k/month, rent + software A$27k, creator travel ~A$15k a month … commission revenue
 * ~A$62k a month': with no burn stated, today's monthly costs less the monthly revenue are the burn
 * the runway is counted on (and a runway the text claims is checked against it).
 */
function withBurnFromCosts(numbers: ReadingNumber[]): ReadingNumber[] {
  const ours = (n: ReadingNumber) => n.role === 'actual' && n.whose === 'ours';
  if (numbers.some((n) => ours(n) && n.meaning === 'monthly_burn')) return numbers;
  if (!numbers.some((n) => ours(n) && n.meaning === 'cash')) return numbers;
  const costs = numbers.filter(
    (n) =>
      ours(n) &&
      n.meaning === 'monthly_cost' &&
      n.label !== 'monthly cost added to the burn' &&
      !PROPOSED_COST.test(n.clause),
  );
  if (costs.length < 2 || !costs.some((n) => n.label === 'monthly payroll')) return numbers;
  const total = costs.reduce((t, n) => t + n.value, 0);
  const mrr = numbers.find((n) => ours(n) && n.meaning === 'mrr');
  const yearly = numbers.find((n) => ours(n) && (n.meaning === 'arr' || n.meaning === 'annual_revenue'));
  const revenue = mrr ? mrr.value : yearly ? yearly.value / 12 : 0;
  if (revenue >= total) return numbers;
  const net = Math.round(total - revenue);
  const unit = costs[0]?.unit || '$';
  const first = costs[0] as ReadingNumber;
  return [
    ...numbers,
    {
      ...first,
      meaning: 'monthly_burn',
      label: revenue > 0 ? 'monthly burn (costs listed less revenue)' : 'monthly burn (costs listed)',
      value: net,
      text: `${costs.map((n) => n.text).join(' + ')} costs${revenue > 0 ? ` − ${money(Math.round(revenue), unit)} revenue` : ''} = ${money(net, unit)} a month`,
    },
  ];
}

/**
 * Revenue implied by customers × price stands for today's revenue when the text states none of
 * its own; when it states the same figure (MRR beside customers × a monthly price), the computed
 * one goes first (the board decides on arithmetic) and the premise checks compare the two.
 */
function withImplied(stated: ReadingNumber[], implied: readonly ReadingNumber[]): ReadingNumber[] {
  if (implied.length === 0) return stated;
  const revenue = (n: ReadingNumber) =>
    (n.meaning === 'mrr' || n.meaning === 'arr' || n.meaning === 'annual_revenue') &&
    n.role === 'actual' &&
    n.whose === 'ours';
  const first = implied[0] as ReadingNumber;
  const states = stated.filter(revenue);
  if (states.length === 0) return [...stated, first];
  // Revenue stated another way (a year's turnover beside one group's monthly fees) may count more
  // than the customers counted here: the stated figure stands.
  return states.some((n) => n.meaning === first.meaning) ? [first, ...stated] : stated;
}

/** The same figure stated twice (in the topic and the context) is one fact. */
function dedupe(numbers: readonly ReadingNumber[], question: string): ReadingNumber[] {
  const asked = (n: ReadingNumber) => question.includes(n.clause);
  return numbers.filter(
    (n, i) =>
      numbers.findIndex(
        (m) =>
          m.meaning === n.meaning &&
          m.value === n.value &&
          m.role === n.role &&
          m.whose === n.whose &&
          // Two measures saving the same sum ('drop Zoom ($12k), end the courier deal ($12k)') are
          // two; a saving the question names and the context restates ('a clean $45k saving') is one.
          (m.meaning !== 'saving' || m.clause === n.clause || asked(m) || asked(n)),
      ) === i,
  );
}

/** The figure of a meaning that describes us today (not a target, option, bound or someone else's). */
export function actualOf(numbers: readonly ReadingNumber[], meaning: NumberMeaning): ReadingNumber | null {
  return numbers.find((n) => n.meaning === meaning && n.role === 'actual' && n.whose === 'ours') ?? null;
}

/** The figure of a meaning in any role or owner, preferring ours and actual. */
export function anyOf(numbers: readonly ReadingNumber[], meaning: NumberMeaning): ReadingNumber | null {
  return actualOf(numbers, meaning) ?? numbers.find((n) => n.meaning === meaning) ?? null;
}
