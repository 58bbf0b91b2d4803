// A contractor bids only for what its surety will bond: a performance bond of 10% and an
// advance-payment bond of 30% on a MXN 410M job need MXN 164M of bonds, against the MXN 52M left on
// a MXN 90M line with MXN 38M used. A board checks this before the bid is priced, not after it wins.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';

/** An advance paid against a bond of the same amount. */
const ADVANCE_BONDED =
  /\badvance[- ]payment (?:bond|guarantee|fianza)|(?:bond|guarantee) (?:for|against|on) the advance\b/i;

export function bondCapacityCalc(x: CalcContext, text: string, out: ReadingCalculation[]): void {
  const ours = (n: ReadingNumber) => n.whose === 'ours' && n.role !== 'past';
  const line = x.numbers.find((n) => ours(n) && n.meaning === 'surety_line');
  const contract = x.numbers.find(
    (n) => ours(n) && n.meaning === 'contract_value' && !/monthly/.test(n.label),
  );
  if (!line || !contract) return;
  const used = x.numbers.find((n) => ours(n) && n.meaning === 'surety_used');
  const bonds = x.numbers.filter((n) => ours(n) && n.meaning === 'bond_pct' && n.value > 0 && n.value <= 100);
  const advance = ADVANCE_BONDED.test(text)
    ? x.numbers.find((n) => ours(n) && n.meaning === 'advance_pct' && n.value > 0 && n.value <= 100)
    : undefined;
  const shares = [...bonds, ...(advance ? [advance] : [])];
  if (shares.length === 0) return;
  const share = shares.reduce((t, n) => t + n.value, 0);
  const needed = (contract.value * share) / 100;
  const left = line.value - (used?.value ?? 0);
  out.push({
    id: 'bond_capacity',
    label: 'Bonds the job needs against what is left on the surety line',
    value: left - needed,
    result:
      needed > left
        ? `${x.money(needed)} of bonds against ${x.money(left)} left: ${x.money(needed - left)} more than the surety will issue today`
        : `${x.money(needed)} of bonds against ${x.money(left)} left: ${x.money(left - needed)} to spare`,
    inputs: `${shares.map((n) => pct(n.value)).join(' + ')} of ${contract.text}; ${line.text} line${used ? ` − ${used.text} used` : ''}`,
  });
}
