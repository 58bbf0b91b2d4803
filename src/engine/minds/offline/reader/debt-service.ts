// What a lender checks before anything else: whether a year of operating profit covers a year of
// repayments (the debt service coverage ratio), and by how much it clears the covenant's floor.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';

/** A year's repayments: equal instalments when the term is known, else a year's interest. */
function yearOfDebtService(out: readonly ReadingCalculation[]): { value: number; word: string } | null {
  const instalment = out.find((c) => c.id === 'monthly_repayment')?.value;
  if (instalment) return { value: instalment * 12, word: '12 monthly repayments' };
  const interest = out.find((c) => c.id === 'interest_year')?.value;
  return interest ? { value: interest, word: 'a year of interest' } : null;
}

const ratio = (v: number) => `${Math.round(v * 100) / 100}×`;

export function debtServiceCalc(x: CalcContext, out: ReadingCalculation[]): void {
  leverageCalc(x, out);
  leverageAfterCalc(x, out);
  fixedRateCalc(x, out);
  const profit = x.actual('operating_profit');
  const added = yearOfDebtService(out);
  if (!profit || !added || added.value <= 0) return;
  // The lender tests the new repayments on top of those the company already makes.
  const carried = x.numbers.find((n) => n.meaning === 'existing_debt_service' && n.whose === 'ours');
  const service = carried
    ? {
        value: added.value + carried.value,
        word: `${x.money(added.value)} new (${added.word}) + ${x.money(carried.value)} existing debt service`,
      }
    : added;
  const coverage = profit.value / service.value;
  const floor = x.inRole('coverage_ratio', 'floor') ?? x.inRole('coverage_ratio', 'actual');
  const verdict = floor
    ? coverage < floor.value
      ? `, below the ${ratio(floor.value)} the covenant requires: the loan breaches it from the first test`
      : `, above the ${ratio(floor.value)} the covenant requires; profit can fall ${Math.round(100 * (1 - floor.value / coverage))}% before it is breached`
    : '';
  out.push({
    id: 'debt_service_coverage',
    label: carried
      ? 'Debt service coverage with the existing debt (operating profit ÷ a year of all repayments)'
      : 'Debt service coverage (operating profit ÷ a year of repayments)',
    value: Math.round(coverage * 100) / 100,
    result: `${ratio(coverage)}${verdict}`,
    inputs: `${x.money(profit.value)} ÷ ${x.money(service.value)} (${service.word})`,
  });
}

/**
 * The other test lenders set: debt as a multiple of operating profit. Only the new loan is counted
 * (the text's other debt, if any, is not a figure the reading holds), and the label says so.
 */
function leverageCalc(x: CalcContext, out: ReadingCalculation[]): void {
  const loan = x.proposed('loan_amount');
  const profit = x.actual('operating_profit');
  if (x.kind !== 'take_loan' || !loan || !profit || profit.value <= 0) return;
  out.push({
    id: 'loan_to_profit',
    label: 'The new loan as a multiple of operating profit',
    value: Math.round((loan.value / profit.value) * 100) / 100,
    result: ratio(loan.value / profit.value),
    inputs: `${x.money(loan.value)} ÷ ${x.money(profit.value)} operating profit`,
  });
}

/**
 * Debt after the step as a multiple of EBITDA, the figure a leverage covenant tests. Net debt
 * rises by the whole price of a company bought (loan or cash, both leave the company poorer in
 * net terms) and the target's EBITDA joins ours; gross debt rises by the new loan only. Stated
 * only when the text gives the debt already owed or the covenant's limit, so the multiple means
 * what the lender means.
 */
function leverageAfterCalc(x: CalcContext, out: ReadingCalculation[]): void {
  const ours = x.actual('operating_profit');
  if (!ours || ours.value <= 0) return;
  const limit = x.inRole('leverage_limit', 'ceiling');
  const existing = x.numbers.find(
    (n) => n.meaning === 'existing_debt' && n.whose === 'ours' && n.role === 'actual',
  );
  if (!limit && !existing) return;
  const loan = x.proposed('loan_amount');
  const buying = x.kind === 'acquire_company' ? x.proposed('purchase_price') : null;
  const theirs = buying
    ? x.numbers.find(
        (n) => n.meaning === 'operating_profit' && n.whose === 'counterparty' && n.role === 'actual',
      )
    : undefined;
  const net = existing ? /\bnet debt\b/i.test(existing.clause) : /\bnet debt\b/i.test(limit?.clause ?? '');
  const added =
    buying && net
      ? { value: buying.value, word: 'price' }
      : loan
        ? { value: loan.value, word: 'new loan' }
        : null;
  if (!added) return;
  const debt = (existing?.value ?? 0) + added.value;
  const earnings = ours.value + (theirs?.value ?? 0);
  const multiple = debt / earnings;
  const debtWords = `${existing ? `${x.money(existing.value)} ${net ? 'net debt' : 'debt'} + ` : ''}${x.money(added.value)} ${added.word}`;
  const verdict = !limit
    ? ''
    : multiple > limit.value
      ? `, above the ${ratio(limit.value)} the covenant allows: the step breaches it as proposed`
      : `, under the ${ratio(limit.value)} the covenant allows; EBITDA can fall ${Math.round(100 * (1 - multiple / limit.value))}% before it is breached`;
  out.push({
    id: 'leverage_after',
    label: `${net ? 'Net debt' : 'Debt'} after the ${buying ? 'deal' : 'loan'} as a multiple of EBITDA`,
    value: Math.round(multiple * 100) / 100,
    result: `${ratio(multiple)}${verdict}`,
    inputs: `(${debtWords}) ÷ ${theirs ? `(${x.money(ours.value)} + ${x.money(theirs.value)} of theirs)` : x.money(ours.value)} EBITDA`,
  });
}

/**
 * A floating rate fixed by a swap or a fixed-rate offer: what fixing costs a year at today's
 * rates. It is the premium paid for certainty, the figure to set against how far rates could rise.
 */
function fixedRateCalc(x: CalcContext, out: ReadingCalculation[]): void {
  const rates = x.numbers.filter(
    (n) => n.meaning === 'interest_rate_pct' && n.whose === 'ours' && !/\bmargin\b/.test(n.label),
  );
  const fixed = rates.find((n) => /\b(?:swap|fix\w*|lock\w*)\b/i.test(n.clause));
  const floating = rates.find((n) => n !== fixed && !/\b(?:swap|fix\w*|lock\w*)\b/i.test(n.clause));
  const debt =
    x.numbers.find((n) => n.meaning === 'existing_debt' && n.whose === 'ours') ?? x.proposed('loan_amount');
  if (!fixed || !floating || !debt || fixed.value === floating.value) return;
  const gap = ((fixed.value - floating.value) / 100) * debt.value;
  out.push({
    id: 'cost_of_fixing',
    label: 'Fixing the rate against today’s floating rate',
    value: gap,
    result:
      gap > 0
        ? `${x.money(gap)} a year more at today’s rates: the price of certainty, repaid only if rates rise more than ${Math.round((fixed.value - floating.value) * 100) / 100} points`
        : `${x.money(-gap)} a year less at today’s rates`,
    inputs: `(${fixed.value}% − ${floating.value}%) × ${x.money(debt.value)}`,
  });
}
