// What the company owes now against what it has. 'Owes suppliers £610k, plus £140k to HMRC;
// payroll of £190k due; £85k in the bank; a lender offers £250k' leaves £605k unpaid even with the
// loan: the loan moves the shortfall, it does not cure it, and a board must see that before it
// takes on one more creditor (the directors' duties near insolvency turn on exactly this).
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { OWED_TO_CREDITORS } from './figure-phrase.ts';

const NEW_MONEY = ['loan_amount', 'raise_amount', 'credit_facility'] as const;

export function solvencyCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const ours = (n: ReadingNumber) => n.whose === 'ours' && n.role !== 'past';
  const owed = x.numbers.filter(
    (n) => ours(n) && n.meaning === 'existing_debt' && n.label === OWED_TO_CREDITORS,
  );
  const cash = x.actual('cash');
  if (owed.length === 0 || !cash) return;
  const payroll = x.numbers.find(
    (n) => ours(n) && n.meaning === 'monthly_cost' && n.label === 'monthly payroll',
  );
  const fresh = NEW_MONEY.map((m) => x.proposed(m)).find((n) => n && n.value > 0) ?? null;
  const due = owed.reduce((t, n) => t + n.value, 0) + (payroll?.value ?? 0);
  const has = cash.value + (fresh?.value ?? 0);
  const gap = has - due;
  const dueWords = [
    ...owed.map((n) => `${n.text} owed`),
    ...(payroll ? [`${payroll.text} payroll`] : []),
  ].join(' + ');
  out.push({
    id: 'debts_due_against_cash',
    label: fresh
      ? 'What is owed and due against the cash and the new money'
      : 'What is owed and due against the cash',
    value: gap,
    result:
      gap < 0
        ? `${x.money(-gap)} short${fresh ? `, even with the ${fresh.text} of new money` : ''}: the company cannot pay what it owes as it falls due`
        : `${x.money(gap)} left once what is owed is paid`,
    inputs: `${cash.text} cash${fresh ? ` + ${fresh.text} new money` : ''} − (${dueWords})`,
  });
}
