// The sums a board does on sight when a framed decision prices its options: how much dearer one is
// than the other, each against the revenue, and what is left to fund once the money offered for
// them (a loan, a grant) is counted. Each names its inputs, so a founder can check it.
import type { DecisionReading, ReadingCalculation } from '../../../reading.ts';
import { money, pct } from '../reader/format.ts';
import type { OptionSide } from './framing-compare.ts';
import { PAST } from './framing-sums.ts';

type Sum = Pick<ReadingCalculation, 'id' | 'label' | 'result' | 'inputs'>;

/** Money offered towards the step: a loan or a grant the text names, at its floor when it gives one. */
const FUNDING = new Set(['loan_amount', 'grant_amount', 'raise_amount']);

/** The gap between priced options, each against the revenue, and the part no offered money covers. */
export function optionSums(sides: readonly OptionSide[], reading: DecisionReading): Sum[] {
  // What was paid so far ('fines so far €2.6m') is history, not what the option would cost.
  const priced = sides.filter((s) => s.oneOff !== null && !PAST.test(s.oneOff.clause));
  if (priced.length < 2) return [];
  const unit = priced[0]?.oneOff?.unit;
  const same = priced.filter((s) => s.oneOff?.unit === unit);
  if (same.length < 2 || !unit) return [];
  const byCost = [...same].sort((a, b) => (a.oneOff?.value ?? 0) - (b.oneOff?.value ?? 0));
  const cheapest = byCost[0];
  const dearest = byCost.at(-1);
  if (!cheapest?.oneOff || !dearest?.oneOff || cheapest === dearest) return [];
  // Options a hundredfold apart are not two prices of one step: one of the figures is misread or is
  // a part (a fee, a rate), and a gap of millions of percent would only mislead.
  if (cheapest.oneOff.value * 100 < dearest.oneOff.value) return [];
  // Two options priced by one and the same figure have no gap to show ('€0.00 more').
  if (cheapest.oneOff.value === dearest.oneOff.value) return [];
  // '(2) option B (a European supplier …)' → '(2) option B'.
  const label = (s: OptionSide) => s.name.replace(/^(\(\d+\)\s*[^(]*?)\s*\(.*$/, '$1');
  const out: Sum[] = [
    {
      id: 'option_gap',
      label: `${label(dearest)} against ${label(cheapest)}`,
      result: `${money(dearest.oneOff.value - cheapest.oneOff.value, unit)} more (${pct((100 * (dearest.oneOff.value - cheapest.oneOff.value)) / cheapest.oneOff.value)})`,
      inputs: `${dearest.oneOff.text} − ${cheapest.oneOff.text}`,
    },
  ];
  const revenue = reading.numbers.find(
    (n) => ['annual_revenue', 'arr'].includes(n.meaning) && n.whose === 'ours' && n.role === 'actual',
  );
  // Options that each round to 0% of revenue are unit prices or deposits, not what the step costs.
  if (revenue && revenue.unit === unit && revenue.value > 0 && dearest.oneOff.value >= revenue.value * 0.0005)
    out.push({
      id: 'options_share_of_revenue',
      label: 'Each option against a year’s revenue',
      result: byCost
        .map((s) => `${label(s)} ${pct((100 * (s.oneOff?.value ?? 0)) / revenue.value)}`)
        .join(', '),
      inputs: `${byCost.map((s) => s.oneOff?.text).join(', ')} ÷ ${revenue.text}`,
    });
  const funding = reading.numbers.find(
    (n) => FUNDING.has(n.meaning) && n.whose === 'ours' && n.unit === unit,
  );
  if (funding)
    out.push({
      id: 'options_left_to_fund',
      label: `Left to fund after the ${funding.label} of ${funding.text}`,
      result: byCost
        .map((s) => `${label(s)} ${money(Math.max(0, (s.oneOff?.value ?? 0) - funding.value), unit)}`)
        .join(', '),
      inputs: byCost.map((s) => `${s.oneOff?.text} − ${funding.text}`).join('; '),
    });
  return out;
}
