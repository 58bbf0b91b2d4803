// A budget or a one-off cost set against revenue: against the revenue the step is expected to
// bring in its first year ('a $600k launch budget for a product forecast to make $400k in its first
// year' returns two thirds of its cost in year one), and against the company's revenue today (a
// year's budget of the whole company is weighed against revenue in budget-calcs.ts instead).
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import { annualRevenueOf, type CalcContext } from './calculations.ts';
import { pct } from './format.ts';
import { isUnitCost } from './numbers.ts';

const FIRST_YEAR = /\b(?:first (?:full )?year|year one|year 1|first twelve months|first 12 months)\b/i;
const REVENUE = new Set(['annual_revenue', 'arr', 'mrr']);

/** The step's spend: a budget, else a one-off cost that is not one unit's. */
function spendOf(x: CalcContext): ReadingNumber | null {
  return (
    x.proposed('budget') ??
    x.numbers.find(
      (n) =>
        n.meaning === 'cost' &&
        !isUnitCost(n) &&
        n.whose === 'ours' &&
        n.role !== 'past' &&
        n.role !== 'floor',
    ) ??
    null
  );
}

export function revenueShareCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  contractShareCalc(x, out);
  const spend = spendOf(x);
  if (!spend || spend.value <= 0) return;
  const firstYear = x.numbers.find(
    (n) =>
      REVENUE.has(n.meaning) &&
      n.whose === 'ours' &&
      n.role !== 'actual' &&
      n.role !== 'past' &&
      FIRST_YEAR.test(n.clause),
  );
  if (firstYear && firstYear.value > 0) {
    const yearly = firstYear.meaning === 'mrr' ? firstYear.value * 12 : firstYear.value;
    const gap = spend.value - yearly;
    out.push({
      id: 'spend_against_first_year',
      label: `The ${spend.label.replace(/^one-off /, '')} against the first year’s revenue`,
      value: (100 * yearly) / spend.value,
      result:
        gap > 0
          ? `the first year brings back ${pct((100 * yearly) / spend.value)} of it: ${x.money(gap)} short before any cost of delivering the revenue`
          : `the first year’s revenue covers it ${Math.round((10 * yearly) / spend.value) / 10}× before any cost of delivering it`,
      inputs: `${x.money(yearly)} first-year revenue${firstYear.meaning === 'mrr' ? ` (${x.money(firstYear.value)} a month × 12)` : ''} ÷ ${x.money(spend.value)}`,
    });
  }
  const revenue = annualRevenueOf(x);
  if (revenue && revenue.value > 0 && spend.meaning === 'budget' && x.kind !== 'budget_approval')
    out.push({
      id: 'budget_share_of_revenue',
      label: 'The budget as a share of our revenue',
      value: (100 * spend.value) / revenue.value,
      result: `${pct((100 * spend.value) / revenue.value)} of ${revenue.word}`,
      inputs: `${x.money(spend.value)} ÷ ${x.money(revenue.value)} ${revenue.word}`,
    });
}

const TO_US =
  /\b(?:pays? us|pay us|customers?|clients?|buys?|orders?|brings?|earns?|tender|bid|account|annual value|deal)\b/i;
const PAID_BY_US = /\b(?:suppliers?|vendors?|we (?:would |will )?pay|costs? us|landlord|lease)\b/i;
const YEARLY = /\b(?:annual(?:ly)?|yearly|a year|per year|per annum|each year|every year)\b/i;

/**
 * A contract's yearly value against the revenue we earn today: what it adds, and how much of the
 * business one customer would be. The contract's value is the customer's money to us, never our
 * revenue today; a value over a multi-year term is taken a year at a time.
 */
function contractShareCalc(x: CalcContext, out: ReadingCalculation[]): void {
  const contract = x.numbers.find(
    (n) =>
      n.meaning === 'contract_value' &&
      n.whose === 'ours' &&
      n.role !== 'past' &&
      !/payment due/.test(n.label),
  );
  const revenue = annualRevenueOf(x);
  if (!contract || !revenue || revenue.value <= 0) return;
  // Only money coming to us: a supplier's contract is a cost, weighed elsewhere.
  const toUs = x.kind === 'customer_contract' || TO_US.test(contract.clause);
  if (!toUs || PAID_BY_US.test(contract.clause)) return;
  // One order is a sum once, not a year's income: it is weighed against a year of sales as it is.
  if (contract.label === 'order value') {
    out.push({
      id: 'contract_share_of_revenue',
      label: 'The order against a year’s revenue',
      value: (100 * contract.value) / revenue.value,
      result: `${pct((100 * contract.value) / revenue.value)} of a year’s ${revenue.word}, from one buyer`,
      inputs: `${contract.text} ÷ ${x.money(revenue.value)} ${revenue.word}`,
    });
    return;
  }
  const term = x.proposed('term_months');
  const monthly = /monthly/.test(contract.label);
  const years = !monthly && !YEARLY.test(contract.clause) && term && term.value > 12 ? term.value / 12 : 1;
  const yearly = monthly ? contract.value * 12 : contract.value / years;
  const share = (100 * yearly) / (revenue.value + yearly);
  out.push({
    id: 'contract_share_of_revenue',
    label: 'The contract against our revenue',
    value: share,
    result: `${x.money(yearly)} a year adds ${pct((100 * yearly) / revenue.value)} to ${revenue.word}; once signed it is ${pct(share)} of revenue from one customer`,
    inputs: `${monthly ? `${contract.text} a month × 12` : years > 1 ? `${contract.text} ÷ ${Math.round(years * 10) / 10} years` : contract.text} ÷ ${x.money(revenue.value)} ${revenue.word}`,
  });
}
