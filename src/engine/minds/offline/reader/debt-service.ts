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
  const profit = x.actual('operating_profit');
  const service = yearOfDebtService(out);
  if (!profit || !service || service.value <= 0) return;
  const coverage = profit.value / service.value;
  const floor = x.inRole('coverage_ratio', 'floor') ?? x.inRole('coverage_ratio', 'actual');
  const verdict = floor
    ? coverage < floor.value
      ? `, below the ${ratio(floor.value)} the covenant requires: the loan breaches it from the first test`
      : `, above the ${ratio(floor.value)} the covenant requires; profit can fall ${Math.round(100 * (1 - floor.value / coverage))}% before it is breached`
    : '';
  out.push({
    id: 'debt_service_coverage',
    label: 'Debt service coverage (operating profit ÷ a year of repayments)',
    value: Math.round(coverage * 100) / 100,
    result: `${ratio(coverage)}${verdict}`,
    inputs: `${x.money(profit.value)} ÷ ${x.money(service.value)} (${service.word})`,
  });
}
