// Every number of a decision with its meaning: '$900k' after 'monthly burn' is the burn,
// '$45M' offered for OUR company is an offer price, '50%' growth of an AWS bill is a cost's
// growth, not the company's. Meaning comes from the cue words nearest the number in its clause;
// the sentence decides what a growth rate is growth of.
import { clausesOf, sentencesOf } from './clauses.ts';
import type { DecisionKind, FrameNumber, NumberMeaning } from './frame-types.ts';

const MAGNITUDE: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

// A number with an optional currency before it and magnitude / unit after it.
const NUMBER =
  /(?<cur>[$€£])?(?<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<mag>k|K|m|M|mm|bn|B|million|billion|thousand)\b)?(?:\s?(?<pct>%|percent\b))?(?:\s?(?<code>EUR|USD|GBP|euros?|dollars?|pounds?)\b)?(?:[- ](?<dur>days?|weeks?|months?|years?|quarters?)\b)?(?:-(?<person>person|people|strong)\b)?/g;

const UNIT_MONTHS: Readonly<Record<string, number>> = {
  day: 1 / 30,
  week: 12 / 52,
  month: 1,
  quarter: 3,
  year: 12,
};

interface Cue {
  meaning: NumberMeaning | null;
  re: RegExp;
}

// Money cues, most specific first; a null meaning marks a figure that is neither (EBITDA, a
// competitor's price, money already raised) so it does not borrow a neighbour's meaning.
const MONEY_CUES: readonly Cue[] = [
  {
    meaning: null,
    re: /\b(ebitda|profit|loses|loss|competitors? charge|covenant|raised to date|have raised|already raised)\b|\braised\b/,
  },
  { meaning: 'annual_cost', re: /\b(salary|salaries|base pay)\b/ },
  { meaning: 'monthly_burn', re: /\b(burn|burning|we spend|spend rate)\b/ },
  { meaning: 'mrr', re: /\bmrr\b/ },
  { meaning: 'arr', re: /\barr\b/ },
  { meaning: 'cac', re: /\b(cac|acquisition cost|cost to acquire)\b/ },
  { meaning: 'ltv', re: /\b(ltv|lifetime value)\b/ },
  { meaning: 'valuation', re: /\b(valuation|pre-money|post-money|valued)\b/ },
  { meaning: 'cash', re: /\b(in the bank|bank balance|cash|in cash)\b/ },
  { meaning: 'loan_amount', re: /\b(loan|borrow|venture debt|credit line|debt facility)\b/ },
  { meaning: 'offer_price', re: /\b(offer|offers|offered|bid)\b/ },
  { meaning: 'raise_amount', re: /\b(raise|raising|round|seed|series [a-e]|bridge|crowdfunding)\b/ },
  { meaning: 'purchase_price', re: /\b(acquire|buy|purchase)\b/ },
  { meaning: 'budget', re: /\bbudget\b/ },
  { meaning: 'annual_revenue', re: /\b(revenue|sales|turnover|would pay|pays us)\b/ },
  { meaning: 'price', re: /\b(price|priced|plan is|tier|per user|per seat|per active user|charge)\b/ },
  {
    meaning: 'cost',
    re: /\b(cost|costs|bill|lease|spend|fee|fees|salary|package|asks for|quoted|contribute|settle|claim|rent|up front)\b/,
  },
];

const PERCENT_CUES: readonly Cue[] = [
  { meaning: 'churn_monthly_pct', re: /\bchurn/ },
  { meaning: 'interest_rate_pct', re: /\b(interest|apr|loan rate|rate)\b/ },
  { meaning: 'gross_margin_pct', re: /\bmargin\b/ },
  {
    meaning: 'headcount_cut_pct',
    re: /\b(lay off|laying off|layoffs?|cut|reduce headcount|headcount by|of staff|of the team|of our workforce|of the workforce|redundan\w*)\b/,
  },
  { meaning: 'price_change_pct', re: /\bprices?\b|\bpricing\b/ },
  {
    meaning: 'revenue_share_pct',
    re: /^\s*of (?:our |total |the )?(?:\w+ )?(?:revenue|sales)\b|\btakes \d+% of revenue/,
  },
];

const GROWTH = /\b(grow|grows|grew|growing|growth|up|increase[ds]?|slowed to|doubled)\b/;

