// The arithmetic a board does with the figures it is given, computed from the frame and shown
// with its inputs: runway before and after, the burn a target runway needs, what a raise buys,
// break-even churn of a price rise, payback against churn, multiples of revenue, severance per
// person, a reseller's margin against a subsidiary's cost. A calculation whose answer contradicts
// the decision's premise says so. No figure is invented: a missing input means no calculation.
import type { DecisionFrame, NumberMeaning } from './frame-types.ts';

export interface Calculation {
  id: string;
  label: string;
  result: string;
  inputs: string;
  /** Set when the numbers contradict the premise of the decision. */
  contradiction: string | null;
  /** Seats whose checklist the calculation answers (position keys). */
  owners: readonly string[];
}

function fmtMoney(value: number, unit: string): string {
  const sign = unit && unit !== '%' && unit !== 'months' ? unit : '$';
  const abs = Math.abs(value);
  const scaled =
    abs >= 1e9
      ? `${round(abs / 1e9)}B`
      : abs >= 1e6
        ? `${round(abs / 1e6)}M`
        : abs >= 1e3
          ? `${round(abs / 1e3)}k`
          : abs >= 10
            ? `${Math.round(abs)}`
            : abs.toFixed(2);
  return `${value < 0 ? '−' : ''}${sign}${scaled}`;
}

function round(n: number): string {
  return String(n >= 100 ? Math.round(n) : Math.round(n * 10) / 10);
}

const months = (n: number) => `${n >= 20 ? Math.round(n) : Math.round(n * 10) / 10} months`;
const pct = (n: number) => `${Math.round(n * 10) / 10}%`;

