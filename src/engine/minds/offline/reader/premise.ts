// Premise checks: a figure the user states that the other figures contradict by more than 10%.
// The board says so and decides on the computed figure, because arithmetic on stated inputs is
// more reliable than a summary written from memory ('we have 18 months of runway').

import type { PremiseCheck, ReadingCalculation } from '../../../reading.ts';
import { arrClaimsOf } from './arr-claims.ts';
import type { CalcContext } from './calculations.ts';
import { claimChecksOf } from './claims.ts';
import { covenantBreachesOf } from './covenant-breach.ts';
import { SIGNS } from './figure-units.ts';
import { months, pct } from './format.ts';
import { MULTIPLE_SAID, OTHER_BIDDER, sentenceAround } from './other-bid.ts';
import { cashBeforeRevenueCheck } from './premise-revenue-gap.ts';
import { claimedPaybackOf } from './return-calcs.ts';
import { statedTotalChecksOf } from './stated-totals.ts';
import { ratioText } from './unit-economics.ts';
import { MARGIN_AT_NEW_PRICE } from './unit-margin.ts';

const TOLERANCE_PCT = 10;

/** A figure and the words it is shown in. */
type Figure = { value: number; text: string };

/** An amount stated against one computed: only a positive computed amount is checked. */
function check(
  meaning: string,
  label: string,
  stated: Figure,
  computed: number,
  computedText: string,
  how: string,
): PremiseCheck | null {
  if (computed <= 0) return null;
  return beyondTolerance(meaning, label, stated, { value: computed, text: computedText }, how);
}

/** The check when stated and computed are more than 10% apart, relative to the computed figure. */
function beyondTolerance(
  meaning: string,
  label: string,
  stated: Figure,
  computed: Figure,
  how: string,
): PremiseCheck | null {
  const difference = (100 * Math.abs(stated.value - computed.value)) / Math.abs(computed.value);
  if (difference <= TOLERANCE_PCT) return null;
  return {
    meaning,
    label,
    stated: stated.value,
    stated_text: stated.text,
    computed: computed.value,
    computed_text: computed.text,
    difference_pct: Math.round(difference),
    text: `You put ${label} at ${stated.text}; the figures give ${computed.text} (${how}); the board decides on ${computed.text}.`,
  };
}

/** A payback the text claims, against the months the cost and its saving give. */
function paybackClaimCheck(calcs: readonly ReadingCalculation[], text: string): PremiseCheck | null {
  const worked = calcs.find((c) => c.id === 'payback_of_cost');
  const claimed = claimedPaybackOf(text);
  if (!worked?.value || !claimed) return null;
  // 'Under 3 years' is met by anything shorter: only a longer worked payback contradicts it.
  if (/^(?:under|less|below|inside|within)/i.test(claimed.text) && worked.value <= claimed.months)
    return null;
  return beyondTolerance(
    'payback_months',
    'the payback',
    { value: claimed.months, text: claimed.text },
    { value: worked.value, text: months(worked.value) },
    worked.inputs,
  );
}

/** The text calls a rate cheap: 'cheaper than a bank', 'a low rate', 'only 1.8% a month'. */
const CHEAP_RATE =
  /\b(cheap\w*|low(?:er)? (?:rate|interest|cost)|(?:better|less) than (?:a |the |our )?bank|below (?:a |the )?bank|competitive (?:rate|terms)|good (?:rate|deal|terms)|only \d+(?:\.\d+)?\s?%|just \d+(?:\.\d+)?\s?%|affordable)\b/i;

/** 'Each turn makes us about ₱6,000 margin': a margin a unit claimed in words. */
const UNIT_MARGIN_SAID = new RegExp(
  String.raw`\b(?:makes?|earns?|leaves?|gives?|brings?|nets?)\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+|some\s+|over\s+)?(?:[${SIGNS}]|\b[A-Z]{3}\s?)(\d[\d,]*(?:\.\d+)?)\s+(?:of\s+)?(?:gross\s+|net\s+)?(?:margin|profit)\b`,
);

/** A margin a unit claimed against the one its listed costs leave (unit-cost-build-up.ts). */
function unitMarginClaim(
  x: CalcContext,
  calcs: readonly ReadingCalculation[],
  text: string,
): PremiseCheck | null {
  const built = calcs.find((c) => c.id === 'unit_cost_built' && c.label.startsWith('Margin'));
  const said = UNIT_MARGIN_SAID.exec(text);
  if (!built || built.value == null || !said) return null;
  const stated = Number((said[1] ?? '').replaceAll(',', ''));
  if (!(stated > 0)) return null;
  return beyondTolerance(
    'unit_margin',
    'the margin on each unit',
    { value: stated, text: x.money(stated) },
    { value: built.value, text: x.money(built.value) },
    built.inputs,
  );
}

