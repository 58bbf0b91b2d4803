// What a dividend or a buyback does to the balance sheet a lender tests and to the cash the year
// needs: the equity ratio after the money leaves (equity and assets both fall by it), the share of
// the kept profits it takes, and the cash left once the spending the text plans is paid too.
import type { ReadingCalculation, ReadingNumber } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { pct } from './format.ts';

const DISTRIBUTION =
  /\b(?:dividends?|distribut\w*|buy-?backs?|pay(?:ing)? out|payouts? to (?:the )?(?:shareholders|owners|family|partners))\b/i;
const PLANNED_SPEND =
  /\b(?:capex|invest\w*|plan\w*|budget\w*|spend\w*|upgrade|new (?:line|machine|plant|site))\b/i;

export function distributionCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const paid = x.numbers.find(
    (n) =>
      (n.meaning === 'cost' || n.meaning === 'budget') && n.whose === 'ours' && DISTRIBUTION.test(n.clause),
  );
  if (!paid) return;
  const ratio = x.actual('equity_ratio_pct');
  const assets = x.actual('total_assets');
  const floor = x.inRole('equity_ratio_pct', 'floor');
  if (ratio && assets && assets.value > paid.value) {
    const equity = (ratio.value / 100) * assets.value;
    const after = (100 * (equity - paid.value)) / (assets.value - paid.value);
    out.push({
      id: 'equity_ratio_after',
      label: 'Equity ratio once the money is paid out',
      value: after,
      result: `${pct(after)}${floor ? (after < floor.value ? `, below the ${pct(floor.value)} the covenant requires: the payout breaches it` : `, above the ${pct(floor.value)} floor by ${Math.round((after - floor.value) * 10) / 10} points`) : ''}`,
      inputs: `(${pct(ratio.value)} × ${x.money(assets.value)} = ${x.money(equity)} equity − ${x.money(paid.value)}) ÷ (${x.money(assets.value)} − ${x.money(paid.value)})`,
    });
  }
  const reserves = x.actual('reserves');
  if (reserves && reserves.value > 0)
    out.push({
      id: 'payout_share_of_reserves',
      label: 'The payout against the profits kept (distributable reserves)',
      value: (100 * paid.value) / reserves.value,
      result:
        paid.value > reserves.value
          ? `${pct((100 * paid.value) / reserves.value)}: more than the reserves, so unlawful as proposed`
          : `${pct((100 * paid.value) / reserves.value)} of them`,
      inputs: `${x.money(paid.value)} ÷ ${x.money(reserves.value)}`,
    });
  const cash = x.actual('cash');
  const planned = x.numbers.filter(
    (n: ReadingNumber) =>
      n !== paid &&
      (n.meaning === 'cost' || n.meaning === 'budget') &&
      n.whose === 'ours' &&
      PLANNED_SPEND.test(n.clause),
  );
  if (cash && planned.length) {
    const spend = planned.reduce((sum, n) => sum + n.value, 0);
    const left = cash.value - paid.value - spend;
    out.push({
      id: 'cash_after_payout_and_plans',
      label: 'Cash left after the payout and the spending planned',
      value: left,
      result:
        left < 0
          ? `${x.money(left)}: the payout and the plans together need more than the cash`
          : `${x.money(left)} (${pct((100 * left) / cash.value)} of today’s cash)`,
      inputs: `${x.money(cash.value)} − ${x.money(paid.value)} payout − ${planned.map((n) => n.text).join(' − ')} planned`,
    });
  }
}