export function calculationsOf(frame: DecisionFrame): Calculation[] {
  const get = (m: NumberMeaning) => frame.numbers.find((n) => n.meaning === m) ?? null;
  const unit = frame.numbers.find((n) => n.unit && !['%', 'months', ''].includes(n.unit))?.unit ?? '$';
  const money = (v: number) => fmtMoney(v, unit);
  const out: Calculation[] = [];
  const add = (c: Omit<Calculation, 'contradiction'> & { contradiction?: string | null }) =>
    out.push({ contradiction: null, ...c });

  const cash = get('cash')?.value ?? null;
  const burn = get('monthly_burn')?.value ?? null;
  const statedRunway = get('runway_months')?.value ?? null;
  const runway = cash !== null && burn ? cash / burn : statedRunway;
  if (cash !== null && burn) {
    add({
      id: 'runway',
      label: 'Runway today',
      result: months(cash / burn),
      inputs: `${money(cash)} cash ÷ ${money(burn)} monthly burn`,
      owners: ['CFO', 'RISK_OFFICER'],
    });
  }

  const target = get('target_runway_months')?.value ?? null;
  if (target && burn && (cash !== null || statedRunway !== null)) {
    const funds = cash ?? (statedRunway ?? 0) * burn;
    const needed = funds / target;
    const cut = 1 - needed / burn;
    add({
      id: 'burn_for_target',
      label: `Monthly burn needed for ${months(target)} of runway`,
      result: `${money(needed)} a month, ${pct(cut * 100)} below today’s burn`,
      inputs: `${money(funds)} ${cash !== null ? 'cash' : 'implied cash'} ÷ ${months(target)}; today ${money(burn)}`,
      owners: ['CFO', 'CEO'],
    });
    const cutPct = get('headcount_cut_pct')?.value ?? null;
    if (frame.kind === 'layoffs' && cutPct !== null && cutPct / 100 < cut) {
      const bestBurn = burn * (1 - cutPct / 100);
      out[out.length - 1] = {
        ...(out.at(-1) as Calculation),
        contradiction:
          `A ${pct(cutPct)} headcount cut cannot reach ${months(target)} of runway: even if the whole burn were payroll it would fall to ${money(bestBurn)} a month, ` +
          `about ${months(funds / bestBurn)} of runway, while ${months(target)} needs the burn to fall ${pct(cut * 100)}. Other costs, revenue or new capital must close the gap.`,
      };
    }
  }

  if (frame.kind === 'layoffs') {
    const headcount = get('headcount')?.value ?? null;
    const cutPct = get('headcount_cut_pct')?.value ?? null;
    const cutCount =
      get('headcount_cut')?.value ?? (headcount && cutPct ? Math.round((headcount * cutPct) / 100) : null);
    if (cutCount && headcount)
      add({
        id: 'people',
        label: 'People affected',
        result: `${cutCount} of ${headcount} (${pct((100 * cutCount) / headcount)})`,
        inputs: cutPct ? `${pct(cutPct)} of ${headcount}` : `${cutCount} roles of ${headcount}`,
        owners: ['CEO', 'INDEPENDENT_GOVERNANCE'],
      });
    const severance = get('severance')?.value ?? null;
    if (severance && cutCount)
      add({
        id: 'severance_per_person',
        label: 'Severance per person',
        result: money(severance / cutCount),
        inputs: `${money(severance)} ÷ ${cutCount} people`,
        owners: ['CFO'],
      });
    if (severance && burn)
      add({
        id: 'severance_months',
        label: 'Severance in months of burn',
        result: months(severance / burn),
        inputs: `${money(severance)} ÷ ${money(burn)} a month`,
        owners: ['CFO'],
      });
  }

  const raise = get('raise_amount')?.value ?? null;
  if (frame.kind === 'raise_funding' && raise && burn)
    add({
      id: 'raise_months',
      label: 'Runway the raise adds',
      result: months(raise / burn),
      inputs: `${money(raise)} ÷ ${money(burn)} monthly burn`,
      owners: ['CFO', 'INVESTOR_REP'],
    });
  const valuation = get('valuation')?.value ?? null;
  if (frame.kind === 'raise_funding' && raise && valuation)
    add({
      id: 'dilution',
      label: 'Dilution of the round',
      result: pct((100 * raise) / (valuation + raise)),
      inputs: `${money(raise)} ÷ (${money(valuation)} pre-money + ${money(raise)})`,
      owners: ['INVESTOR_REP', 'CFO'],
    });

  const loan = get('loan_amount')?.value ?? null;
  const rate = get('interest_rate_pct')?.value ?? null;
  if (loan && rate)
    add({
      id: 'interest',
      label: 'Interest a year',
      result: money((loan * rate) / 100),
      inputs: `${money(loan)} × ${pct(rate)}`,
      owners: ['CFO', 'RISK_OFFICER'],
    });

  const arr =
    get('arr')?.value ??
    (get('mrr') ? (get('mrr')?.value ?? 0) * 12 : null) ??
    get('annual_revenue')?.value ??
    null;
  const revenueWord = get('arr') ? 'ARR' : get('mrr') ? 'annualized MRR' : 'annual revenue';
  const offer = get('offer_price')?.value ?? null;
  if (offer && arr)
    add({
      id: 'offer_multiple',
      label: 'Offer as a multiple of revenue',
      result: `${round(offer / arr)}× ${revenueWord}`,
      inputs: `${money(offer)} ÷ ${money(arr)}`,
      owners: ['CFO', 'INVESTOR_REP'],
    });
  const price = get('purchase_price')?.value ?? null;
  if (price && arr && frame.kind === 'acquire_company')
    add({
      id: 'price_multiple',
      label: 'Price as a multiple of revenue',
      result: `${round(price / arr)}× ${revenueWord}`,
      inputs: `${money(price)} ÷ ${money(arr)}`,
      owners: ['CFO'],
    });

  const change = get('price_change_pct')?.value ?? null;
  if (change && change > 0) {
    const breakEven = (100 * change) / (100 + change);
    add({
      id: 'break_even_churn',
      label: 'Customers you can lose before revenue falls',
      result: pct(breakEven),
      inputs: `1 − 1 ÷ (1 + ${pct(change)})`,
      owners: ['CFO', 'CUSTOMER_ADVOCATE'],
    });
  }

  const churn = get('churn_monthly_pct')?.value ?? null;
  const payback = get('payback_months')?.value ?? null;
  if (churn && payback) {
    const lifetime = 100 / churn;
    add({
      id: 'payback_vs_lifetime',
      label: 'Average customer lifetime against CAC payback',
      result: `${months(lifetime)} of life for a ${months(payback)} payback`,
      inputs: `1 ÷ ${pct(churn)} monthly churn`,
      owners: ['CFO', 'INVESTOR_REP'],
      contradiction:
        lifetime < payback * 1.5
          ? `At ${pct(churn)} monthly churn the average customer stays about ${months(lifetime)}, barely longer than the ${months(payback)} it takes to earn back the acquisition cost: more spend on this funnel buys little or no profit. Fix churn first.`
          : null,
    });
  }

  const monthly = get('monthly_cost')?.value ?? null;
  const upFront = get('cost')?.value ?? null;
  if (frame.kind === 'infrastructure' && monthly && upFront) {
    const newMonthly = frame.numbers.filter((n) => n.meaning === 'monthly_cost')[1]?.value ?? null;
    if (newMonthly !== null && newMonthly < monthly)
      add({
        id: 'infra_payback',
        label: 'Months for the up-front cost to pay back',
        result: months(upFront / (monthly - newMonthly)),
        inputs: `${money(upFront)} ÷ (${money(monthly)} − ${money(newMonthly)} a month), before staff and migration costs`,
        owners: ['CFO', 'CTO'],
      });
  }
  const growthOfCost = get('cost_growth_pct');
  if (growthOfCost)
    add({
      id: 'cost_growth',
      label: 'What the growth figure measures',
      result: `a cost grew ${growthOfCost.text}, not the business`,
      inputs: `“${growthOfCost.clause}”`,
      owners: ['CFO', 'CTO'],
    });

  const margin = get('reseller_margin_pct')?.value ?? null;
  const sales = get('annual_revenue')?.value ?? null;
  const subsidiary = get('annual_cost')?.value ?? null;
  if (margin && sales) {
    const given = (sales * margin) / 100;
    const versus = subsidiary
      ? `; a subsidiary costs ${money(subsidiary)} a year, so the reseller is cheaper below ${money(subsidiary / (margin / 100))} of sales`
      : '';
    add({
      id: 'reseller_margin',
      label: 'Margin the partner keeps',
      result: `${money(given)} a year${versus}`,
      inputs: `${pct(margin)} × ${money(sales)} of sales`,
      owners: ['CFO', 'STRATEGIC_ADVISOR'],
    });
  }

  const units = get('units_affected')?.value ?? null;
  const injuries = get('injury_reports')?.value ?? null;
  if (frame.kind === 'product_recall' && units && upFront)
    add({
      id: 'recall_per_unit',
      label: 'Recall cost per unit',
      result: money(upFront / units),
      inputs: `${money(upFront)} ÷ ${units.toLocaleString('en-US')} units`,
      owners: ['CFO'],
    });
  if (frame.kind === 'product_recall' && units && injuries)
    add({
      id: 'injury_rate',
      label: 'Injury reports per 10,000 units',
      result: round((injuries / units) * 1e4),
      inputs: `${injuries} ÷ ${units.toLocaleString('en-US')} units (reports so far; more are likely)`,
      owners: ['RISK_OFFICER'],
    });

  const users = get('users')?.value ?? null;
  if (monthly && users && frame.kind !== 'infrastructure')
    add({
      id: 'cost_per_user',
      label: 'Cost per user',
      result: `${money(monthly / users)} a month`,
      inputs: `${money(monthly)} ÷ ${users.toLocaleString('en-US')} users`,
      owners: ['CFO'],
    });

  const salary = get('annual_cost')?.value ?? null;
  const fractional = get('monthly_cost')?.value ?? null;
  if (frame.kind === 'hire_executive' && salary && fractional)
    add({
      id: 'hire_vs_fractional',
      label: 'Full-time against fractional',
      result: `${money(salary)} against ${money(fractional * 12)} a year`,
      inputs: `${money(fractional)} a month × 12`,
      owners: ['CFO'],
    });

  if (runway !== null && frame.kind === 'raise_funding' && statedRunway !== null && cash === null)
    add({
      id: 'runway_stated',
      label: 'Runway today',
      result: months(statedRunway),
      inputs: 'as stated',
      owners: ['CFO'],
    });
  return out;
}
