// The arithmetic a board does with the figures it is given, shown with its inputs so anyone can
// check it: runway, what a raise buys and costs in dilution, the burn a target runway needs, the
// gap to a revenue target, what a hire costs in months of burn, interest, multiples, break-even
// churn of a price rise, revenue at risk. Only today's figures (ours, actual) stand for today: a
// target, an option or a floor never does. No figure is invented: a missing input means no sum.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { monthsOf, multipleOf, percentOf } from './calc-shapes.ts';
import { checkedSums } from './checked-sums.ts';
import { mainCurrency } from './currency-groups.ts';
import { cutSavingCalcs } from './cut-saving.ts';
import { debtServiceCalc } from './debt-service.ts';
import { distributionCalcs } from './distribution-calcs.ts';
import { count, money as fmtMoney, months, pct } from './format.ts';
import { grantCalcs } from './grant-calcs.ts';
import { peoplePaid } from './hire-count.ts';
import { keyPersonCalcs } from './key-person.ts';
import type { NumberMeaning } from './meanings.ts';
import { actualOf, isUnitCost } from './numbers.ts';
import { orderEconomicsCalcs } from './order-economics.ts';
import { planSwitchCalcs } from './plan-switch.ts';
import { preferenceWaterfall } from './preference-waterfall.ts';
import { cheaperQuoteCalc, paybackCalc, surchargedQuoteCalc } from './return-calcs.ts';
import { revenueFinancingCalcs } from './revenue-financing.ts';
import { revenueShareCalcs } from './revenue-share-calcs.ts';
import { isPostMoney, stackedConvertiblesCalc } from './safe-dilution.ts';
import { ownCashCalc, ownCashOf, solvencyCalcs } from './solvency-calcs.ts';
import { stakePriceOf } from './stake-price.ts';
import { unitMarginCalcs } from './unit-margin.ts';
import { workingCapitalCalcs } from './working-capital.ts';

export interface CalcContext {
  kind: KindId | null;
  numbers: readonly ReadingNumber[];
  /** Today's figure of a meaning: ours, actual. */
  actual(meaning: NumberMeaning): ReadingNumber | null;
  /** A figure of a meaning in a given role (and ours unless said). */
  inRole(
    meaning: NumberMeaning,
    role: ReadingNumber['role'],
    whose?: ReadingNumber['whose'],
  ): ReadingNumber | null;
  /** The figure of the proposal itself (amount, price, salary): any role but a floor, ours. */
  proposed(meaning: NumberMeaning): ReadingNumber | null;
  money(value: number): string;
}

