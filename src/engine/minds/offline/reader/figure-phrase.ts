// A figure's meaning from the noun phrase it belongs to, before any guess from the topic or the
// kind: '$1.40 per share' is one share's price, never the round; 'our existing loan of $800k' is
// debt carried, never new money; 'an operating loss of $1.8M last year' is a year's loss, never a
// month's burn; '250k monthly active users' is a count, never a cost; '40% in shares' is how a
// price is paid, never a stake. A figure whose phrase rules its guess out and names nothing the
// reader has a meaning for is left unplaced: a board that says less says nothing wrong.

import type { FigureRole } from '../../../reading.ts';
import { type NumberMeaning, PRESENT_STATE } from './meanings.ts';
import { COUNT_NOUNS, PER_MONTH, perMonthAfterEach, REFERENCE_RATES } from './number-cues.ts';

/** The reader's verdict from the phrase: a meaning it fixes, or 'unplaced' (the guess is wrong, nothing better is known). */
export type PhraseRead =
  | {
      meaning: NumberMeaning;
      label?: string;
      perYearBurn?: boolean;
      monthlyRate?: boolean;
      role?: FigureRole;
    }
  | 'unplaced';

/** Meanings that are a total of money: a figure quoted per unit can never be one of them. */
const TOTALS: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'raise_amount',
  'valuation',
  'post_money_valuation',
  'offer_price',
  'purchase_price',
  'loan_amount',
  'cash',
  'mrr',
  'arr',
  'annual_revenue',
  'monthly_burn',
  'budget',
  'contract_value',
  'grant_amount',
  'fine_amount',
  'credit_facility',
]);

/** '$1.40 per share', '€2.10 a share', '$310/tonne': one unit's figure. */
const PER_UNIT_AFTER =
  /^\s*(?:(?:(?:per|a|an|each)\s+|\/\s*)(?:share|stock unit|tonne|ton|kg|kilo|litre|liter|barrel|unit|item|piece|square (?:foot|metre|meter)|sq\.? ?(?:ft|m)|night|room night|seat|bed)s?\b)/;

/**
 * '$300.000 per home passed', '$2.500 per active sub a month': a network's cost of one home or one
 * subscriber, which only a count of them turns into a sum; never the step's one-off cost.
 */
const PER_CONNECTION_AFTER =
  /^\s*(?:(?:per|a|an|each)\s+|\/\s*)(?:active |paying |new )?(?:sub(?:scriber)?|home(?: passed)?|household|connection|premises passed)s?\b/;

const PER_SHARE_AFTER = /^\s*(?:(?:per|a|an|each)\s+|\/\s*)(?:share|stock unit)s?\b/;

/** New money a deal would bring: what a carried debt must never be read as. */
const NEW_MONEY: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'loan_amount',
  'raise_amount',
  'credit_facility',
  'cash',
  'cost',
  'contract_value',
  'budget',
  'valuation',
]);

const DEBT_NOUN = '(?:loans?|debts?|borrowings?|mortgages?|bank debt|term loan|facility|overdraft|notes)';
/**
 * 'Our existing loan of $800k', 'net debt stands at $2.2M', 'we already owe the bank $600k',
 * '$1.5M of outstanding debt': a debt carried today, not money a decision brings in. Its service
 * ('existing debt service is $1.9M a year') is read elsewhere.
 */
const CARRIED_DEBT_BEFORE = new RegExp(
  String.raw`(?:\b(?:existing|current|outstanding|net|old|legacy|remaining|prior)\s+(?:\w+\s+)?${DEBT_NOUN}\b(?![^.;]*\b(?:service|repayments?|payments?|instal(?:l)?ments?|interest)\b)[^.;,]{0,25}|\b(?:already|still|currently)\s+owe\b[^.;,]{0,25}|\bour\s+(?!new\b|first\b|proposed\b|planned\b|next\b)(?:\w+\s+)?${DEBT_NOUN}\s+(?:of|is|was|stands at|at)\s+(?:about\s+|around\s+|roughly\s+)?|\bwe\s+owe\b(?:\s+(?:the|our)\s+\w+)?\s*|\bdebt\s+(?:already\s+)?(?:stands|sits)\s+at\s*)$`,
);
const CARRIED_DEBT_AFTER =
  /^\s*(?:of|in)\s+(?:existing\s+|outstanding\s+|current\s+|bank\s+|net\s+)*(?:debt|loans?|borrowings?)\b/;
const GROSS_VALUE_WORDS =
  '(?:gmv|gross (?:merchandise|transaction|booking|order) (?:value|volume)s?|gross bookings|total (?:payment|transaction) volume|tpv)';