/** A margin said of after the move: 'would still be 60% after the cut', 'the new margin'. */
const AFTER_THE_MOVE_SAID = /\b(?:after|would|will|still|new|then|post)\b/i;

/**
 * 'Sales says the margin would still be 60% after the cut': a gross margin claimed against the one
 * the price and the unit cost give, at the new price when the claim is about after the move, else
 * today. A claim that matches either is no premise to correct.
 */
function marginPctClaim(x: CalcContext, calcs: readonly ReadingCalculation[]): PremiseCheck | null {
  const built = calcs.find((c) => c.id === 'unit_margin');
  const claim = x.numbers.find((n) => n.meaning === 'gross_margin_pct' && n.whose === 'ours');
  if (!built?.value || !claim) return null;
  const today = Number(built.result.match(/\((\d+(?:\.\d+)?)%\) today/)?.[1] ?? Number.NaN);
  const near = (v: number) => Math.abs(claim.value - v) <= (TOLERANCE_PCT / 100) * Math.abs(v);
  if (near(built.value) || (Number.isFinite(today) && near(today))) return null;
  // With no price change there is one margin; with one, the claim is about after it unless it says today.
  const moved = built.label === MARGIN_AT_NEW_PRICE;
  const afterMove = AFTER_THE_MOVE_SAID.test(claim.clause) || !Number.isFinite(today);
  const computed = afterMove ? built.value : today;
  return beyondTolerance(
    'gross_margin_pct',
    !moved ? 'the margin' : afterMove ? 'the margin after the change' : 'the margin today',
    { value: claim.value, text: pct(claim.value) },
    { value: computed, text: pct(computed) },
    built.inputs,
  );
}

/**
 * 'The seller says it's only 5x EBITDA': a multiple claimed against the price divided by the
 * profit or revenue the text gives. A price read as 8× profit is not 5×, whoever says it.
 */
function multipleClaim(calcs: readonly ReadingCalculation[], text: string): PremiseCheck | null {
  const said = MULTIPLE_SAID.exec(text);
  if (!said) return null;
  // 'A PE-backed integrator has verbally said around 9x EBITDA': another bid, no claim about this price.
  if (OTHER_BIDDER.test(sentenceAround(text, said.index))) return null;
  const ofProfit = /^(?:ebitda|ebit|earnings|profits?|net income)$/i.test(said[2] ?? '');
  const worked = calcs.find((c) =>
    ofProfit ? c.id === 'earnings_multiple' : c.id === 'price_multiple' || c.id === 'offer_multiple',
  );
  const stated = Number(said[1]);
  if (!worked?.value || !(stated > 0)) return null;
  return beyondTolerance(
    'price_multiple',
    `the multiple of ${ofProfit ? 'profit' : 'revenue'}`,
    { value: stated, text: `${said[1]}×` },
    { value: worked.value, text: `${Math.round(worked.value * 10) / 10}×` },
    worked.inputs,
  );
}

/** A repayment or a share taken out of revenue, said in the figure's clause. */
const PAID_FROM_REVENUE =
  /\b(?:repa(?:id|y\w*)|instal\w*|\d+(?:\.\d+)?\s?% of (?:our |the )?(?:monthly |gross )?(?:revenue|sales|receipts))\b/i;