/** Today's thing that a step replaces: 'current warehouse', 'our existing supplier', 'the old lease'. */
export const REPLACED_THING =
  /\b(?:our|the) (?:current |existing )?(?:lease|contract|agreement) (?:ends|expires|runs out|is up)\b|\b(?:current|existing|present|old|today['’]s)\s+(?:\w+\s+)?(?:warehouse|office|premises|site|lease|space|building|unit|store|shop|plant|supplier|vendor|provider|contract|plan|tool|system|platform|rent|fee|price|bank|lender|loan|policy|insurer|agency|courier)s?\b/i;

export function calcContext(kind: KindId | null, numbers: readonly ReadingNumber[]): CalcContext {
  // The decision's own currency, not merely the first one written (a grant in EUR, our cash in SEK).
  const unit = mainCurrency(numbers);
  const today = (m: NumberMeaning) => actualOf(numbers, m);
  // Cash that includes money held for others (ticket sales owed to promoters, client money) is not
  // ours to spend: every sum of runway and headroom counts only what is left once it is passed on.
  const cash = ownCashOf(today('cash'), numbers, (v) => fmtMoney(v, unit));
  return {
    kind,
    numbers,
    actual: (m) => (m === 'cash' ? cash : today(m)),
    inRole: (m, role, whose = 'ours') =>
      numbers.find((n) => n.meaning === m && n.role === role && n.whose === whose) ?? null,
    // The proposal's figure: of several, not the one the text says is today's thing being replaced
    // ('Current warehouse: €496k a year … New one: €870k a year').
    proposed: (m) => {
      const all = numbers.filter(
        (n) => n.meaning === m && n.role !== 'floor' && n.role !== 'past' && n.whose === 'ours',
      );
      return (all.length > 1 ? all.find((n) => !REPLACED_THING.test(n.clause)) : undefined) ?? all[0] ?? null;
    },
    money: (v) => fmtMoney(v, unit),
  };
}

type Calc = ReadingCalculation;

/** Annual revenue today, and the words for where it came from. */
export function annualRevenueOf(
  x: CalcContext,
  whose: ReadingNumber['whose'] = 'ours',
): { value: number; word: string; unit: string } | null {
  const find = (m: NumberMeaning) =>
    x.numbers.find((n) => n.meaning === m && n.role === 'actual' && n.whose === whose);
  const arr = find('arr');
  if (arr) return { value: arr.value, word: 'ARR', unit: arr.unit };
  const mrr = find('mrr');
  if (mrr) return { value: mrr.value * 12, word: 'annualized MRR', unit: mrr.unit };
  const revenue = find('annual_revenue');
  return revenue ? { value: revenue.value, word: 'annual revenue', unit: revenue.unit } : null;
}

function runwayCalcs(x: CalcContext, out: Calc[]): void {
  const cash = x.actual('cash');
  const burn = x.actual('monthly_burn');
  if (cash && burn && burn.value > 0)
    out.push(
      monthsOf(
        'runway',
        'Runway today',
        cash.value,
        burn.value,
        `${x.money(cash.value)} cash ÷ ${x.money(burn.value)} monthly burn`,
      ),
    );
  const option = x.inRole('monthly_burn', 'option') ?? x.inRole('monthly_burn', 'target');
  if (cash && option && option.value > 0)
    out.push(
      monthsOf(
        'runway_at_option',
        `Runway if burn falls to ${x.money(option.value)} a month`,
        cash.value,
        option.value,
        `${x.money(cash.value)} cash ÷ ${x.money(option.value)}`,
      ),
    );
  const target = x.inRole('runway_months', 'target') ?? x.inRole('runway_months', 'floor');
  const statedRunway = x.actual('runway_months');
  if (target && burn && (cash || statedRunway)) {
    const funds = cash?.value ?? (statedRunway?.value ?? 0) * burn.value;
    const needed = funds / target.value;
    const cut = 1 - needed / burn.value;
    out.push({
      id: 'burn_for_target',
      label: `Monthly burn needed for ${months(target.value)} of runway`,
      value: needed,
      result:
        cut > 0
          ? `${x.money(needed)} a month, ${pct(cut * 100)} below today’s burn`
          : `${x.money(needed)} a month: today’s burn already reaches it`,
      inputs: `${x.money(funds)} ${cash ? 'cash' : 'implied cash'} ÷ ${months(target.value)}; today ${x.money(burn.value)}`,
    });
  }
  // A payroll due that the cash in hand cannot meet: the gap is what must be found before pay day.
  const payroll = x.numbers.find(
    (n) =>
      n.meaning === 'monthly_cost' &&
      n.label === 'monthly payroll' &&
      n.whose === 'ours' &&
      n.role !== 'past',
  );
  if (payroll && cash && payroll.value > cash.value)
    out.push({
      id: 'payroll_shortfall',
      label: 'Payroll the cash cannot meet',
      value: payroll.value - cash.value,
      result: `${x.money(payroll.value - cash.value)} short (the cash covers ${Math.round((100 * cash.value) / payroll.value)}% of the payroll)`,
      inputs: `${x.money(payroll.value)} payroll − ${x.money(cash.value)} cash`,
    });
  solvencyCalcs(x, out);
  const floor = x.inRole('cash', 'floor');
  if (floor && cash)
    out.push({
      id: 'covenant_headroom',
      label: 'Headroom above the cash floor',
      value: cash.value - floor.value,
      result:
        burn && burn.value > 0
          ? `${x.money(cash.value - floor.value)}, about ${months((cash.value - floor.value) / burn.value)} of burn before the floor is breached`
          : x.money(cash.value - floor.value),
      inputs: `${x.money(cash.value)} cash − ${x.money(floor.value)} minimum`,
    });
  // A one-off spend against that floor: what the lender will see at the next test.
  const spend =
    floor && cash
      ? (['cost', 'budget', 'purchase_price'] as const)
          .map((m) => x.proposed(m))
          .find((n) => n && n.value > 0 && n.value < cash.value * 10)
      : null;
  if (floor && cash && spend) {
    const after = cash.value - spend.value;
    const below = floor.value - after;
    out.push({
      id: 'cash_after_vs_floor',
      label: 'Cash after the spend, against the lender’s minimum',
      value: after,
      result:
        below > 0
          ? `${x.money(after)}, ${x.money(below)} below the ${x.money(floor.value)} minimum: the spend breaches the covenant as proposed`
          : `${x.money(after)}, ${x.money(-below)} above the ${x.money(floor.value)} minimum${thinHeadroom(-below, x.actual('monthly_burn')?.value ?? 0)}`,
      inputs: `${x.money(cash.value)} cash − ${x.money(spend.value)} spend, against ${x.money(floor.value)} minimum`,
    });
  }
}

/** Headroom above a lender's minimum that the burn uses up within a quarter: said in weeks or months. */
function thinHeadroom(headroom: number, burn: number): string {
  if (burn <= 0 || headroom >= 3 * burn) return '';
  const weeks = Math.round((headroom / burn) * 4.3);
  return `: at the current burn the covenant is breached in about ${weeks <= 8 ? `${Math.max(weeks, 1)} week${weeks === 1 ? '' : 's'}` : months(headroom / burn)}`;
}

/**
 * An option pool created inside the pre-money (the 'option pool shuffle'): the new investor's price
 * per share is set on the whole pre-money, but the pool's shares come out of the holders' part, so
 * the existing holders are paid as if the company were worth less by the pool's share.
 */
function poolInPreMoney(x: CalcContext, out: Calc[]): void {
  const pool = x.numbers.find((n) => n.meaning === 'option_pool_pct' && n.whose === 'ours');
  const pre = x.proposed('valuation');
  if (!pool || !pre || pool.value <= 0 || pool.value >= 50) return;
  if (!/\bpre[- ]?money\b|\bincluding\b|\bwithin\b|\bpre-round\b/i.test(`${pool.clause} ${pre.clause}`))
    return;
  const effective = pre.value * (1 - pool.value / 100);
  out.push({
    id: 'pool_effective_pre_money',
    label: 'Pre-money once the pool is carved out of it',
    value: effective,
    result: `${x.money(effective)} for today’s holders: the ${pool.text} pool costs them ${x.money(pre.value - effective)} of the headline ${x.money(pre.value)}`,
    inputs: `${x.money(pre.value)} × (1 − ${pool.text})`,
  });
}

function financingCalcs(x: CalcContext, out: Calc[]): void {
  poolInPreMoney(x, out);
  const burn = x.actual('monthly_burn');
  const raise = x.proposed('raise_amount');
  if (raise && burn && burn.value > 0 && (x.kind === 'raise_funding' || x.kind === null))
    out.push(
      monthsOf(
        'runway_added',
        'Runway the raise adds',
        raise.value,
        burn.value,
        `${x.money(raise.value)} ÷ ${x.money(burn.value)} monthly burn`,
      ),
    );
  const valuation = x.proposed('valuation');
  // A cap the text calls post-money is divided into, like a post-money valuation.
  const capPost = valuation && isPostMoney(valuation) ? valuation : null;
  const pre = capPost ? null : valuation;
  const post = x.proposed('post_money_valuation') ?? capPost;
  if (raise && (pre || post)) {
    const base = post ? post.value : (pre?.value ?? 0) + raise.value;
    out.push({
      id: 'dilution',
      label: 'Dilution of the round',
      value: (100 * raise.value) / base,
      result: pct((100 * raise.value) / base),
      inputs: post
        ? `${x.money(raise.value)} ÷ ${x.money(post.value)} post-money`
        : `${x.money(raise.value)} ÷ (${x.money(pre?.value ?? 0)} pre-money + ${x.money(raise.value)})${
            // A cap whose basis the text leaves out: the reading is pre-money, and the other is shown.
            pre?.label.endsWith('valuation cap') && !/pre-money/.test(pre.label)
              ? `; the cap’s basis is not stated: at a post-money cap it is ${pct((100 * raise.value) / pre.value)}`
              : ''
          }`,
    });
  }
  const stacked = stackedConvertiblesCalc(x.numbers);
  if (stacked) out.push(stacked);
  const revenue = annualRevenueOf(x);
  if (pre && revenue && revenue.value > 0)
    out.push(
      multipleOf(x, 'valuation_multiple', 'Pre-money valuation as a multiple of revenue', pre.value, revenue),
    );
  const loan = x.proposed('loan_amount');
  // 'Euribor + 2.1%': a margin over a reference rate is not the rate paid; the all-in rate is.
  const rate =
    x.numbers.find(
      (n) =>
        n.meaning === 'interest_rate_pct' &&
        n.whose === 'ours' &&
        n.role !== 'floor' &&
        n.role !== 'past' &&
        !/\bmargin\b/.test(n.label),
    ) ?? null;
  if (loan && rate)
    out.push(
      percentOf(
        'interest_year',
        'Interest a year',
        rate.value,
        loan.value,
        x.money,
        `${x.money(loan.value)} × ${pct(rate.value)}`,
      ),
    );
  const term = x.proposed('term_months');
  if (loan && rate && term && term.value > 0 && rate.value > 0) {
    // Repaid in equal monthly instalments, the usual schedule: the smallest total a lender would
    // quote for this rate and term, so a stated total below it is a wrong premise.
    const r = rate.value / 1200;
    const instalment = (loan.value * r) / (1 - (1 + r) ** -term.value);
    out.push({
      id: 'monthly_repayment',
      label: 'Monthly repayment (equal instalments)',
      value: instalment,
      result: `${x.money(instalment)} a month for ${months(term.value)}`,
      inputs: `${x.money(loan.value)} at ${pct(rate.value)} a year over ${months(term.value)}`,
    });
    out.push({
      id: 'interest_total',
      label: 'Total interest over the term',
      value: instalment * term.value - loan.value,
      result: x.money(instalment * term.value - loan.value),
      inputs: `${months(term.value)} × ${x.money(instalment)} − ${x.money(loan.value)} borrowed`,
    });
  }

  const margin = x.actual('net_margin_pct');
  if (loan && rate && revenue && margin && margin.value > 0) {
    const profit = (revenue.value * margin.value) / 100;
    const interest = (loan.value * rate.value) / 100;
    out.push({
      id: 'interest_share_of_profit',
      label: 'A year’s interest against a year’s net profit',
      value: (100 * interest) / profit,
      result: `${pct((100 * interest) / profit)} of net profit (${x.money(interest)} of about ${x.money(profit)})`,
      inputs: `${x.money(loan.value)} × ${pct(rate.value)} ÷ (${x.money(revenue.value)} × ${pct(margin.value)} net margin)`,
    });
  }
  if (loan && burn && burn.value > 0 && x.kind === 'take_loan')
    out.push(
      monthsOf(
        'runway_added',
        'Runway the loan adds',
        loan.value,
        burn.value,
        `${x.money(loan.value)} ÷ ${x.money(burn.value)} monthly burn`,
      ),
    );
  // Repayments are cash going out each month: the runway cash plus the loan buys is at burn plus them.
  const repayment = out.find((c) => c.id === 'monthly_repayment')?.value;
  const cash = x.actual('cash');
  if (loan && burn && cash && repayment && burn.value + repayment > 0 && x.kind === 'take_loan')
    out.push({
      id: 'runway_with_repayments',
      label: 'Runway with the loan, once repayments start',
      value: (cash.value + loan.value) / (burn.value + repayment),
      result: months((cash.value + loan.value) / (burn.value + repayment)),
      inputs: `${x.money(cash.value)} cash + ${x.money(loan.value)} loan, spent at ${x.money(burn.value)} burn + ${x.money(repayment)} repayments a month`,
    });
}

/** What a price for part of a company puts on the whole, said once; the multiples use the whole. */
function wholeValue(x: CalcContext, price: ReadingNumber, out: Calc[]): number {
  const part = stakePriceOf(x, price);
  if (!part) return price.value;
  out.push({
    id: 'implied_whole_value',
    label: 'What the price puts on the whole company',
    value: part.whole,
    result: `${x.money(part.whole)} for 100%`,
    inputs: `${x.money(price.value)} ÷ ${part.stake.text}`,
  });
  return part.whole;
}

/** A stake someone holds today: 'founders own 62%', 'we hold 40%'. */
const HOLDING = /\b(?:own|owns|hold|holds|held by|founders?['’]? (?:stake|shares))\b/i;

function dealCalcs(x: CalcContext, out: Calc[]): void {
  const revenue = annualRevenueOf(x);
  const offer = x.proposed('offer_price');
  const offered = offer ? wholeValue(x, offer, out) : 0;
  if (offer && revenue && revenue.value > 0)
    out.push(multipleOf(x, 'offer_multiple', 'Offer as a multiple of revenue', offered, revenue));
  // 'Founders own 62%': what a holder's stake receives at the price, before any preference or fees.
  const held = x.numbers.find(
    (n) =>
      n.meaning === 'equity_pct' &&
      n.whose === 'ours' &&
      n.role === 'actual' &&
      n.value > 0 &&
      n.value < 100 &&
      HOLDING.test(n.clause),
  );
  if (offer && held && x.kind === 'be_acquired')
    out.push({
      id: 'stake_proceeds',
      label: `What the ${held.text} stake receives at the offer`,
      value: (offered * held.value) / 100,
      result: `${x.money((offered * held.value) / 100)} before any liquidation preference, escrow or fees`,
      inputs: `${held.text} × ${x.money(offered)}`,
    });
  const waterfall =
    offer && held && x.kind === 'be_acquired' ? preferenceWaterfall(x.numbers, offered, held, x.money) : null;
  if (waterfall) out.push(waterfall);
  const price = x.proposed('purchase_price');
  const paid = price ? wholeValue(x, price, out) : 0;
  const theirs = annualRevenueOf(x, 'counterparty');
  if (price && !theirs && revenue && revenue.value > 0)
    out.push(
      multipleOf(
        x,
        'price_against_our_revenue',
        'Price against our own revenue',
        price.value,
        revenue,
        'our ',
      ),
    );
  if (price && theirs && theirs.value > 0)
    out.push(multipleOf(x, 'price_multiple', 'Price as a multiple of the target’s revenue', paid, theirs));
  const cash = x.actual('cash');
  // A loan that pays part of the price leaves the rest to come out of our cash.
  const loan = x.proposed('loan_amount');
  const lent = price && loan && loan.value > 0 && loan.value < price.value ? loan.value : 0;
  if (price && cash && cash.value > 0)
    out.push({
      id: 'price_share_of_cash',
      label: lent
        ? 'Cash the price takes after the loan, as a share of our cash'
        : 'Price as a share of our cash',
      value: (100 * (price.value - lent)) / cash.value,
      result: pct((100 * (price.value - lent)) / cash.value),
      inputs: lent
        ? `(${x.money(price.value)} price − ${x.money(lent)} loan) ÷ ${x.money(cash.value)} cash`
        : `${x.money(price.value)} ÷ ${x.money(cash.value)}`,
    });
}

function growthCalcs(x: CalcContext, out: Calc[]): void {
  for (const meaning of ['mrr', 'arr', 'annual_revenue'] as const) {
    const target = x.inRole(meaning, 'target');
    const now = x.actual(meaning);
    if (!target || !now || now.value <= 0 || target.value <= now.value) continue;
    const growth = x.actual('revenue_growth_pct');
    const monthlyRate = growth ? growth.value / 100 : null;
    const needed = Math.log(target.value / now.value);
    const at = monthlyRate && monthlyRate > 0 ? needed / Math.log(1 + monthlyRate) : null;
    out.push({
      id: 'gap_to_target',
      label: `Gap to the ${meaning === 'annual_revenue' ? 'revenue' : meaning.toUpperCase()} target`,
      value: target.value - now.value,
      result:
        `${x.money(target.value - now.value)} more (${Math.round((10 * target.value) / now.value) / 10}× today)` +
        (at !== null ? `; about ${months(at)} at ${pct(growth?.value ?? 0)} a month` : ''),
      inputs: `${x.money(target.value)} target − ${x.money(now.value)} today`,
    });
  }
}

/** Decisions in which a salary is someone’s pay today (a leaver’s, a claimant’s, or of no decision the board knows), not a hire to cost. */
const NO_HIRE_KINDS: ReadonlySet<KindId | null> = new Set<KindId | null>([
  null,
  'layoffs',
  'legal_regulatory',
  'customer_contract',
  'security_incident',
  'product_recall',
  'be_acquired',
  'acquire_company',
  'take_loan',
  'raise_funding',
  'cost_cutting',
]);

function peopleCalcs(x: CalcContext, out: Calc[]): void {
  const burn = x.actual('monthly_burn');
  const salary = NO_HIRE_KINDS.has(x.kind) ? null : x.proposed('salary');
  const revenue = annualRevenueOf(x);
  if (salary) {
    const people = peoplePaid(salary.clause);
    // The on-costs the text states, else a quarter on top for taxes, benefits and hiring.
    const onCost = x.actual('on_cost_pct');
    const loading = onCost && onCost.value > 0 && onCost.value < 100 ? 1 + onCost.value / 100 : 1.25;
    const loaded = salary.value * people * loading;
    const parts = [
      burn && burn.value > 0 ? `${months(loaded / burn.value)} of today’s burn` : null,
      revenue && revenue.value > 0 ? `${pct((100 * loaded) / revenue.value)} of ${revenue.word}` : null,
    ].filter(Boolean);
    out.push({
      id: 'annual_burn_of_hire',
      label:
        people > 1
          ? `What the ${people} hires cost a year, fully loaded`
          : 'What the hire costs a year, fully loaded',
      value: loaded,
      result: `about ${x.money(loaded)}${parts.length ? ` (${parts.join('; ')})` : ''}`,
      inputs: `${people > 1 ? `${people} × ` : ''}${x.money(salary.value)} salary × ${loading} for ${onCost ? `the ${onCost.text} employer costs stated` : 'taxes, benefits and hiring costs'}`,
    });
    // A recruiter's fee is paid once, in the first year: what the first year of the hire costs.
    const feePct = x.actual('recruitment_fee_pct');
    if (feePct && feePct.value > 0 && feePct.value < 100) {
      const fee = (salary.value * people * feePct.value) / 100;
      out.push({
        id: 'first_year_cost_of_hire',
        label: 'What the first year of the hire costs, with the recruiter’s fee',
        value: loaded + fee,
        result: `about ${x.money(loaded + fee)}: ${x.money(loaded)} loaded pay + ${x.money(fee)} fee once`,
        inputs: `${x.money(loaded)} + ${feePct.text} × ${x.money(salary.value * people)} salary`,
      });
    }
    const cash = x.actual('cash');
    if (cash && burn && burn.value > 0)
      out.push({
        id: 'runway_with_hire',
        label: people > 1 ? 'Runway once the hires join the burn' : 'Runway once the hire joins the burn',
        value: cash.value / (burn.value + loaded / 12),
        result: months(cash.value / (burn.value + loaded / 12)),
        inputs: `${x.money(cash.value)} cash ÷ (${x.money(burn.value)} burn + ${x.money(loaded / 12)} a month for the hire${people > 1 ? 's' : ''})`,
      });
  }
  const headcount = x.actual('headcount');
  const cutPct = x.proposed('headcount_cut_pct');
  const cutCount =
    x.proposed('headcount_cut')?.value ??
    (headcount && cutPct ? Math.round((headcount.value * cutPct.value) / 100) : null);
  if (x.kind === 'layoffs' && cutCount && headcount)
    out.push({
      id: 'people_affected',
      label: 'People affected',
      value: cutCount,
      result: `${count(cutCount)} of ${count(headcount.value)} (${pct((100 * cutCount) / headcount.value)})`,
      inputs: cutPct
        ? `${pct(cutPct.value)} of ${count(headcount.value)}`
        : `${count(cutCount)} roles of ${count(headcount.value)}`,
    });
  // A move or a change that reaches part of the team: how much of the company it is.
  const reached = x.proposed('people_affected');
  if (reached && headcount && headcount.value > 0 && reached.value <= headcount.value)
    out.push({
      id: 'people_reached',
      label: 'People the change reaches',
      value: reached.value,
      result: `${count(reached.value)} of ${count(headcount.value)}, ${pct((100 * reached.value) / headcount.value)} of the company`,
      inputs: `${count(reached.value)} people ÷ a headcount of ${count(headcount.value)}`,
    });
  const severance = x.proposed('severance');
  if (severance && cutCount)
    out.push({
      id: 'severance_per_person',
      label: 'Severance per person',
      value: severance.value / cutCount,
      result: x.money(severance.value / cutCount),
      inputs: `${x.money(severance.value)} ÷ ${count(cutCount)} people`,
    });
  if (severance && burn && burn.value > 0)
    out.push(
      monthsOf(
        'severance_months',
        'Severance in months of burn',
        severance.value,
        burn.value,
        `${x.money(severance.value)} ÷ ${x.money(burn.value)} a month`,
      ),
    );
}

/** 'From $49 to $59': a price change written as two prices, as a percentage. */
function priceMoveOf(x: CalcContext): { value: number; from: ReadingNumber; to: ReadingNumber } | null {
  const prices = x.numbers.filter((n) => n.meaning === 'price' && n.whose === 'ours');
  for (const to of prices)
    for (const from of prices) {
      const written = new RegExp(
        `from\\s+${escapeRegExp(from.text)}\\s+(?:\\S+\\s+){0,3}?to\\s+${escapeRegExp(to.text)}`,
        'i',
      );
      if (from !== to && from.value > 0 && written.test(to.clause))
        return { value: (100 * (to.value - from.value)) / from.value, from, to };
    }
  return null;
}
/** A text matched literally inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words of a price a customer pays, in the clause of a price change. */
const PRICE_WORDS =
  /\b(?:pric\w*|fees?|tariffs?|rates? card|subscriptions?|plans?|tuition|rent we charge|surcharge|charges? (?:our|to) (?:customers|clients|members|guests|patients|students))\b/i;

/**
 * '3,900 students, average tuition ₱52,000 a year' with no revenue stated: what they pay in a year
 * is the revenue a price change moves, so the board works it out rather than ask for it.
 */
function yearlyRevenueFromPayers(x: CalcContext, out: Calc[]): { value: number; word: string } | null {
  const payers = x.actual('customers');
  const price = x.actual('price');
  if (!payers || !price || price.whose !== 'ours') return null;
  const clause = price.clause ?? '';
  const perMonth = /\b(?:a|per|\/)\s?(?:month|mo)\b|\bmonthly\b/i.test(clause);
  if (!perMonth && !/\b(?:a|per|\/)\s?(?:year|yr|annum)\b|\b(?:yearly|annual(?:ly)?)\b/i.test(clause))
    return null;
  const value = payers.value * price.value * (perMonth ? 12 : 1);
  out.push({
    id: 'revenue_from_payers',
    label: 'What they pay in a year today',
    value,
    result: `${x.money(value)} a year`,
    inputs: `${count(payers.value)} × ${price.text}${perMonth ? ' × 12' : ''}`,
  });
  return { value, word: 'a year from them today' };
}

function customerCalcs(x: CalcContext, out: Calc[]): void {
  const move = priceMoveOf(x);
  if (move)
    out.push({
      id: 'price_change',
      label: 'The price change',
      value: move.value,
      result: `${move.value > 0 ? '+' : '−'}${pct(Math.abs(move.value))}`,
      inputs: `${move.from.text} → ${move.to.text}`,
    });
  const payers = x.actual('customers');
  if (
    move &&
    payers &&
    !annualRevenueOf(x) &&
    /\b(?:a|per|\/)\s?(?:month|mo)\b|\bmonthly\b/i.test(move.to.clause)
  )
    out.push({
      id: 'revenue_change',
      label: 'Revenue change if every customer stays',
      value: payers.value * (move.to.value - move.from.value) * 12,
      result: `${move.value > 0 ? '+' : '−'}${x.money(Math.abs(payers.value * (move.to.value - move.from.value) * 12))} a year, on ${x.money(payers.value * move.from.value * 12)} a year today`,
      inputs: `${count(payers.value)} customers × (${move.to.text} − ${move.from.text}) × 12`,
    });
  unitMarginCalcs(x, move, out);
  planSwitchCalcs(x, out);
  keyPersonCalcs(x, out);
  // A percent read as a price change counts only where the step moves a price: a stray 8% (a
  // coupon, a warrant, a loan's share) is no raise that customers could leave over.
  const proposedChange = x.proposed('price_change_pct');
  const stated =
    proposedChange && (x.kind === 'pricing_change' || PRICE_WORDS.test(proposedChange.clause ?? ''))
      ? proposedChange
      : null;
  const change = stated ?? (move ? { value: move.value } : null);
  if (change && change.value > 0) {
    const breakEven = (100 * change.value) / (100 + change.value);
    out.push({
      id: 'break_even_churn',
      label: 'Customers you can lose before revenue falls',
      value: breakEven,
      result: pct(breakEven),
      inputs: `1 − 1 ÷ (1 + ${pct(change.value)})`,
    });
  }
  const revenue = annualRevenueOf(x) ?? yearlyRevenueFromPayers(x, out);
  // What the change is worth before anyone leaves: the upside the break-even churn is weighed against.
  if (change && change.value !== 0 && revenue && revenue.value > 0 && !x.proposed('revenue_share_pct'))
    out.push({
      id: 'revenue_change',
      label: 'Revenue change if every customer stays',
      value: (revenue.value * change.value) / 100,
      result: `${change.value > 0 ? '+' : '−'}${x.money(Math.abs(revenue.value * change.value) / 100)} a year`,
      inputs: `${pct(change.value)} × ${x.money(revenue.value)} ${revenue.word}`,
    });
  const share = x.proposed('revenue_share_pct');
  // A share of revenue paid to a financier up to a cap is a repayment (costed on its own), not revenue lost.
  const repaidToCap = x.numbers.some((n) => n.meaning === 'repayment_cap_multiple');
  if (share && revenue && !repaidToCap)
    out.push(
      percentOf(
        'revenue_at_risk',
        'Revenue at stake',
        share.value,
        revenue.value,
        (v) => `${x.money(v)} a year`,
        `${pct(share.value)} × ${x.money(revenue.value)} ${revenue.word}`,
      ),
    );
  // 'Two customers make 55% of their revenue': the other side's concentration, on its own revenue.
  const theirShare = x.inRole('revenue_share_pct', 'actual', 'counterparty');
  const theirRevenue = annualRevenueOf(x, 'counterparty');
  if (!share && theirShare && theirRevenue)
    out.push(
      percentOf(
        'revenue_at_risk',
        'Their revenue resting on the accounts named',
        theirShare.value,
        theirRevenue.value,
        (v) => `${x.money(v)} a year`,
        `${pct(theirShare.value)} × ${x.money(theirRevenue.value)} of their ${theirRevenue.word}`,
      ),
    );
  const accounts = x.proposed('accounts_share_pct');
  const customers = x.actual('customers');
  if (accounts && customers)
    out.push(
      percentOf(
        'accounts_affected',
        'Customers affected',
        accounts.value,
        customers.value,
        (v) => `about ${count(v)} of ${count(customers.value)}`,
        `${pct(accounts.value)} × ${count(customers.value)} customers`,
      ),
    );
  const churn = x.actual('churn_monthly_pct');
  const payback = x.actual('payback_months');
  if (churn && payback && churn.value > 0) {
    const lifetime = 100 / churn.value;
    out.push({
      id: 'payback_vs_lifetime',
      label: 'Average customer lifetime against CAC payback',
      value: lifetime,
      result: `${months(lifetime)} of life for a ${months(payback.value)} payback`,
      inputs: `1 ÷ ${pct(churn.value)} monthly churn`,
    });
  }
}

function costCalcs(x: CalcContext, out: Calc[]): void {
  const cash = x.actual('cash');
  const burn = x.actual('monthly_burn');
  // What one unit costs is set against a price (unit-margin.ts), never against the cash.
  // Of several costs, the largest is the step's; the smaller ones are its parts or running costs.
  const wholeCost =
    x.numbers
      .filter(
        (n) =>
          n.meaning === 'cost' &&
          !isUnitCost(n) &&
          n.role !== 'floor' &&
          n.role !== 'past' &&
          n.whose === 'ours',
      )
      .sort((a, b) => b.value - a.value)[0] ?? null;
  const cost = wholeCost ?? x.proposed('budget') ?? x.proposed('fine_amount') ?? x.proposed('ransom_amount');
  // A budget's spend is a year of running costs, set against revenue (budget-calcs.ts), not a one-off against cash.
  // A grant's whole project is mostly the grant's money: our share of it is set against cash (grant-calcs.ts).
  const grant = x.actual('grant_amount');
  const grantProject = grant && cost && /\bproject\b/i.test(cost.clause) && cost.value > grant.value;
  const oneOff = x.kind === 'budget_approval' || grantProject ? null : cost;
  if (oneOff && (cash || burn)) {
    // A one-off paid from cash shortens the runway by its months of burn: say from what to what.
    const runwayCut =
      cash && burn && burn.value > 0 && oneOff.value < cash.value
        ? `runway from ${months(cash.value / burn.value)} to ${months((cash.value - oneOff.value) / burn.value)}`
        : null;
    const parts = [
      cash && cash.value > 0 ? `${pct((100 * oneOff.value) / cash.value)} of cash` : null,
      burn && burn.value > 0 ? `${months(oneOff.value / burn.value)} of burn` : null,
    ].filter(Boolean);
    out.push({
      id: 'cost_share',
      label: `The ${oneOff.label.replace(/^(?:one-off |at most: )/, '')} against our cash`,
      value: cash ? (100 * oneOff.value) / cash.value : oneOff.value / (burn?.value ?? 1),
      result: `${x.money(oneOff.value)} is ${parts.join(', or ')}${runwayCut ? `: ${runwayCut}` : ''}`,
      inputs: [
        cash ? `${x.money(oneOff.value)} ÷ ${x.money(cash.value)}` : '',
        burn ? `${x.money(oneOff.value)} ÷ ${x.money(burn.value)} a month` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  }
  paybackCalc(x, oneOff, out);
  cheaperQuoteCalc(x, out);
  surchargedQuoteCalc(x, out);
  const monthly = x.proposed('monthly_cost');
  // One person's monthly pay is no cost of the step by itself: the cut or the hire sums it.
  if (
    monthly &&
    burn &&
    burn.value > 0 &&
    monthly.label !== 'monthly payroll' &&
    monthly.label !== 'monthly pay'
  )
    out.push({
      id: 'monthly_cost_share',
      label: 'The monthly cost against today’s burn',
      value: (100 * monthly.value) / burn.value,
      result: `${pct((100 * monthly.value) / burn.value)} of burn`,
      inputs: `${x.money(monthly.value)} ÷ ${x.money(burn.value)}`,
    });
  newRecurringCostCalc(x, out);
  // A monthly cost with a minimum term is a commitment of the whole term, whatever is used.
  // (A lease has its own sum; a loan's term is its repayment.)
  const yearly = x.proposed('annual_cost');
  const perMonth = monthly?.value ?? (yearly ? yearly.value / 12 : null);
  const term = termOf(x, (monthly ?? yearly)?.clause ?? '');
  if (perMonth && term && term.value >= 2 && x.kind !== 'real_estate' && x.kind !== 'take_loan')
    out.push({
      id: 'term_commitment',
      label: 'What the term commits the company to',
      value: perMonth * term.value,
      result: x.money(perMonth * term.value),
      inputs: `${x.money(perMonth)} a month × ${months(term.value)}`,
    });
}

/**
 * The term a cost binds: one stated in the cost's own clause ('a 3-year lease at $9k a month'), else
 * a contract term, and only then the plan's horizon ('hire five people over 12 months').
 */
function termOf(x: CalcContext, clause: string): ReadingNumber | null {
  const terms = x.numbers.filter(
    (n) => n.meaning === 'term_months' && n.whose === 'ours' && n.role !== 'floor' && n.role !== 'past',
  );
  return (
    terms.find((n) => clause !== '' && n.clause === clause) ??
    terms.find((n) => n.label !== 'horizon') ??
    terms[0] ??
    null
  );
}

/** A cost the step would add ('the lease would be', 'a new tool at'), not one paid today and already in the burn. */
const NEW_COST =
  /\b(?:would|will|new|propos\w*|quot\w*|offer\w*|add(?:s|ing)?|extra|additional|sign(?:ing)?|take on|cost us)\b/;
const PAID_TODAY = /\b(?:currently|today|already|we pay|we're paying|we are paying|existing|at present)\b/;

/**
 * Runway before and after a new running cost: the cash lasts at today's burn plus the cost. Only a
 * cost the clause says the step adds, so a bill already in the burn is not counted twice.
 */
function newRecurringCostCalc(x: CalcContext, out: Calc[]): void {
  const cash = x.actual('cash');
  const burn = x.actual('monthly_burn');
  if (!cash || !burn || burn.value <= 0) return;
  const added = (n: ReadingNumber | null) =>
    n &&
    n.label !== 'monthly payroll' &&
    NEW_COST.test(n.clause.toLowerCase()) &&
    !PAID_TODAY.test(n.clause.toLowerCase())
      ? n
      : null;
  const monthly = added(x.proposed('monthly_cost'));
  const yearly = monthly ? null : added(x.proposed('annual_cost'));
  const perMonth = monthly?.value ?? (yearly ? yearly.value / 12 : null);
  if (!perMonth || perMonth <= 0) return;
  const after = cash.value / (burn.value + perMonth);
  out.push({
    id: 'runway_after_cost',
    label: `Runway once the new ${(monthly ?? yearly)?.label.replace(/^(?:monthly|annual) /, '') ?? 'cost'} is paid`,
    value: after,
    result: `from ${months(cash.value / burn.value)} to ${months(after)}`,
    inputs: `${x.money(cash.value)} cash ÷ (${x.money(burn.value)} burn + ${x.money(perMonth)} a month${yearly ? ` (${x.money(yearly.value)} a year ÷ 12)` : ''})`,
  });
}

/** Every calculation the figures allow, before a kind adds its own. */
export function calculationsOf(x: CalcContext): ReadingCalculation[] {
  const out: Calc[] = [];
  ownCashCalc(x, out);
  runwayCalcs(x, out);
  financingCalcs(x, out);
  revenueFinancingCalcs(x, out);
  dealCalcs(x, out);
  growthCalcs(x, out);
  peopleCalcs(x, out);
  cutSavingCalcs(x, out);
  distributionCalcs(x, out);
  customerCalcs(x, out);
  costCalcs(x, out);
  grantCalcs(x, out);
  revenueShareCalcs(x, out);
  orderEconomicsCalcs(x, out);
  debtServiceCalc(x, out);
  workingCapitalCalcs(x, out);
  checkedSums(x, out);
  return out;
}