const GROSS_VALUE_AFTER = new RegExp(
  String.raw`^\s*(?:\/\s*(?:month|mo|year|yr)\s*|(?:a|per) (?:month|year)\s*)?(?:of |in )?${GROSS_VALUE_WORDS}\b`,
  'i',
);
const GROSS_VALUE_BEFORE = new RegExp(
  String.raw`\b${GROSS_VALUE_WORDS}\s+(?:of|is|was|at|averag\w*|running at|reached|hit)?\s*(?:about |around |roughly |~)?$`,
  'i',
);
/** Money owed to trade creditors or the tax office: due now, not a loan's balance. */
export const OWED_TO_CREDITORS = 'owed to creditors (suppliers, tax)';
/** Units a business lets or sells by the place: desks, rooms, beds, pitches. */
export const LET_UNITS =
  'desks?|rooms?|beds?|seats?|pitches|pitch|stalls?|keys?|offices|office|spaces?|berths?|lockers?|plots?|apartments?|flats?|units?|bays?|chairs?|suites?|cabins?|villas?|studios?';
const REVENUE_PER_UNIT_BEFORE = new RegExp(
  String.raw`\b(?:revenue|rent|price|rate|fee|yield|income|adr)\s+(?:per|a|each)\s+(?:occupied |let |rented |filled |sold |available |booked )?(?:${LET_UNITS})\s*(?:of|is|at|:)?\s*(?:about |around |roughly |~)?$`,
);
const COST_PER_UNIT_BEFORE =
  /\bcosts? (?:per|a|each) (?:[\w-]+ ){0,2}?(?:flight|trip|journey|seat|night|room|visit|meal|cover|unit|item|piece|job|delivery|order|shipment|run|load|batch|class|session|treatment|turn|sortie|voyage|sailing|show|event|box|case|pallet|tonne|ton|kg|litre|liter)s?\s*(?::|is|of|at|about|around|roughly|~)?\s*(?:about |around |roughly |~)?$/;
const FEES_BILLED_AFTER =
  /^\s*(?:in |of )?(?:annual |yearly |fee )?(?:fees|fee revenue|fee income|billings)\b(?!\s+(?:to|for|paid|on|owed|due|we pay))/;
