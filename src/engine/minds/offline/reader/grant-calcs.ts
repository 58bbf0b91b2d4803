// What a grant is worth to the company once its terms are applied: how much of it may go to
// overheads (the rest must be spent on the project's direct costs), and how much of our own money
// the project needs when the grant pays only part of it, against our cash and burn.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months, pct } from './format.ts';

export function grantCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const grant = x.numbers.find(
    (n) => n.meaning === 'grant_amount' && n.whose === 'ours' && n.role !== 'past',
  );
  if (!grant || grant.value <= 0) return;
  const overhead = x.numbers.find((n) => n.meaning === 'overhead_cap_pct');
  if (overhead && overhead.value > 0 && overhead.value < 100) {
    const cap = (grant.value * overhead.value) / 100;
    out.push({
      id: 'grant_overhead_cap',
      label: 'What the grant pays for overheads, at most',
      value: cap,
      result: `${x.money(cap)}; the other ${x.money(grant.value - cap)} must go to the project’s direct costs`,
      inputs: `${x.money(grant.value)} grant × ${pct(overhead.value)} overhead cap`,
    });
  }
  const share = x.numbers.find((n) => n.meaning === 'cofunding_pct');
  if (!share || share.value <= 0 || share.value >= 100) return;
  const ours = share.label.includes('the grant pays') ? 100 - share.value : share.value;
  // The project's total, when the text states it, beats the one worked back from the grant.
  const stated = x.numbers.find(
    (n) =>
      n.meaning === 'cost' && n.whose === 'ours' && /\bproject\b/i.test(n.clause) && n.value > grant.value,
  );
  const project = stated?.value ?? grant.value / (1 - ours / 100);
  const own = stated ? (stated.value * ours) / 100 : project - grant.value;
  const cash = x.actual('cash');
  const burn = x.actual('monthly_burn');
  const against = [
    cash && cash.value > 0 ? `${pct((100 * own) / cash.value)} of our ${x.money(cash.value)} cash` : null,
    burn && burn.value > 0 ? `${months(own / burn.value)} of burn` : null,
  ].filter(Boolean);
  out.push({
    id: 'grant_own_funding',
    label: 'Our own money the grant’s project needs',
    value: own,
    result: `${x.money(own)} of a ${x.money(project)} project${against.length ? ` (${against.join(', ')})` : ''}`,
    inputs: stated
      ? `${pct(ours)} ours × ${x.money(project)} project`
      : `${x.money(grant.value)} grant ÷ ${pct(100 - ours)} the grant pays = ${x.money(project)} project; × ${pct(ours)} ours`,
  });
}