const DURATION_CUES: readonly Cue[] = [
  { meaning: 'payback_months', re: /\bpayback\b/ },
  { meaning: 'runway_months', re: /\b(runway|of cash|cash left|money left)\b/ },
  { meaning: 'deadline_months', re: /\b(within|deadline|answer by|no later than)\b/ },
];

const TARGET = /\b(wants?|target|reach|need|needs|get to|extend(?:ing)? (?:it )?to|at least|goal)\b/;

const COUNT_NOUNS: readonly { meaning: NumberMeaning; re: RegExp }[] = [
  { meaning: 'injury_reports', re: /^(injury reports?|injuries|reports of (?:burns|injur))/ },
  {
    meaning: 'headcount',
    re: /^(?:\w+ )?(employees|people|ppl|staff|engineers|roles|positions|heads|person|workers|account executives)\b/,
  },
  { meaning: 'customers', re: /^(?:\w+ )?(customers|clients|accounts|subscribers)\b/ },
  { meaning: 'users', re: /^(?:\w+ )?(users|members)\b/ },
  {
    meaning: 'units_affected',
    re: /^(?:\w+ )?(units|devices|bikes|bars|products|items|heaters|monitors|vehicles)\b/,
  },
];

const CUT =
  /\b(lay off|let go(?: of)?|cut|cutting|make|firing|fire|redundan\w*|reduce (?:by|headcount by))\b/;

interface Found {
  cue: Cue;
  distance: number;
}

/** The cue nearest the number on either side (before wins a tie), within 45 characters. */
function nearest(cues: readonly Cue[], before: string, after: string): Cue | null {
  let best: Found | null = null;
  for (const cue of cues) {
    for (const m of before.matchAll(new RegExp(cue.re.source, 'g'))) {
      const distance = before.length - (m.index + m[0].length);
      if (distance <= 45 && (!best || distance < best.distance)) best = { cue, distance };
    }
    const m = new RegExp(cue.re.source).exec(after);
    if (m && m.index <= 45 && (!best || m.index < best.distance)) best = { cue, distance: m.index + 0.5 };
  }
  return best?.cue ?? null;
}

function growthOf(sentenceBefore: string): NumberMeaning {
  const objects: [NumberMeaning, RegExp][] = [
    ['cost_growth_pct', /\b(bill|cost|costs|spend|aws|hosting|expenses)\b/g],
    ['user_growth_pct', /\b(users|signups|members)\b/g],
    ['revenue_growth_pct', /\b(revenue|arr|mrr|sales|bookings|business)\b/g],
  ];
  let best: { meaning: NumberMeaning; at: number } = { meaning: 'revenue_growth_pct', at: -1 };
  for (const [meaning, re] of objects)
    for (const m of sentenceBefore.matchAll(re)) if (m.index > best.at) best = { meaning, at: m.index };
  return best.meaning;
}

function moneyMeaning(
  before: string,
  after: string,
  sentence: string,
  kind: DecisionKind | null,
): NumberMeaning | null {
  // Severance stays severance however the sentence goes on ('Severance would cost $450k').
  if (/\bseverance\b/.test(before + after)) return 'severance';
  const cue = nearest(MONEY_CUES, before, after);
  let meaning = cue ? cue.meaning : null;
  if (meaning === 'offer_price' && kind !== 'be_acquired')
    meaning = kind === 'raise_funding' ? 'raise_amount' : null;
  if (meaning === 'purchase_price' && kind === 'be_acquired') meaning = 'offer_price';
  const perMonth = /^\s*(a|per) month|^\s*monthly|^\s*mrr/.test(after);
  const perYear = /^\s*(a|per) year|^\s*annually|^\s*in the first year|^\s*in sales a year/.test(after);
  if (/\b(lose|loses|losing)\b/.test(before.slice(-20)) && perMonth) return 'monthly_burn';
  if (kind === 'pricing_change' && perMonth && /\b(plan|tier|subscription)\b/.test(sentence)) return 'price';
  if (meaning === 'cost' && /\bsalary\b/.test(after.slice(0, 20))) return 'annual_cost';
  if (meaning === 'cost' && perMonth) return 'monthly_cost';
  if (meaning === 'cost' && perYear) return 'annual_cost';
  if (meaning === null && cue === null && perMonth && /\b(price|tier|plan)\b/.test(sentence)) return 'price';
  if (meaning === null && cue === null && perYear) return 'annual_cost';
  if (meaning === 'annual_revenue' && perMonth) return 'mrr';
  return meaning;
}