const FEES_BILLED_BEFORE =
  /(?:^|[,;:(]\s*|\b(?:our|their|its|annual|yearly|total) )(?:fees|fee revenue|fee income|billings)\s*(?:of|:|are|were|was|at|about|around)?\s*(?:about |around |roughly |~)?$/;
const FEES_PAID_BEFORE =
  /\b(?:pay|paid|paying|charg\w*|cost\w*|spend\w*|legal|advis\w*|broker\w*|agent\w*|arrangement|management|agency|consult\w*|transaction|exit|entry|success|licen[cs]\w*|their|asks?|asking|wants?|quot\w*)\b[^.;]{0,30}$/;
const PROJECT_COST_AFTER =
  /^\s*(?:in\s+)?(?:total\s+|all-in\s+|gross\s+)?(?:development|project|build|construction|scheme)\s+costs?\b/;
const EQUITY_PUT_IN_BEFORE = /\bwith (?:our|my|their|the founders['’]?) (?:own )?equity\s*\(\s*$/;
export const DRAWN_ON_THE_LINE = 'drawn on the credit line';
const SURETY_NAMED = /\b(?:surety|bonding|bond|guarantee)\s+(?:line|facility|capacity|limit)\b/i;
const SURETY_LINE_BEFORE =
  /\b(?:surety|bonding|bond|guarantee)\s+(?:line|facility|capacity|limit)\s*(?:is|of|at|:)?\s*(?:about |around |~)?$/i;
const BOND_BEFORE = /\b(?:bond|fianza|guarantee|surety|garant[ií]a)\b[^.;%\d]{0,30}$/i;
const USED_AFTER = /^\s*(?:is |are )?(?:already )?(?:used|drawn|committed|utili[sz]ed|taken)\b/;
const LINE_BEFORE =
  /\b(?:credit line|line of credit|overdraft|revolver|working[- ]capital line)\s*(?:is|of|at|:)?\s*(?:about |around |~)?$/i;
const DRAWN_AFTER =
  /^\s*(?:already |currently |now )?(?:drawn|used|utili[sz]ed)\b(?!\s+(?:up|from|on (?:the )?(?:grant|budget)))|^\s*(?:was|is|were) (?:the )?(?:first |second |latest |a )?(?:drawdown|draw) (?:on|from|under)\b/;
export const HELD_FOR_OTHERS = 'money held for others and owed on';
export const REFUNDS_OWED = 'refunds owed to customers';
const HELD_FOR_OTHERS_AFTER =
  /^\s*(?:of\s+)?(?:[\w'’-]+\s+){0,4}?(?:collected|held|taken|received)\s+(?:on behalf of|for)\b[^.;]{0,90}\b(?:remit\w*|pass(?:ed|es)? (?:it |them )?on|pays? (?:it |them )?(?:over|on|out)|hand(?:ed)? (?:it )?over|owed? (?:to )?them|due to them|belongs? to)|^\s*(?:of|in)\s+(?:client|clients['’]|customer|customers['’]|third[- ]party)\s+(?:money|funds)\b|^\s*of (?:the|our) cash is\b[^.;]{0,50}\b(?:money|funds|sales)\b[^.;]{0,20}\b(?:owed|due|remitted|passed on)\b/;
const HELD_FOR_OTHERS_BEFORE =
  /\b(?:client money|clients['’] money|held (?:in trust )?(?:for|on behalf of) (?:clients|customers|promoters|tenants|members))\b[^.;]{0,20}(?:of\s+)?(?:about |around |roughly |some |~)?$/;
const CREDITOR =
  '(?:(?:our |the |its |their )?(?:suppliers|creditors|vendors|subcontractors|landlord|hmrc|irs|cra|ato|sars|the tax (?:office|authorit(?:y|ies)|man)|tax authorit(?:y|ies)|the revenue))';
const OWED_TO_CREDITORS_BEFORE = new RegExp(
  String.raw`\b(?:owes?|owing|we owe|in arrears (?:to|with))\s+${CREDITOR}\s+(?:about |around |roughly |some |~|over |nearly )?$|\b(?:arrears|overdue (?:bills|invoices|payables|taxes)|unpaid (?:bills|invoices|taxes|vat|paye)|tax arrears|vat arrears)\s+(?:of |at |total\w* |stand\w* at |come to |are )?(?:about |around |roughly |some |~)?$`,
  'i',
);
const OWED_TO_CREDITORS_AFTER = new RegExp(
  String.raw`^\s*(?:(?:is |are |still )?(?:owed|overdue|outstanding|unpaid|in arrears) (?:to )?${CREDITOR}|(?:in |of )(?:overdue |unpaid )(?:bills|invoices|taxes|vat|paye|supplier invoices)|(?:in |of )(?:tax |vat |rent |supplier )?arrears)`,
  'i',
);
const OWES_IN_SENTENCE = /\b(?:owes?|owing|owed|overdue|arrears)\b[^.;]*$/i;
const TO_A_CREDITOR_AFTER = new RegExp(String.raw`^\s*(?:to|with)\s+${CREDITOR}\b`, 'i');
/** 'Owes suppliers £610k, plus £140k to HMRC': a later sum of the sentence's debts, owed to a creditor. */
export const owedLaterInSentence = (sentenceBefore: string, after: string): boolean =>
  OWES_IN_SENTENCE.test(sentenceBefore.slice(-90)) && TO_A_CREDITOR_AFTER.test(after);
/** 'Our €8m term loan floats at', 'refinance our $2m mortgage': a loan of ours named with its size. */
const OUR_SIZED_LOAN_BEFORE = /\bour\s*(?:existing\s+|current\s+)?$/;
const OUR_SIZED_LOAN_AFTER =
  /^\s*(?:[\w-]+\s+){0,2}?(?:loans?|mortgages?|facilit(?:y|ies)|debt|borrowings?|overdraft|bonds?|notes?)\b(?!\s+(?:application|request|offer|proposal|would|will|we (?:want|need|plan)))/;
/** 'Our loan with the bank (€2.4m outstanding)', 'the mortgage, $900k still owed': what is left of a loan. */
const LEFT_OF_A_LOAN_AFTER = /^\s*(?:still\s+)?(?:outstanding|owed|owing|left to (?:repay|pay)|to repay)\b/;
const LOAN_NAMED_BEFORE = new RegExp(String.raw`\b${DEBT_NOUN}\b[^.;]{0,40}$`);

/** 'Operating loss of $1.8M last year', 'a $900k EBITDA loss', 'net loss was $2.4M in FY2025'. */
const NAMED_LOSS_BEFORE =
  /\b(?:operating|net|ebitda|pre-tax|pretax|trading|annual|yearly|full-year)\s+loss(?:es)?\b[^.;,]{0,30}$/;
const NAMED_LOSS_AFTER = /^\s*(?:\w+\s+)?(?:operating|net|ebitda|pre-tax|trading)\s+loss\b/;

/** A period in the past the figure was counted over: 'last year', 'in FY24', 'in 2025', 'over the past 12 months'. */
const PAST_YEAR_AFTER =
  /^\s*(?:\w+\s+){0,2}?(?:last year|this year|(?:in|for|during) (?:fy\s?['’]?\d{2,4}|(?:19|20)\d\d|the (?:last|past|previous) (?:year|12 months|twelve months)|the (?:financial|fiscal) year)|over the (?:last|past) (?:year|12 months|twelve months))\b/;

/**
 * 'Last year we ran an operating deficit of ₱11.4 million', 'our annual loss is $500k': a year's
 * loss said before the sum, to be read a month at a time, never as a month's burn.
 */
const YEAR_OF_LOSS_BEFORE =
  /\b(?:(?:last|this|previous|the past) (?:financial |fiscal )?year|in (?:fy\s?['’]?\d{2,4}|(?:19|20)\d\d)|(?:annual|yearly|full[- ]year)\s+(?:operating\s+|net\s+)?(?:deficit|loss|losses|shortfall|burn))\b[^.;:]*$/;

/** 'Monthly burn is ₱5.2M on average this year': the month is named, the year only dates it. */
const MONTH_NAMED_BEFORE = /\b(?:monthly|per month|a month|each month|every month)\b[^.;\d]*$/;

const PAST_ROUND_AFTER =
  /^\s*(?:\w+\s+)?(?:pre-seed|seed|series [a-f]|round|bridge|angel round)\b(?:\s+\w+){0,3}?\s+(?:in (?:(?:19|20)\d\d|early|late|mid)|last (?:year|month|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)|(?:\w+ )?(?:years?|months?) ago)\b/;

const WHEN_IN_THE_PAST = String.raw`(?:in (?:(?:19|20)\d\d|early|late|mid)|last (?:year|month|spring|summer|autumn|fall|winter|quarter)|(?:\w+ )?(?:years?|months?) ago)`;
const DEAL_SUMS: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'offer_price',
  'purchase_price',
  'raise_amount',
  'loan_amount',
]);
const WORKED_OUT_BEFORE = /(?:\d\s?%|\d\s?[×x*]|[×*])(?:(?!\.\s)[^=;])*=\s*$/;
/** 'Series A fund 15% (invested PLN 20 mln', 'our seed investors put in $2M': money raised before. */
const INVESTED_BEFORE =
  /\b(?:fund|investors?|vcs?|angels?|series [a-f]|seed|round|backers?)\b[^.;]{0,40}\b(?:(?<!\b(?:will|would|could|to) (?:have )?(?:be )?)invested|\(\s*put in)\s*(?:about |around |roughly |~)?$/;
const RAISED_BEFORE = /\braised\s*(?:about |around |roughly |~)?$/;
const WHEN_IN_THE_PAST_AFTER = new RegExp(String.raw`^\s*(?:\w+\s+)?${WHEN_IN_THE_PAST}\b`);
const RAISED_IN_THE_PAST_AFTER = new RegExp(
  String.raw`^\s*(?:\w+\s+)?(?:was\s+)?raised\b(?:\s+\w+){0,2}?\s+${WHEN_IN_THE_PAST}\b`,
);

const ROLE = String.raw`(?:cto|cfo|coo|ceo|cmo|cro|vp(?: of [\w-]+)?|head of [\w-]+|engineers?|developers?|technicians?|designers?|managers?|directors?|founders?|co-founders?|salesperson|sales reps?|reps?|account executives?|analysts?|accountants?|nurses?|hires?|chief [\w-]+ officer|drivers?|chefs?|cooks?|bakers?|baristas?|stylists?|cleaners?|mechanics?|electricians?|plumbers?|receptionists?|assistants?|waiters?|couriers?|carers?|teachers?|therapists?|hygienists?|pharmacists?)`;
/** 'A CTO on $180k a year', 'two founders at $90k each', 'each technician would cost $85k': one person's pay. */
const ROLE_AT_BEFORE = new RegExp(
  String.raw`(?:\b${ROLE}\s+(?:at|on)|\b(?:each|every|one|a|per)\s+(?:new\s+|extra\s+|additional\s+|senior\s+|junior\s+|field\s+)?${ROLE}\s+(?:would\s+|will\s+)?costs?(?:\s+us)?)\s+(?:about |around |roughly |~)?$`,
);
/** 'Our founders draw $8k a month each', 'the CTO earns $190k': pay, whatever else the sentence holds. */
const ROLE_PAID_BEFORE = new RegExp(
  String.raw`\b${ROLE}\s+(?:each\s+)?(?:take|takes|draw|draws|earn|earns|(?:are|is|would be|will be|get|gets) paid)(?:\s+home)?\s+(?:about |around |roughly |~)?$`,
);
/**
 * Readings a person's pay must never take: the company's income, new money, the product's price, a
 * one-off cost. A running cost stays one (a fractional CFO's monthly fee is what it costs us).
 */
const NOT_PAY: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'mrr',
  'arr',
  'annual_revenue',
  'raise_amount',
  'price',
  'cost',
  'contract_value',
  'budget',
  'offer_price',
  'purchase_price',
  'loan_amount',
]);

/** 'The fire left $400k uninsured', 'an uninsured loss of $400k': money we bear, not money we hold or borrow. */
const UNINSURED_AFTER =
  /^\s*(?:\w+\s+){0,2}?(?:uninsured|not (?:covered|insured)|outside (?:the|our) (?:policy|cover))\b/;
const UNINSURED_BEFORE = /\buninsured\b[^.;,]{0,25}$/;

const PENSION_DEFICIT_BEFORE =
  /\b(?:pension|scheme|funding) (?:deficit|shortfall|gap|liabilit(?:y|ies))\s*(?:of|is|was|:|at)?\s*(?:about |around |roughly |~)?$/;
const PENSION_DEFICIT_AFTER =
  /^\s*(?:pension|scheme|funding) (?:deficit|shortfall|gap)\b|^\s*(?:deficit|shortfall) (?:on|in) (?:the |a |its |their |our )?(?:\w+ )?(?:pension|scheme)\b/;

/** 'The land is worth $3M', 'equipment valued at $1.1M': an asset's value, not the company's price. */
const ASSET_WORTH_BEFORE =
  /\b(?:land|property|properties|building|site|plot|premises|equipment|machinery|fleet|inventory|stock on hand|real estate|freehold|warehouse|vehicles?|patents?)\b[^.;,]{0,25}\b(?:worth|valued at|appraised at)\s*(?:about |around |roughly |~)?$/;

/** 'The packaging stock (~€8k)', 'inventory of $40k': goods held, not the company's price or new money. */
const GOODS_NAMED_BEFORE =
  /\b(?:inventory|(?:packaging|unsold|old|product|finished|raw|excess|dead)\s+stock|stock on hand)\s*(?:\(|:|of|worth|valued at|at)?\s*(?:~|about |around |roughly )?$/;

/** 'S$5m on S$20m pre': the sum before 'on … pre/post' is the money raised, the other the valuation. */
const ON_VALUATION_AFTER =
  /^\s*(?:on|at)\s+(?:a\s+)?\S{0,4}\d[\d.,]*\s*(?:k|m|mm|mn|bn|b|million|billion)?\s*(?:pre|post)\b/;

/** 'Revenue was ₩6.2bn in 2022; last year it was …': a figure dated to a year, with a later one said after it. */
const DATED_YEAR_AFTER = /^\s*(?:\w+\s+)?(?:in|for|during)\s+(?:fy\s?)?(?:19|20)\d\d\b/;
const LATER_SAID = /\b(?:last year|this year|since then|now|today|currently)\b/;

/** The phrase's own reading of a sum, given what the reader would otherwise have guessed. */
export function moneyPhraseOf(
  guess: NumberMeaning | null,
  before: string,
  after: string,
  sentenceAfter = '',
  sentenceBefore = '',
): PhraseRead | null {
  // One share's price is no product's price either: the reader has no meaning for it.
  if (PER_SHARE_AFTER.test(after)) return 'unplaced';
  // 'A$310k/month GMV': what passes through a marketplace or agency is neither its revenue nor a cost.
  if (GROSS_VALUE_AFTER.test(after) || GROSS_VALUE_BEFORE.test(before.slice(-40))) return 'unplaced';
  // '52% of PLN 180 mln = PLN 93,6 mln': a sum the writer worked out is their claim, which the
  // board's own sums check; read as an offer or a cost it would be counted twice.
  if ((guess === null || DEAL_SUMS.has(guess)) && WORKED_OUT_BEFORE.test(before.slice(-60)))
    return 'unplaced';
  // '£18 an hour': a rate of pay or hire, no sum of the decision until the hours are multiplied out.
  if (/^\s*(?:(?:per|an?|each)\s+|\/\s*)(?:hour|hr)s?\b|^\s*hourly\b/.test(after)) return 'unplaced';
  if (PER_UNIT_AFTER.test(after) && (guess === null || TOTALS.has(guess))) return 'unplaced';
  if (PER_CONNECTION_AFTER.test(after)) return 'unplaced';
  if (UNINSURED_AFTER.test(after) || UNINSURED_BEFORE.test(before.slice(-40)))
    return { meaning: 'cost', label: 'loss not covered by insurance' };
  // 'Includes ₱11M of ticket sales collected for outside promoters, which we remit to them': money
  // in our account that is someone else's, owed on within days, never revenue or spendable cash.
  if (
    HELD_FOR_OTHERS_AFTER.test(after) ||
    HELD_FOR_OTHERS_AFTER.test(sentenceAfter) ||
    HELD_FOR_OTHERS_BEFORE.test(before.slice(-50))
  )
    return { meaning: 'existing_debt', label: HELD_FOR_OTHERS, role: 'actual' };
  // 'Average revenue per occupied desk PLN 1,150 a month': one unit's price, not the company's revenue.
  if (REVENUE_PER_UNIT_BEFORE.test(before.slice(-60))) return { meaning: 'price' };
  // 'Contribution of PLN 345k a month': a claimed profit the board's own sums check, never a cost.
  if (
    /(?<!\b(?:own|our|their|matching|match|equity|capital|cash|co-?funding) )\bcontribution(?: margin)?\s*(?:of|is|at|:)?\s*(?:about |around |roughly |~)?$/.test(
      before.slice(-40),
    )
  )
    return 'unplaced';
  // 'Cost per one-way flight US$12,400 all-in': what one unit costs, never a one-off sum.
  if (
    (guess === null || guess === 'cost' || TOTALS.has(guess)) &&
    COST_PER_UNIT_BEFORE.test(before.slice(-50))
  )
    return { meaning: 'cost', label: 'unit cost' };
  // 'CA$5.1M fees', 'fee revenue of CA$9.2M' in a firm's description: what it bills, its revenue.
  if (
    (guess === null || guess === 'cost') &&
    (FEES_BILLED_AFTER.test(after) || FEES_BILLED_BEFORE.test(before.slice(-30))) &&
    !FEES_PAID_BEFORE.test(before.slice(-40))
  )
    return { meaning: 'annual_revenue' };
  // '€14M of our costs are paid in ISK, NOK and CAD': a year's costs in another currency, the exposure.
  if (
    /^\s*of (?:our |the )?(?:costs?|spend(?:ing)?|purchases|expenses) (?:are |is )?(?:paid|incurred|billed|invoiced|priced) in\b/.test(
      after,
    )
  )
    return { meaning: 'annual_cost', label: 'costs paid in other currencies (a year)' };
  // 'Budget: £23.5M total development cost': what the project costs, whatever the budget field suggests.
  if (PROJECT_COST_AFTER.test(after)) return { meaning: 'cost', label: 'one-off cost' };
  // 'Land bought with our equity (£3.1M)': the owners' own money already in the project, part
  // of the equity stack, never a loan.
  if ((guess === null || NEW_MONEY.has(guess)) && EQUITY_PUT_IN_BEFORE.test(before.slice(-30)))
    return 'unplaced';
  // 'Our surety line is MXN 90M and MXN 38M is already used': the bonds a surety will still issue.
  if (SURETY_LINE_BEFORE.test(before.slice(-40))) return { meaning: 'surety_line', role: 'actual' };
  if (SURETY_NAMED.test(`${sentenceBefore.slice(-80)} ${before.slice(-40)}`) && USED_AFTER.test(after))
    return { meaning: 'surety_used', role: 'actual' };
  // 'Credit line MXN 60M mostly unused': a line held, not a loan taken.
  if (
    LINE_BEFORE.test(before.slice(-40)) &&
    /^\s*(?:\w+\s+){0,2}?(?:unused|undrawn|untouched|available)\b/.test(after)
  )
    return { meaning: 'credit_facility' };
  // 'Our revolver is $6M with $2.1M drawn': what is borrowed on the line today.
  if (DRAWN_AFTER.test(after)) return { meaning: 'existing_debt', label: DRAWN_ON_THE_LINE, role: 'actual' };
  // 'Owes suppliers £610k, much of it overdue, plus £140k to HMRC': money owed to creditors now.
  if (
    (guess === null || NEW_MONEY.has(guess) || guess === 'cost') &&
    (OWED_TO_CREDITORS_BEFORE.test(before.slice(-40)) || OWED_TO_CREDITORS_AFTER.test(after))
  )
    return { meaning: 'existing_debt', label: OWED_TO_CREDITORS };
  if (
    (guess === null || NEW_MONEY.has(guess)) &&
    (CARRIED_DEBT_BEFORE.test(before) ||
      CARRIED_DEBT_AFTER.test(after) ||
      (LEFT_OF_A_LOAN_AFTER.test(after) && LOAN_NAMED_BEFORE.test(before)) ||
      (OUR_SIZED_LOAN_BEFORE.test(before.slice(-20)) && OUR_SIZED_LOAN_AFTER.test(after)))
  )
    return { meaning: 'existing_debt' };
  // 'A £1.1m pension deficit', 'a deficit of €2m on the pension scheme': a debt the employer owes.
  if (
    PENSION_DEFICIT_BEFORE.test(before.slice(-40)) ||
    PENSION_DEFICIT_AFTER.test(after) ||
    (/\b(?:deficit|shortfall)\s+(?:of\s+)?(?:about |around |~)?$/.test(before) &&
      /^\s*(?:on|in) (?:the |a |its |their |our )?(?:\w+ )?pension/.test(after))
  )
    return { meaning: 'existing_debt', label: 'pension deficit (a debt the employer owes)' };
  if (ASSET_WORTH_BEFORE.test(before.slice(-60))) return 'unplaced';
  if (GOODS_NAMED_BEFORE.test(before.slice(-40)) && (guess === null || TOTALS.has(guess))) return 'unplaced';
  if ((guess === 'valuation' || guess === 'post_money_valuation') && ON_VALUATION_AFTER.test(after))
    return { meaning: 'raise_amount' };
  // A state of the company dated to a year, followed by a more recent one, is the past.
  if (guess && PRESENT_STATE.has(guess) && DATED_YEAR_AFTER.test(after) && LATER_SAID.test(sentenceAfter))
    return { meaning: guess, role: 'past' };
  if ((NAMED_LOSS_BEFORE.test(before.slice(-50)) || NAMED_LOSS_AFTER.test(after)) && !PER_MONTH.test(after))
    return 'unplaced';
  // 'A $12M Series A last March': a round dated to the past is money already raised; so is a sum
  // 'raised in 2023' or '(raised ₹85 crore in 2024)', whatever cue is nearer.
  if (
    (guess === 'raise_amount' && PAST_ROUND_AFTER.test(after)) ||
    (RAISED_BEFORE.test(before.slice(-30)) && WHEN_IN_THE_PAST_AFTER.test(after)) ||
    RAISED_IN_THE_PAST_AFTER.test(after) ||
    INVESTED_BEFORE.test(before.slice(-60))
  )
    return { meaning: 'raise_amount', role: 'past', label: 'money raised' };
  if (
    guess === 'monthly_burn' &&
    (PAST_YEAR_AFTER.test(after) || YEAR_OF_LOSS_BEFORE.test(before.slice(-80))) &&
    !PER_MONTH.test(after) &&
    !MONTH_NAMED_BEFORE.test(before.slice(-40))
  )
    return { meaning: 'monthly_burn', perYearBurn: true };
  if (
    ((guess === null || NOT_PAY.has(guess)) && ROLE_AT_BEFORE.test(before.slice(-60))) ||
    ROLE_PAID_BEFORE.test(before.slice(-60))
  )
    // Pay quoted a month is still a salary, compared with others a year.
    return perMonthAfterEach(after) ? { meaning: 'salary', monthlyRate: true } : { meaning: 'salary' };
  return null;
}

/** Words between a number and what it counts: '250k monthly active users', '12k paying customers'. */
const COUNT_ADJECTIVES =
  /^\s*(?:(?:monthly|daily|weekly|annual|yearly)\s+)?(?:active|paying|registered|unique|total|new|current|existing|signed-up)\s+/;

/** 'Users (310k)' aside, a number followed by what it counts is a count, whatever money words are near. */
export function countedAfter(after: string): string | null {
  const trimmed = after.trimStart();
  const stripped = trimmed.replace(COUNT_ADJECTIVES, '');
  return COUNT_NOUNS.some((n) => n.re.test(stripped)) ? stripped : null;
}

/** '60% in cash and 40% in shares', 'a 70/30 cash-stock mix': how a price is paid, not who owns what. */
const PAID_IN_AFTER =
  /^\s*(?:of (?:it|the (?:price|consideration|offer|deal))\s+)?(?:(?:paid|payable|settled)\s+)?(?:in|as)\s+(?:(?:the\s+)?(?:buyer['’]s\s+|acquirer['’]s\s+|their\s+)?)?(?:cash|stock|shares|equity|loan notes|an? earn-?out|earn-?out|deferred)\b/;
/** 'Prime + 2%', 'SOFR plus 3.5%', 'base rate + 1.75%': a margin over a reference rate is interest. */
const RATE_SPREAD_BEFORE = new RegExp(
  String.raw`\b(?:prime(?: rate)?|base rate|bank rate|${REFERENCE_RATES}|the reference rate|the policy rate)\s*(?:\+|plus)\s*$`,
);
/** 'Euribor 3M plus a margin of 2.10%', 'a spread of 4.5% over KIBOR': the margin, named. */
const MARGIN_NAMED_BEFORE = /\b(?:margin|spread)\s+(?:of\s+|at\s+)?(?:about |around |roughly |~)?$/;
/** A loan or a reference rate in the words before a named margin: a lender's margin, not a trading one. */
const LENDING_BEFORE = new RegExp(
  String.raw`\b(?:prime|base rate|${REFERENCE_RATES}|reference rate|benchmark|murabaha|ijara|loan|facility|financ\w*|lender|bank)\b`,
);
/** 'A 6% price uplift', 'a 6% uplift on list prices', 'prices rise 6%': a change of price, not a rate charged. */
const PRICE_UPLIFT_AFTER =
  /^\s*(?:(?:price|list[- ]price|fee|tariff)\s+)?(?:uplift|increase|rise|hike)\b(?:\s+(?:on|in|to|of)\s+(?:our\s+|the\s+|all\s+|list\s+)*(?:prices?|pricing|fees|tariffs?|rates|list))?/;
const PRICE_UPLIFT_BEFORE =
  /\b(?:prices?|pricing|fees?|tariffs?)\s+(?:\w+\s+)?(?:uplift|increase|rise|hike|go(?:es)? up|rise|up)\s*(?:of|by)?\s*(?:about |around |roughly )?$/;

const MARKET_SPLIT_AFTER =
  /^\s*(?:of (?:it |sales |revenue )?)?(?:from |via |through |in )?(?:domestic|export|exports|exported|abroad|overseas|international|local|online|offline|retail|wholesale|direct|b2b|b2c|d2c|dtc|e-?commerce|in-store)\b(?!\s+(?:price\s+)?(?:rise|increase|hike|uplift|cut|discount|margin|price|growth)\b)/;

/** The phrase's own reading of a percentage. */
const LOAD_BEFORE =
  /\b(?:load factors?|occupancy|utili[sz]ation|fill rate|seats? filled|(?:network|route|routes|fleet|flights?|rooms?|beds?|seats?|venue|hotel|plant|factory|mill|clinic|theatre|cinema)\s+(?:\w+\s+){0,2}?(?:averaged|ran at|runs at|operated at|operates at|did|does|was at|is at|filled))\b[^.;%\d]{0,30}$/;
const LOAD_AFTER = /^\s*(?:average\s+|route\s+|seat\s+)?(?:load factor|occupancy|utili[sz]ation|full)\b/;
const FX_MOVE_BEFORE =
  /\b(?:krona|krone|kroner|peso|rupee|lira|real|rand|yen|yuan|ruble|dollar|euro|pound|sterling|franc|currency|exchange rate|fx)\b[^.;]{0,25}\b(?:moved|fell|rose|dropped|weakened|strengthened|depreciated|appreciated|lost|gained|swung)\s*(?:by\s*)?(?:~|about |around |roughly |nearly |almost )?$/i;
const PAST_RISE_BEFORE =
  /\b(?:last time|the last time|when we last|previously|the previous|our last)\b[^.;]*$/;
const MARGIN_MOVED_TO_BEFORE =
  /\b(?:(?:net|gross|profit|operating) )?margins? (?:has |have |was |were |is |are )?(?:\w+ )?(?:squeezed|fallen|fell|dropped|shrunk|shrank|slipped|sunk|sank|down|cut|eroded|compressed|crept|risen|rose|improved|up|grown|grew) (?:\w+ )?(?:to|at) (?:about |around |roughly |just |only |~)?$/;
const LENDING_RATIO_AFTER =
  /^\s*(?:senior\s+|max(?:imum)?\s+)?(?:loan[- ]to[- ](?:cost|value|gdv|gross development value)|ltc|ltv|ltgdv|gearing)\b/;
const LENDING_RATIO_BEFORE =
  /\b(?:loan[- ]to[- ](?:cost|value|gdv)|ltc|ltv|ltgdv|gearing)\s+(?:of|is|up to|capped at)\s*(?:about |around |~)?$/;

export function percentPhraseOf(
  guess: NumberMeaning | null,
  before: string,
  after: string,
): PhraseRead | null {
  // '60% loan-to-cost', '55% LTC', '65% LTV': how much of the cost or value a lender funds, never
  // the interest it charges.
  if (LENDING_RATIO_AFTER.test(after) || LENDING_RATIO_BEFORE.test(before.slice(-30))) return 'unplaced';
  // 'Performance bond (fianza) 10% of contract': the bond a surety must issue, a share of the contract.
  if (
    BOND_BEFORE.test(before.slice(-50)) &&
    /^\s*of (?:the )?(?:contract|contract value|contract price|tender value|works)\b/.test(after)
  )
    return { meaning: 'bond_pct' };
  // 'A voucher worth 115% of the ticket price': what a credit is worth, no change to our price.
  if (
    /\bworth\s+(?:about |around |~)?$/.test(before.slice(-20)) &&
    /^\s*of (?:the |their |its )?(?:[\w-]+ )?(?:price|value|fare|fee)\b/.test(after)
  )
    return 'unplaced';
  // 'The krona moved ~6% against us', 'hedge up to 75% of the exposure': a currency's move and a
  // hedge ratio, neither a price nor growth of ours.
  if (FX_MOVE_BEFORE.test(before.slice(-60)) || /^\s*against (?:us|the (?:euro|dollar|pound))\b/.test(after))
    return 'unplaced';
  if (
    /^\s*of (?:the |our |next (?:season|year)['’]s |this (?:season|year)['’]s )?(?:fx |currency )?(?:exposure|notional)\b/.test(
      after,
    )
  )
    return 'unplaced';
  // 'Last time we raised prices (8%, in 2023)': a past rise, evidence for this one, not this one.
  if (
    guess === 'price_change_pct' &&
    (PAST_RISE_BEFORE.test(before.slice(-60)) || /^\s*,?\s*(?:in|back in) (?:19|20)\d\d\b/.test(after))
  )
    return { meaning: 'price_change_pct', role: 'past' };
  // 'Our own network averaged 64% last year', 'a 78% load factor': how full seats, rooms or
  // machines are, never a stake or a rate; the reader has no meaning for it.
  if (LOAD_BEFORE.test(before.slice(-70)) || LOAD_AFTER.test(after)) return 'unplaced';
  // 'Margin squeezed to about 3% by fixed-price contracts': the margin the verb moved, whatever
  // price follows.
  const margin = MARGIN_MOVED_TO_BEFORE.exec(before.slice(-60));
  if (margin)
    return {
      meaning: /\b(?:net|profit|operating)\b/.test(margin[0]) ? 'net_margin_pct' : 'gross_margin_pct',
    };
  if (
    RATE_SPREAD_BEFORE.test(before.slice(-30)) ||
    (MARGIN_NAMED_BEFORE.test(before.slice(-30)) && LENDING_BEFORE.test(before.slice(-140)))
  )
    return { meaning: 'interest_rate_pct', label: 'margin over the reference rate' };
  if (guess === 'equity_pct' && PAID_IN_AFTER.test(after)) return 'unplaced';
  // '70% domestic, 30% export': a split of the business by where it sells, not who owns it. Left
  // unplaced: a share of revenue is read as one customer's or partner's, which this is not.
  if ((guess === null || guess === 'equity_pct') && MARKET_SPLIT_AFTER.test(after)) return 'unplaced';
  if (
    guess !== 'price_change_pct' &&
    (guess === null || guess === 'interest_rate_pct' || guess === 'revenue_growth_pct') &&
    ((/\b(?:prices?|pricing|fees?|tariffs?)\b/.test(after.slice(0, 40)) && PRICE_UPLIFT_AFTER.test(after)) ||
      PRICE_UPLIFT_BEFORE.test(before.slice(-40)))
  )
    return { meaning: 'price_change_pct' };
  return null;
}
