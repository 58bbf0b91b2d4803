// A claim the text makes in words that its own figures contradict: savings that the listed
// measures do not add up to, a customer called 'half our revenue' who pays a fifth of it. The
// board says so and decides on the figures, as with any other wrong premise.
import type { PremiseCheck, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { annualRevenueOf } from './calculations.ts';
import { months, pct } from './format.ts';
import { revenueAdded, surchargedQuote } from './return-calcs.ts';

const TOLERANCE = 1.1;
/** A measure that only moves when cash is paid: it helps cash flow this year and saves nothing. */
const TIMING_ONLY =
  /\b(?:pay(?:ing)? (?:our )?(?:suppliers|vendors|creditors)\b[^.;]{0,30}\b(?:later|at \d+|in \d+|days)|payment terms|days instead of|defer\w* (?:\w+ )?payments?|delay\w* (?:\w+ )?payments?|stretch\w* (?:\w+ )?(?:payables|suppliers))/i;

const yearly = (n: ReadingNumber) => (/monthly/.test(n.label) ? n.value * 12 : n.value);

/** The saving stated and the measures it is made of: alternatives marked as such, else the sums listed after it. */
function savingParts(x: CalcContext): { stated: ReadingNumber; measures: ReadingNumber[] } | null {
  const savings = x.numbers.filter((n) => n.meaning === 'saving' && n.whose === 'ours');
  const stated = savings.find((n) => n.role === 'actual');
  const options = savings.filter((n) => n.role === 'option');
  if (stated && options.length) return { stated, measures: options };
  // 'The plan saves $600k a year: cancel the tool ($2k a month), drop the office ($2.5k a month)':
  // a total first, then two or more parts, each smaller than the total said on its own period.
  const [total, ...rest] = savings;
  if (!total || rest.length < 2) return null;
  return { stated: total, measures: rest };
}

/** 'Tenfold', 'twelvefold': the gap a month taken for a year, or a slipped zero, leaves. */
function foldOf(ratio: number): { times: string; why: string } | null {
  if (Math.abs(ratio - 12) <= 1.2) return { times: 'twelve', why: 'a month taken for a year' };
  if (Math.abs(ratio - 10) <= 1) return { times: 'ten', why: 'a zero too many' };
  return null;
}

function savingsClaim(x: CalcContext, text: string): PremiseCheck | null {
  const parts = savingParts(x);
  if (!parts) return null;
  const { stated, measures } = parts;
  // A saving stated a month is set against the measures a month, so the sum reads in its terms.
  const monthly = /monthly/.test(stated.label);
  const sum = measures.reduce((total, n) => total + yearly(n), 0) / (monthly ? 12 : 1);
  if (sum <= 0) return null;
  const over = stated.value > sum * TOLERANCE;
  // A total far below its parts is the same slip the other way (a yearly figure read as monthly).
  const fold = foldOf(over ? stated.value / sum : sum / stated.value);
  if (!over && !fold) return null;
  const timing = TIMING_ONLY.test(text);
  const period = monthly ? 'a month' : 'a year';
  const list = measures.map((n) => x.money(yearly(n) / (monthly ? 12 : 1))).join(' + ');
  return {
    meaning: 'saving',
    label: 'the saving',
    stated: stated.value,
    stated_text: stated.text,
    computed: sum,
    computed_text: `${x.money(sum)} ${period}`,
    difference_pct: Math.round((100 * Math.abs(stated.value - sum)) / sum),
    text:
      `You state savings of ${stated.text} ${period}; the measures listed add up to ${x.money(sum)} ${period} (${list})` +
      (fold
        ? over
          ? `: the stated figure is about ${fold.times} times what the parts add up to (${fold.why})`
          : `: about ${fold.times} times the stated figure (${fold.why})`
        : '') +
      (timing ? '; paying suppliers later moves cash, it saves nothing' : '') +
      `; the board decides on ${x.money(sum)} ${period}, and no cut should rest on the stated figure.`,
  };
}

/** 'Half our revenue', 'a third of sales', 'most of our revenue' as a share. */
const SHARE_WORDS: readonly [RegExp, number][] = [
  [
    /\b(?:nearly|almost|about|around|roughly|close to)?\s*half (?:of )?(?:our |the |all )?(?:revenue|sales|turnover|business|income)\b/i,
    50,
  ],
  [/\b(?:most|the majority) of (?:our |the )?(?:revenue|sales|turnover|business|income)\b/i, 50],
  [
    /\b(?:nearly|almost|about|around|roughly)?\s*a third (?:of )?(?:our |the )?(?:revenue|sales|turnover|business|income)\b/i,
    33,
  ],
  [
    /\b(?:nearly|almost|about|around|roughly)?\s*a quarter (?:of )?(?:our |the )?(?:revenue|sales|turnover|business|income)\b/i,
    25,
  ],
];

function shareClaim(x: CalcContext, text: string): PremiseCheck | null {
  const words = SHARE_WORDS.find(([re]) => re.test(text));
  const revenue = annualRevenueOf(x);
  // What the one customer pays, a year.
  const pays =
    x.numbers.find((n) => n.meaning === 'contract_value' && n.role === 'actual') ??
    x.numbers.find((n) => n.meaning === 'contract_value');
  if (!words || !revenue || !pays || revenue.value <= 0) return null;
  const share = (100 * yearly(pays)) / revenue.value;
  if (share * TOLERANCE * 1.1 >= words[1] || share > 100) return null;
  const claimed = (words[0].exec(text)?.[0] ?? '').trim();
  return {
    meaning: 'revenue_share_pct',
    label: 'the customer’s share of revenue',
    stated: words[1],
    stated_text: claimed,
    computed: share,
    computed_text: pct(share),
    difference_pct: Math.round((100 * (words[1] - share)) / share),
    text: `You call the customer ${claimed}, but ${pays.text}${/monthly/.test(pays.label) ? ' a month' : ''} against ${x.money(revenue.value)} of ${revenue.word} is ${pct(share)}; the board decides on ${pct(share)}.`,
  };
}

const CASH_SHARE =
  /\b(half|a third|a quarter|a fifth|a tenth|(\d+(?:\.\d+)?)\s?(?:%|percent|per cent)) of (?:our |the |all (?:of )?(?:our |the )?)?(?:cash|money in the bank|bank balance|cash reserves|reserves)\b/i;
const SHARE_OF_WORD: Readonly<Record<string, number>> = {
  half: 50,
  'a third': 33.3,
  'a quarter': 25,
  'a fifth': 20,
  'a tenth': 10,
};

/** 'It would use only a quarter of our cash': the sum against the cash the text gives. */
function cashShareClaim(x: CalcContext, text: string): PremiseCheck | null {
  const m = CASH_SHARE.exec(text);
  const cash = x.actual('cash');
  const spend =
    x.proposed('purchase_price') ??
    x.proposed('cost') ??
    x.proposed('budget') ??
    x.proposed('annual_cost') ??
    x.proposed('severance');
  if (!m || !cash || !spend || cash.value <= 0) return null;
  const stated = m[2] ? Number(m[2]) : (SHARE_OF_WORD[(m[1] ?? '').toLowerCase()] ?? null);
  if (stated === null) return null;
  const share = (100 * spend.value) / cash.value;
  if (Math.abs(stated - share) <= share * (TOLERANCE - 1)) return null;
  return {
    meaning: 'cash_share_pct',
    label: 'the share of cash',
    stated,
    stated_text: m[0],
    computed: share,
    computed_text: pct(share),
    difference_pct: Math.round((100 * Math.abs(stated - share)) / share),
    text: `You say ${m[0]}, but ${spend.text} against ${cash.text} in cash is ${pct(share)}; the board decides on ${pct(share)}.`,
  };
}

/** 'This will double the business', 'triple our revenue': a growth claimed in words, as a multiple. */
const MULTIPLIED =
  /\b(doubl\w*|tripl\w*|quadrupl\w*|multipl(?:y|ies|ying)|2x|3x|4x|two-?fold|three-?fold)\s+(?:the size of\s+)?(?:(?:our|the)\s+)?(?:business|company|revenue|revenues|sales|turnover|top line|income|arr|mrr|size)\b|\b(doubl\w*|tripl\w*) in size\b/i;
const MULTIPLE_OF = (word: string) =>
  /^(?:tripl|3x|three)/i.test(word) ? 3 : /^(?:quadrupl|4x)/i.test(word) ? 4 : 2;

function growthClaim(x: CalcContext, text: string): PremiseCheck | null {
  const m = MULTIPLIED.exec(text);
  const revenue = annualRevenueOf(x);
  const added = revenueAdded(x);
  if (!m || !revenue || !added || revenue.value <= 0) return null;
  const stated = (MULTIPLE_OF(m[1] ?? m[2] ?? '') - 1) * 100;
  const growth = (100 * added.value) / revenue.value;
  if (stated <= growth * TOLERANCE) return null;
  return {
    meaning: 'revenue_growth_pct',
    label: 'the growth it adds',
    stated,
    stated_text: `+${pct(stated)} (“${m[0]}”)`,
    computed: growth,
    computed_text: pct(growth),
    difference_pct: Math.round((100 * (stated - growth)) / growth),
    text: `You say it would ${m[0]
      .toLowerCase()
      .replace(/^(doubl|tripl|quadrupl)\w*/, '$1e')
      .replace(
        /^multipl\w*/,
        'multiply',
      )} (+${pct(stated)}), but ${added.text} a year on ${x.money(revenue.value)} of ${revenue.word} is ${pct(growth)} more; the board decides on ${pct(growth)}.`,
  };
}

/** What a saving a month does to the burn and the runway: ', 1.7% of the €310k burn (runway 6.8 → 6.9 months)'. */
function againstBurn(x: CalcContext, perMonth: number): string {
  const burn = x.actual('monthly_burn');
  if (!burn || burn.value <= perMonth) return '';
  const cash = x.actual('cash');
  const runway = cash
    ? ` (runway ${months(cash.value / burn.value)} → ${months(cash.value / (burn.value - perMonth))})`
    : '';
  return `, ${pct((100 * perMonth) / burn.value)} of the ${x.money(burn.value)} monthly burn${runway}`;
}

/**
 * 'Dropping the stipend saves $1.2M a year; it costs $450 per employee per month across 80 staff':
 * with no list of measures, the saving is checked against the per-head cost it ends, which is
 * the most dropping it can save.
 */
function perHeadSavingClaim(x: CalcContext): PremiseCheck | null {
  if (savingParts(x)) return null;
  const stated = x.numbers.find((n) => n.meaning === 'saving' && n.whose === 'ours' && n.role === 'actual');
  const cost = x.numbers.find(
    (n) =>
      (n.meaning === 'monthly_cost' || n.meaning === 'annual_cost') &&
      n.whose === 'ours' &&
      / at a rate per /.test(n.label),
  );
  if (!stated || !cost) return null;
  // With a second running cost beside it (the in-house team a vendor replaces), the saving is
  // their gap, checked in stated-totals.ts, not bounded by the per-head cost alone.
  const running = x.numbers.filter(
    (n) =>
      (n.meaning === 'monthly_cost' || n.meaning === 'annual_cost') &&
      n.whose === 'ours' &&
      n.role !== 'past',
  );
  if (running.length === 2) return null;
  const monthly = /monthly/.test(stated.label);
  const costYearly = cost.meaning === 'monthly_cost' ? cost.value * 12 : cost.value;
  const ceiling = monthly ? costYearly / 12 : costYearly;
  if (ceiling <= 0 || stated.value <= ceiling * TOLERANCE) return null;
  const period = monthly ? 'a month' : 'a year';
  const fold = foldOf(stated.value / ceiling);
  return {
    meaning: 'saving',
    label: 'the saving',
    stated: stated.value,
    stated_text: stated.text,
    computed: ceiling,
    computed_text: `${x.money(ceiling)} ${period}`,
    difference_pct: Math.round((100 * (stated.value - ceiling)) / ceiling),
    text: `You state savings of ${stated.text} ${period}, but what is dropped costs ${cost.text}${monthly === (cost.meaning === 'monthly_cost') ? '' : `, ${x.money(ceiling)} ${period}`}, and a saving cannot exceed it${fold ? ` (the stated figure is about ${fold.times} times that: ${fold.why})` : ''}; the board decides on ${x.money(ceiling)} ${period} at most${againstBurn(x, monthly ? ceiling : ceiling / 12)}.`,
  };
}

/** 'A healthy 22% EBITDA margin', 'operating margin of 11%': a margin said in words. */
const MARGIN_SAID =
  /\b(\d+(?:\.\d+)?)\s?%\s+(?:\w+\s+)?(?:ebitda|operating)\s+margins?\b|\b(?:ebitda|operating)\s+margins?\s+(?:of|is|was|at|runs at|stands at|around|about|near(?:ly)?|close to|above|over)\s+(?:about |around |roughly |nearly )?(\d+(?:\.\d+)?)\s?%/i;

/** A margin stated beside the profit and the revenue it is made of, checked against them. */
function marginClaim(x: CalcContext, text: string): PremiseCheck | null {
  const m = MARGIN_SAID.exec(text);
  const profit = x.actual('operating_profit');
  const revenue = annualRevenueOf(x);
  if (!m || !profit || !revenue || revenue.value <= 0 || profit.value <= 0) return null;
  // The margin is checked against the profit and revenue it is said of: all three in one sentence
  // or its neighbour. A margin told of another year, a plant or a target beside figures elsewhere
  // is not contradicted by them.
  const around = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200).toLowerCase();
  const said = (n: { clause: string } | null) =>
    n !== null && around.includes(n.clause.toLowerCase().slice(0, 40));
  if (!said(profit) || !said(x.actual('annual_revenue') ?? x.actual('arr'))) return null;
  const stated = Number(m[1] ?? m[2]);
  const margin = (100 * profit.value) / revenue.value;
  if (!(stated > 0) || Math.abs(stated - margin) <= margin * (TOLERANCE - 1)) return null;
  return {
    meaning: 'operating_margin_pct',
    label: 'the operating (EBITDA) margin',
    stated,
    stated_text: `${stated}%`,
    computed: margin,
    computed_text: pct(margin),
    difference_pct: Math.round((100 * Math.abs(stated - margin)) / margin),
    text: `You state a ${stated}% margin, but ${profit.text} on ${x.money(revenue.value)} of ${revenue.word} is ${pct(margin)}; the board decides on ${pct(margin)}, and anything priced or promised on ${stated}% is ${stated > margin ? 'overstated' : 'understated'}.`,
  };
}