function percentMeaning(
  before: string,
  after: string,
  sentence: string,
  sentenceBefore: string,
): NumberMeaning | null {
  const cue = nearest(PERCENT_CUES, before, after);
  // A margin a partner keeps is theirs, not our gross margin.
  if (
    cue?.meaning === 'gross_margin_pct' &&
    !/\bgross\b/.test(sentence) &&
    /\b(reseller|distributor|partner|keep|wants)\b/.test(sentence)
  )
    return 'reseller_margin_pct';
  if (cue?.meaning) return cue.meaning;
  if (GROWTH.test(before.slice(-40)) || /^\s*(a year|a month|year over year|growth)/.test(after))
    return growthOf(sentenceBefore);
  return null;
}

function durationMeaning(before: string, after: string): NumberMeaning | null {
  const cue = nearest(DURATION_CUES, before, after);
  if (cue?.meaning === 'runway_months' && TARGET.test(before)) return 'target_runway_months';
  return cue?.meaning ?? null;
}

function countMeaning(before: string, after: string, person: boolean): NumberMeaning | null {
  if (person) return 'headcount';
  if (/\bheadcount (is|of)\s*$/.test(before)) return 'headcount';
  const noun = COUNT_NOUNS.find((n) => n.re.test(after.trimStart()));
  if (!noun) return null;
  if (noun.meaning === 'headcount' && CUT.test(before.slice(-25))) return 'headcount_cut';
  if (noun.meaning === 'headcount' && /\b(redundant|let go)\b/.test(after.slice(0, 25)))
    return 'headcount_cut';
  return noun.meaning;
}

function unitOf(cur: string | undefined, code: string | undefined): string {
  if (cur) return cur;
  if (!code) return '';
  return /^eur|euro/i.test(code) ? '€' : /^gbp|pound/i.test(code) ? '£' : '$';
}

/** The numbers of a decision with their meanings; numbers whose meaning is unclear are left out. */
export function numbersOf(text: string, kind: DecisionKind | null): FrameNumber[] {
  const out: FrameNumber[] = [];
  for (const sentence of sentencesOf(text)) {
    let offset = 0;
    for (const clause of clausesOf(sentence)) {
      const at = sentence.indexOf(clause, offset);
      offset = at + clause.length;
      const lower = clause.toLowerCase();
      for (const m of clause.matchAll(NUMBER)) {
        const g = m.groups ?? {};
        const raw = Number((g.num ?? '').replace(/,/g, ''));
        if (
          !Number.isFinite(raw) ||
          /x\b/i.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 1))
        )
          continue;
        const before = lower.slice(0, m.index);
        const after = lower.slice(m.index + m[0].length);
        const sentenceBefore = sentence.slice(0, Math.max(0, at) + m.index).toLowerCase();
        const value = raw * (MAGNITUDE[(g.mag ?? '').toLowerCase()] ?? 1);
        const isMoney = Boolean(g.cur || g.code);
        let meaning: NumberMeaning | null;
        let unit: string;
        if (g.pct) {
          meaning = percentMeaning(before, after, sentence.toLowerCase(), sentenceBefore);
          unit = '%';
        } else if (g.dur) {
          meaning = durationMeaning(before, after);
          unit = 'months';
        } else if (isMoney) {
          meaning = moneyMeaning(before, after, sentence.toLowerCase(), kind);
          unit = unitOf(g.cur, g.code);
        } else {
          meaning = countMeaning(before, after, Boolean(g.person));
          unit = '';
        }
        if (!meaning) continue;
        const months = g.dur ? raw * (UNIT_MONTHS[(g.dur ?? '').toLowerCase().replace(/s$/, '')] ?? 1) : null;
        out.push({
          meaning,
          value: months !== null ? Math.round(months * 10) / 10 : value,
          text: m[0].trim(),
          unit,
          clause,
        });
      }
    }
  }
  return out;
}

/** The first number of a meaning, if the decision states one. */
export function numberOf(numbers: readonly FrameNumber[], meaning: NumberMeaning): FrameNumber | null {
  return numbers.find((n) => n.meaning === meaning) ?? null;
}