export function premiseChecksOf(
  x: CalcContext,
  calcs: readonly ReadingCalculation[],
  text: string,
): PremiseCheck[] {
  const out: (PremiseCheck | null)[] = [];
  out.push(runwayCheck(x, calcs));
  out.push(paybackClaimCheck(calcs, text));
  out.push(unitMarginClaim(x, calcs, text));
  out.push(marginPctClaim(x, calcs));
  out.push(multipleClaim(calcs, text));
  out.push(...arrClaimsOf(x, text));
  const arr = x.actual('arr');
  const mrr = x.actual('mrr');
  // A sum paid out of monthly revenue ('repaid at 8% of monthly revenue, ~£48k a month') is a
  // repayment, not the revenue itself: no ARR is worked from it.
  if (arr && mrr && !PAID_FROM_REVENUE.test(mrr.clause))
    out.push(
      check('arr', 'ARR', arr, mrr.value * 12, x.money(mrr.value * 12), `${x.money(mrr.value)} MRR × 12`),
    );
  const dilution = calcs.find((c) => c.id === 'dilution');
  const equity = x.proposed('equity_pct');
  // Options granted to a person are no stake sold, and a 'raise' under 1% of the company is a
  // salary or a fee read as the round: neither is a premise to correct.
  if (
    dilution?.value &&
    dilution.value >= 1 &&
    equity &&
    !/\boptions?\b|\bpool\b|\besop\b/i.test(equity.clause) &&
    x.kind === 'raise_funding'
  )
    out.push(
      check('equity_pct', 'the stake sold', equity, dilution.value, pct(dilution.value), dilution.inputs),
    );
  const headcount = x.actual('headcount');
  const cut = x.proposed('headcount_cut');
  const cutPct = x.proposed('headcount_cut_pct');
  if (headcount && cut && cutPct && headcount.value > 0) {
    const share = (100 * cut.value) / headcount.value;
    out.push(
      check(
        'headcount_cut_pct',
        'the share of staff cut',
        cutPct,
        share,
        pct(share),
        `${cut.value} of ${headcount.value}`,
      ),
    );
  }
  const statedInterest = x.actual('interest_total');
  const interestTotal = calcs.find((c) => c.id === 'interest_total');
  if (statedInterest && interestTotal?.value)
    out.push(
      check(
        'interest_total',
        'the total interest',
        statedInterest,
        interestTotal.value,
        x.money(interestTotal.value),
        `repaying ${interestTotal.inputs.replace(/ − .*/, '')} in equal instalments`,
      ),
    );
  const compared = calcs.find((c) => c.id === 'options_compared');
  if (compared?.value && /different periods/.test(compared.label))
    out.push({
      meaning: 'option_period',
      label: 'the options’ costs',
      stated: compared.value,
      stated_text: 'quotes on different periods',
      computed: compared.value,
      computed_text: compared.result,
      difference_pct: 0,
      text: `The options are quoted on different periods (a month, a year, up front), so they cannot be compared as written; on one footing, ${compared.label.replace(/ \(.*\)$/, '').replace(/^The options /, '')}, they cost ${compared.result}.`,
    });
  const rate = x.proposed('interest_rate_pct');
  if (rate && / a month /.test(rate.text) && rate.value >= 12)
    out.push(monthlyRate(rate, CHEAP_RATE.test(text)));
  const pay = x.proposed('salary');
  // Said back only when the text shows no yearly figure of its own for it: 'AED 65k a month' with
  // a budget of 'AED 780k a year' is already understood.
  const yearSaid = (v: number) =>
    x.numbers.some((n) => n !== pay && n.meaning !== 'salary' && Math.abs(n.value - v) <= v * 0.02);
  if (pay && x.kind === 'hire_executive' && / a month \(/.test(pay.text) && !yearSaid(pay.value))
    out.push({
      meaning: 'salary',
      label: 'the pay',
      stated: pay.value / 12,
      stated_text: pay.text.replace(/ \(.*$/, ''),
      computed: pay.value,
      computed_text: `${x.money(pay.value)} a year`,
      difference_pct: 1100,
      text: `The pay is quoted per month: ${pay.text.replace(/ \(.*$/, '')} is ${x.money(pay.value)} a year before any bonus or employer costs; the board weighs the yearly figure.`,
    });
  const ratio = calcs.find((c) => c.id === 'ltv_to_cac');
  const claimed = x.numbers.find((n) => n.meaning === 'ltv_cac_ratio' && n.whose === 'ours');
  if (ratio?.value && claimed)
    out.push(check('ltv_cac_ratio', 'LTV ÷ CAC', claimed, ratio.value, ratioText(ratio.value), ratio.inputs));
  out.push(...sumChecks(x, calcs));
  out.push(...claimChecksOf(x, text));
  out.push(...statedTotalChecksOf(x, text));
  out.push(...covenantBreachesOf(x, text));
  out.push(cashBeforeRevenueCheck(x));
  return out.filter((c): c is PremiseCheck => c !== null);
}

/** 'We would still have two years of runway after the hire': a runway claimed for after the move. */
const RUNWAY_AFTER_CLAIM =
  /\b(?:still|leav(?:e|es|ing) us|left with|keeps? us at|stays?|remains?|afterwards|after (?:it|that|the \w+))\b/i;
const AFTER_THE_MOVE = [
  'runway_with_hire',
  'runway_with_repayments',
  'runway_at_option',
  'runway_after_cost',
];
/** 'Runway stays above 18 months': a floor, met by any longer runway. */
const AT_LEAST = /\b(?:above|over|more than|at least|beyond)\b/i;

/** The runway stated against the one the figures give: today's, or after the move when the claim is about after. */
function runwayCheck(x: CalcContext, calcs: readonly ReadingCalculation[]): PremiseCheck | null {
  const claimedAfter = x.inRole('runway_months', 'target') ?? x.inRole('runway_months', 'option');
  const stated =
    x.actual('runway_months') ??
    (claimedAfter && RUNWAY_AFTER_CLAIM.test(claimedAfter.clause) ? claimedAfter : null);
  // 'The CFO says we would still have 18 months': a claim about after the move is checked against the runway after it.
  const aboutAfter = stated && (stated.role !== 'actual' || RUNWAY_AFTER_CLAIM.test(stated.clause));
  const runway =
    (aboutAfter ? calcs.find((c) => AFTER_THE_MOVE.includes(c.id)) : undefined) ??
    calcs.find((c) => c.id === 'runway');
  if (!stated || !runway?.value) return null;
  if (AT_LEAST.test(stated.clause) && runway.value >= stated.value) return null;
  return check('runway_months', 'runway', stated, runway.value, months(runway.value), runway.inputs);
}

/** A rate quoted per month looks small; a year of it rarely does, and compounding adds more. */
function monthlyRate(rate: { value: number; text: string }, calledCheap: boolean): PremiseCheck {
  const monthly = rate.value / 12;
  const compounded = ((1 + monthly / 100) ** 12 - 1) * 100;
  return {
    meaning: 'interest_rate_pct',
    label: 'the interest rate',
    stated: monthly,
    stated_text: `${pct(monthly)} a month`,
    computed: rate.value,
    computed_text: `${pct(rate.value)} a year`,
    difference_pct: Math.round(((rate.value - monthly) / monthly) * 100),
    text: `${calledCheap ? 'The text presents the rate as cheap, but it is quoted per month' : 'The rate is quoted per month'}: ${pct(monthly)} a month is ${pct(rate.value)} a year simple, about ${pct(compounded)} compounded; the board compares it with other money on that yearly figure.`,
  };
}

/** Growth, gross margin and revenue the text states, against the sums its other figures give. */
function sumChecks(x: CalcContext, calcs: readonly ReadingCalculation[]): (PremiseCheck | null)[] {
  const out: (PremiseCheck | null)[] = [];
  const growth = calcs.find((c) => c.id === 'growth_from_to');
  const statedGrowth = x.actual('revenue_growth_pct');
  if (growth?.value && statedGrowth)
    out.push(checkPoints('revenue_growth_pct', 'growth', statedGrowth, growth.value, growth.inputs));
  const ltv = calcs.find((c) => c.id === 'ltv');
  const statedLtv = x.actual('ltv');
  if (ltv?.value && statedLtv)
    out.push(check('ltv', 'the lifetime value', statedLtv, ltv.value, x.money(ltv.value), ltv.inputs));
  const margin = calcs.find((c) => c.id === 'gross_margin');
  const statedMargin = x.actual('gross_margin_pct');
  if (margin?.value && statedMargin)
    out.push(checkPoints('gross_margin_pct', 'the gross margin', statedMargin, margin.value, margin.inputs));
  // '300 subscribers on $49 a month; MRR is $25k': the product of the parts against the total stated.
  for (const implied of x.numbers.filter((n) => /implied by customers × price/.test(n.label))) {
    const stated = x.numbers.find(
      (n) => n.meaning === implied.meaning && n.role === 'actual' && n.whose === 'ours' && n !== implied,
    );
    if (stated)
      out.push(
        check(
          implied.meaning,
          implied.meaning === 'mrr' ? 'MRR' : 'ARR',
          stated,
          implied.value,
          x.money(implied.value),
          `customers × price (${implied.text})`,
        ),
      );
  }
  return out;
}

/** A rate stated in percent against one computed, which may be negative (falling revenue, a loss-making margin). */
function checkPoints(
  meaning: string,
  label: string,
  stated: Figure,
  computed: number,
  how: string,
): PremiseCheck | null {
  if (computed === 0) return null;
  return beyondTolerance(meaning, label, stated, { value: computed, text: pct(computed) }, how);
}
