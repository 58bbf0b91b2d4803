// The facts a decision states (so no seat asks for them) and the facts its kind needs that it
// does not give (so the seat that owns each one asks for it, by name).
import type { DecisionReading, MissingFact, ReadingNumber } from '../../../reading.ts';
import type { Essential, KindModule } from '../kinds/kind-kit.ts';
import { absencesOf } from './absences.ts';
import { withoutGiven } from './figure-check.ts';
import { list } from './format.ts';
import { MEANING_LABELS, type NumberMeaning } from './meanings.ts';
import type { Place } from './places.ts';
import { statedTerms } from './stated-terms.ts';
import { clausesOf, isNegated, sentencesOf } from './text.ts';

const clausesOfText = (text: string) => sentencesOf(text).flatMap((s) => clausesOf(s));

const ours = (numbers: readonly ReadingNumber[], m: NumberMeaning) =>
  numbers.some((n) => n.meaning === m && n.role === 'actual' && n.whose === 'ours');

/**
 * A time limit said without the word 'deadline': '6 months to present a plan', 'by Q3', 'expires
 * in March'. A duration of work ('9 months to build') is no limit on the decision.
 */
const TIME_LIMIT =
  /\b(?:\d+|a|one|two|three|four|five|six)\s+(?:days?|weeks?|months?)\s+(?:to|in which to)\s+(?:present|submit|file|decide|respond|reply|answer|choose|comply|appeal|object|accept|sign|exercise|notify|remedy|cure|fix|correct)\b|\bby (?:Q[1-4]|the end of (?:Q[1-4]|the (?:month|quarter|year))|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)|\b(?:expires?|lapses?|closes?|runs? out) (?:in|on|at the end of) /i;

/** What the text states outright, in the words seats use. */
export function statedFacts(numbers: readonly ReadingNumber[], text: string): string[] {
  const has = (m: NumberMeaning) => ours(numbers, m);
  const any = (m: NumberMeaning) => numbers.some((n) => n.meaning === m);
  const facts: [string, boolean][] = [
    ['runway', has('runway_months') || (has('cash') && has('monthly_burn'))],
    ['monthly burn', has('monthly_burn') || burnAnswered(numbers, text)],
    ['cash', has('cash')],
    ['revenue', has('arr') || has('mrr') || has('annual_revenue')],
    ['growth', has('revenue_growth_pct')],
    ['budget', any('budget') || any('cost') || any('annual_cost') || any('monthly_cost')],
    ['salary', any('salary')],
    ['headcount', has('headcount')],
    ['price', any('price')],
    ['churn', has('churn_monthly_pct')],
    ['valuation', any('valuation') || any('post_money_valuation')],
    [
      'deadline',
      any('deadline_months') ||
        /\b(within|by the end of|next quarter|this month|next year|deadline)\b/i.test(text) ||
        TIME_LIMIT.test(text),
    ],
    ['profitable', /\b(?<!not |un)profitable\b/i.test(text)],
    [
      'regulator not notified',
      /\bregulators? (?:have|has) not (?:yet )?been (?:notified|told)|not yet (?:notified|told)\b/i.test(
        text,
      ),
    ],
    [
      'liquidation preference',
      any('liquidation_preference_multiple') || /\bliquidation preference/i.test(text),
    ],
  ];
  // A safeguard stated as missing is a fact too ('liability is uncapped'), kept with its polarity.
  return [
    ...facts.filter(([, given]) => given).map(([name]) => name),
    ...absencesOf(text).map((a) => a.fact),
    // Terms stated in words, either way ('no break clause', 'a 50/50 split', 'in Leeds').
    ...statedTerms(text, numbers).filter((t) => !facts.some(([name, given]) => given && name === t)),
  ];
}

/** Terms of a deal: quoted for each option considered, they are given even though none is chosen. */
const TERMS: ReadonlySet<NumberMeaning> = new Set<NumberMeaning>([
  'cost',
  'monthly_cost',
  'annual_cost',
  'budget',
  'price',
  'salary',
  'contract_value',
  'purchase_price',
  'offer_price',
  'loan_amount',
  'interest_rate_pct',
  'term_months',
  'raise_amount',
  'valuation',
  'saving',
]);

/**
 * A business that burns nothing has no burn to ask for: the text says it breaks even or makes a
 * profit, or gives an operating profit or cash flow. A payroll due against the cash in hand is
 * the sum that matters then, not a burn rate.
 */
