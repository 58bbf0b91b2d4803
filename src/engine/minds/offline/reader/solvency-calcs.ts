// What the company owes now against what it has. 'Owes suppliers £610k, plus £140k to HMRC;
// payroll of £190k due; £85k in the bank; a lender offers £250k' leaves £605k unpaid even with the
// loan: the loan moves the shortfall, it does not cure it, and a board must see that before it
// takes on one more creditor (the directors' duties near insolvency turn on exactly this).
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { HELD_FOR_OTHERS, OWED_TO_CREDITORS, REFUNDS_OWED } from './figure-phrase.ts';
import { actualOf } from './numbers.ts';

const NEW_MONEY = ['loan_amount', 'raise_amount', 'credit_facility'] as const;

export function solvencyCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const ours = (n: ReadingNumber) => n.whose === 'ours' && n.role !== 'past';
  const owed = x.numbers.filter(
    (n) =>
      ours(n) && n.meaning === 'existing_debt' && (n.label === OWED_TO_CREDITORS || n.label === REFUNDS_OWED),
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

const heldForOthers = (numbers: readonly ReadingNumber[]) =>
  numbers.filter(
    (n) =>
      n.meaning === 'existing_debt' && n.label === HELD_FOR_OTHERS && n.whose === 'ours' && n.role !== 'past',
  );

/** What of the cash in the bank is ours once money held for others is passed on. */
export function ownCashValue(cash: number, numbers: readonly ReadingNumber[]): number {
  const held = heldForOthers(numbers).reduce((t, n) => t + n.value, 0);
  return held > 0 && held < cash ? cash - held : cash;
}

/** The cash in the bank less what in it is owed on to others; the cash itself when nothing is. */
export function ownCashOf(
  cash: ReadingNumber | null,
  numbers: readonly ReadingNumber[],
  money: (v: number) => string,
): ReadingNumber | null {
  if (!cash) return null;
  const own = ownCashValue(cash.value, numbers);
  return own === cash.value ? cash : { ...cash, value: own, text: money(own), label: 'cash of our own' };
}

/** The line that shows where the smaller cash figure comes from. */
export function ownCashCalc(x: CalcContext, out: ReadingCalculation[]): void {
  const held = heldForOthers(x.numbers);
  const inBank = actualOf(x.numbers, 'cash');
  const own = x.actual('cash');
  if (held.length === 0 || !inBank || !own || own.value === inBank.value) return;
  out.push({
    id: 'own_cash',
    label: 'Cash of our own, once money held for others is passed on',
    value: own.value,
    result: `${x.money(own.value)}: the runway and every sum of cash below count only this`,
    inputs: `${inBank.text} in the bank − ${held.map((n) => n.text).join(' − ')} held for others and owed on`,
  });
}