/** 'The cheapest bid', 'the most economical option', 'the best price on the market'. */
const CHEAPEST_SAID =
  /\b(?:cheapest|lowest(?: (?:bid|price|quote|offer|tender))|most economical|least expensive|best price|saves? (?:us )?[$€£]?\s?\d|saving [$€£]?\s?\d)/i;

/** A quote called the cheapest that its own surcharge makes dearer than another quote. */
function cheapestClaim(x: CalcContext, text: string): PremiseCheck | null {
  const q = surchargedQuote(x);
  if (!q?.cheaper || !CHEAPEST_SAID.test(text)) return null;
  return {
    meaning: 'quote_cost',
    label: 'the quote with its surcharge',
    stated: q.quote.value,
    stated_text: `${q.quote.text} a year`,
    computed: q.loaded,
    computed_text: `${x.money(q.loaded)} a year`,
    difference_pct: Math.round((100 * (q.loaded - q.quote.value)) / q.quote.value),
    text: `The quote is called the cheaper one at ${q.quote.text} a year, but with its ${pct(q.rise.value)} surcharge it costs ${x.money(q.loaded)} a year, more than the ${x.money(q.cheaper.value)} a year quoted elsewhere; the board compares the quotes with the surcharge, and any saving claimed on the headline is not there.`,
  };
}

export function claimChecksOf(x: CalcContext, text: string): PremiseCheck[] {
  return [
    cheapestClaim(x, text),
    marginClaim(x, text),
    savingsClaim(x, text),
    perHeadSavingClaim(x),
    shareClaim(x, text),
    cashShareClaim(x, text),
    growthClaim(x, text),
  ].filter((c): c is PremiseCheck => c !== null);
}