const NO_BURN =
  /\b(?:we(?:['’]re| are)|(?:company|business|firm|group|shop|studio|practice) is|is|are|been|runs?|running|trad(?:e|es|ing)|operat(?:e|es|ing))\s+(?:now |currently |already |still |comfortably )?(?:(?:roughly|about|around|close to|near|at|just|broadly|more or less)\s+)?(?:break[- ]?even|breaking even|cash[- ]flow positive|cash[- ]generative|profitable|in profit|at a profit)\b|\b(?:make|makes|made) (?:a |an )?(?:small |modest |steady |healthy )?(?:profit|operating profit)\b/i;

/**
 * 'Profitable, $4M cash.' or 'profit before tax £540k': a profit said in a list of facts, or given
 * as a figure the reader could not place, answers the burn as well as a full sentence does. A
 * profit aimed for ('profitable by 2027') does not.
 */
const PROFIT_STATED =
  /(?:^|[.;:,(?!\n]\s*|\band\s+|\w+ (?:and|but)\s+)(?:(?:still|already|consistently|comfortably|solidly|now)\s+)?(?:profitable|cash[- ]flow positive|break-?even)\b(?!\s+(?:by|in|within|next|from|once|when|after|if|before|soon)\b)|\b(?:(?:net |operating |pre-tax )?profits?(?: before tax| after tax)?|ebitda|net income|operating income)\s+(?:of\s+|was\s+|is\s+|at\s+|last year\s+|this year\s+)?(?:about\s+|around\s+|roughly\s+|~\s?)?(?:[$€£₹¥₩₦]|[A-Z]{3}\s?)\s?\d/i;

export function burnAnswered(numbers: readonly ReadingNumber[], text: string): boolean {
  const profit = numbers.find((n) => n.meaning === 'operating_profit' && n.whose === 'ours');
  const payroll = numbers.some((n) => n.meaning === 'monthly_cost' && n.label === 'monthly payroll');
  return (
    NO_BURN.test(text) || PROFIT_STATED.test(text) || (profit !== undefined && profit.value > 0) || payroll
  );
}

const givenFigure = (numbers: readonly ReadingNumber[], m: NumberMeaning) =>
  ours(numbers, m) ||
  // A contract's value is the buyer's spend with us, whoever the reader says holds it.
  (m === 'contract_value' && numbers.some((n) => n.meaning === m && n.role !== 'past')) ||
  (TERMS.has(m) && numbers.some((n) => n.meaning === m && n.role === 'option' && n.whose === 'ours'));

/**
 * The words a figure of a meaning is written with. A clause with one of them and a number states
 * the figure even when the reading could not place it: the board must not ask for what it was told.
 */
const WRITTEN_AS: Readonly<Partial<Record<NumberMeaning, RegExp>>> = {
  cash: /\b(?:cash|in the bank|reserves|bank balance)\b/i,
  monthly_burn: /\b(?:burn\w*|spend(?:ing)? (?:about |around )?\S*\d\S* a month|los(?:e|ing) \S*\d)/i,
  runway_months: /\brunway\b/i,
  loan_amount: /\b(?:loan|borrow\w*|facility|lend\w*|lender|credit line)\b/i,
  interest_rate_pct: /\b(?:interest|apr)\b|\d\s?% (?:a|per) (?:year|month|annum)/i,
  raise_amount: /\b(?:rais\w*|round|invest\w*)\b/i,
  valuation: /\b(?:valuation|pre-money|post-money|valued|cap)\b/i,
  salary: /\b(?:salary|base|pay|paid|comp\w*|ote|package)\b/i,
  annual_revenue: /\b(?:revenue|sales|turnover|arr|mrr)\b/i,
  arr: /\b(?:arr|recurring revenue|revenue)\b/i,
  price: /\b(?:price\w*|pricing|charg\w*|per (?:seat|user|month|licen[cs]e))\b/i,
  cost: /\b(?:cost\w*|quot\w*|fees?|capex|up front|upfront)\b/i,
  monthly_cost: /\b(?:cost\w*|quot\w*|fees?|a month|per month|monthly)\b/i,
  term_months: /\b(?:term|over \d+ (?:years?|months?)|\d+[- ](?:year|month) (?:lease|contract|deal|term))\b/i,
  headcount: /\b(?:people|staff|employees|headcount|team of|engineers)\b/i,
  customers: /\b(?:customers|clients|accounts|subscribers)\b/i,
  contract_value: /\b(?:contract|deal|worth|acv|pays? us)\b/i,
  offer_price: /\b(?:offer\w*|bid)\b/i,
  severance: /\b(?:severance|redundancy pay\w*)\b/i,
  equity_pct: /\b(?:equity|stake|shares?)\b/i,
};

function writtenWithAFigure(text: string, meaning: NumberMeaning): boolean {
  const words = WRITTEN_AS[meaning];
  return (
    words !== undefined &&
    clausesOfText(text).some((clause) => words.test(clause) && /\d/.test(clause) && !isNegated(clause))
  );
}

function given(e: Essential, reading: DecisionReading, places: readonly Place[], text: string): boolean {
  // A fact the text states in words ('6 months to present a plan' is the deadline) is not asked for.
  if (reading.stated.includes(e.fact.replace(/^(?:the|a|an) /, ''))) return true;
  if (
    e.meanings?.some((group) =>
      group.every(
        (m) =>
          givenFigure(reading.numbers, m) ||
          writtenWithAFigure(text, m) ||
          (m === 'monthly_burn' &&
            (burnAnswered(reading.numbers, text) ||
              // A budget's spend against its revenue gives the burn a year at a time.
              reading.calculations.some((c) => c.id === 'budget_result_flat'))),
      ),
    )
  )
    return true;
  if (e.pattern?.test(text)) return true;
  if (e.meanings?.some((g) => g.includes('monthly_burn')) && affordableFromRevenue(reading.numbers, text))
    return true;
  return e.given?.(reading, places) ?? false;
}

const OUTLAYS: ReadonlySet<string> = new Set([
  'cost',
  'budget',
  'purchase_price',
  'loan_amount',
  'annual_cost',
  'salary',
  'contract_value',
]);
/** A company whose shares trade on an exchange: a going concern whose runway is not the question. */
const LISTED =
  /\b(?:\w+-listed|listed (?:on|in) (?:the |a )?\w+|publicly (?:traded|listed)|stock exchange)\b/i;
/** A margin the business earns, said as a share: 'EBITDA margin about 6.5%', 'net margin of 4%'. */
const MARGIN_STATED = /\b(?:ebitda|operating|net|profit|pre-tax) margins?\b/i;

/**
 * A trading business whose step is small against its revenue (under a tenth of a year's), or
 * that states what margin it earns: its runway is not the question, and asking for its 'burn'
 * reads as a start-up's template.
 */
function affordableFromRevenue(numbers: readonly ReadingNumber[], text: string): boolean {
  const revenue = numbers.find(
    (n) =>
      n.whose === 'ours' && n.role === 'actual' && (n.meaning === 'annual_revenue' || n.meaning === 'arr'),
  );
  if (LISTED.test(text)) return true;
  if (!revenue || revenue.value <= 0) return false;
  if (MARGIN_STATED.test(text)) return true;
  const outlays = numbers.filter(
    (n) => n.whose === 'ours' && n.role !== 'past' && OUTLAYS.has(n.meaning) && n.unit === revenue.unit,
  );
  const biggest = Math.max(0, ...outlays.map((n) => n.value));
  return biggest > 0 && biggest < revenue.value / 10;
}

/** Words of a company living on losses or investors' money, whose burn and runway are its first questions. */
const FUNDED_ON_LOSSES =
  /\b(?:start-?ups?|runway|burn\w*|pre-?seed|seed (?:rounds?|funding|stage|investors?|money)|series [a-e]|venture|vcs?|angels?|pre-revenue|mrr|arr|saas|funding rounds?|fundrais\w*|not (?:yet )?profitable|unprofitable|loss-making|losing money)\b/i;

/** A charity or other not-for-profit body: it keeps reserves by a policy, it does not 'burn'. */
const NOT_FOR_PROFIT =
  /\b(?:charit(?:y|ies|able)|non-?profits?|not-for-profit|ngos?|trustees|donors?|donations?|endowment|reserves policy)\b/i;

/**
 * The cash question in the words of the body asked: 'the monthly burn' presumes a company living
 * on investors' money. A charity is asked for its free reserves against its reserves policy; a
 * business that trades, or gives no sign of living on losses (a farm, a firm, a shop), for what
 * it makes or loses each month.
 */
function tradingWords(question: string, numbers: readonly ReadingNumber[], text: string): string {
  const trading = ['annual_revenue', 'arr', 'mrr'].some((m) => ours(numbers, m as NumberMeaning));
  const worded = NOT_FOR_PROFIT.test(text)
    ? question
        .replace(
          /How much cash (?:is in the bank|do we have), and what is (?:the|our) monthly burn/,
          'How much of the cash is free (unrestricted) reserves, and how many months of spending does the reserves policy ask to keep',
        )
        .replace(
          /what is (?:the|our) monthly burn\b/,
          'how many months of spending does the reserves policy ask to keep',
        )
    : trading || !FUNDED_ON_LOSSES.test(text)
      ? question
          .replace(/what is the monthly burn\b/, 'what does the business make or lose each month')
          .replace(/what is our monthly burn\b/, 'what do we make or lose each month')
      : question;
  // 'ARR or MRR' presumes a subscription business: a bakery or a foundry is asked for its revenue.
  return SUBSCRIPTION.test(text) ? worded : worded.replace(/ \(ARR or MRR\)/, '');
}

/** Words only a subscription business uses of its revenue. */
const SUBSCRIPTION =
  /\b(saas|software|subscri\w*|recurring|arr|mrr|per (?:user|seat)|seats|licen[cs]es?|monthly plans?|annual plans?|churn|platform|app)\b/i;

/** The kind's essentials the text leaves out, each with the seat that asks and its question. */
export function missingFacts(
  kind: KindModule | null,
  reading: DecisionReading,
  places: readonly Place[],
  text: string,
): MissingFact[] {
  if (!kind) return [];
  const lower = text.toLowerCase();
  return kind.essentials
    .filter((e) => (e.when?.(lower) ?? true) && !given(e, reading, places, text))
    .flatMap((e) => {
      const partial = partlyGiven(e, reading.numbers, text);
      const fact = partial
        ? { ...partial, owner: e.owner }
        : {
            fact: e.fact,
            question: e.question.replace('{phrase}', kind.phraseFor?.(text.toLowerCase()) ?? kind.phrase),
            owner: e.owner,
          };
      // A question is asked only for what the text leaves out: 'and can you break it?' goes
      // when the text says there is no break clause; a question wholly answered is no gap.
      const question = withoutGiven(tradingWords(fact.question, reading.numbers, text), reading);
      return question ? [{ ...fact, question }] : [];
    });
}

/**
 * A fact half given ('$90k in the bank' but no burn) is asked for by its missing half, naming
 * what the text did say, so no seat asks for a figure the decision states.
 */
function partlyGiven(
  e: Essential,
  numbers: readonly ReadingNumber[],
  text: string,
): { fact: string; question: string } | null {
  // An operating profit answers what the business makes or loses a month: only the cash is asked for.
  const profit = numbers.find((x) => x.meaning === 'operating_profit' && x.whose === 'ours' && x.value > 0);
  const profitable = profit !== undefined || burnAnswered(numbers, text);
  const held = (m: NumberMeaning) => ours(numbers, m) || (m === 'monthly_burn' && profitable);
  for (const group of e.meanings ?? []) {
    const have = group.filter(held);
    if (have.length === 0 || have.length === group.length) continue;
    const missing = group.filter((m) => !have.includes(m)).map((m) => MEANING_LABELS[m]);
    // A profit said in words ('profitable') is told as such below, not as a figure.
    const stated = have.flatMap((m) => {
      const n = numbers.find((x) => x.meaning === m && x.role === 'actual' && x.whose === 'ours');
      if (n) return [`${MEANING_LABELS[m]} (${n.text})`];
      return profit ? [`${MEANING_LABELS.operating_profit} (${profit.text})`] : [];
    });
    // A business with revenue is asked what it makes or loses, not for a start-up's 'burn'.
    const trading =
      missing.length === 1 &&
      group.includes('monthly_burn') &&
      !have.includes('monthly_burn') &&
      ['annual_revenue', 'arr', 'mrr'].some((m) => ours(numbers, m as NumberMeaning));
    return {
      fact: list(missing),
      question: trading
        ? `The decision gives the ${list(stated)}; what does the business make or lose each month after all its costs?`
        : stated.length === 0
          ? `The decision says the business makes a profit; what is the ${list(missing)}?`
          : `The decision gives the ${list(stated)}; what is the ${list(missing)}?`,
    };
  }
  return null;
}
