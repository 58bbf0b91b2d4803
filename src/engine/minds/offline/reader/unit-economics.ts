// What paid acquisition earns back: lifetime value over the cost of winning a customer (LTV ÷ CAC)
// and the months a customer's margin takes to repay that cost (CAC payback). A deck's ratio is
// checked against these, so a budget is judged on the figures, not on the slide.
import type { ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months } from './format.ts';

/** '2.3×': a ratio as the board writes it. */
export const ratioText = (v: number) => `${Math.round(v * 10) / 10}×`;

export function unitEconomicsCalcs(x: CalcContext, out: ReadingCalculation[]): void {
  const cac = x.actual('cac') ?? x.numbers.find((n) => n.meaning === 'cac' && n.whose === 'ours') ?? null;
  if (!cac || cac.value <= 0) return;
  const computed = out.find((c) => c.id === 'ltv');
  const stated = x.actual('ltv');
  const ltv = computed?.value != null ? { value: computed.value, text: x.money(computed.value) } : stated;
  if (ltv && ltv.value > 0)
    out.push({
      id: 'ltv_to_cac',
      label: 'Lifetime value against the cost of acquiring a customer (LTV ÷ CAC)',
      value: Math.round((10 * ltv.value) / cac.value) / 10,
      result: `${ratioText(ltv.value / cac.value)}${ltv.value / cac.value < 3 ? ', below the 3× a paid channel usually needs' : ''}`,
      inputs: `${ltv.text} ${computed ? 'computed lifetime value' : 'lifetime value'} ÷ ${cac.text} CAC`,
    });
  // A month of a customer's margin repays the CAC: price × gross margin when the margin is given.
  const price = x.actual('price');
  if (!price || price.value <= 0 || !/month/.test(`${price.clause} ${price.text}`.toLowerCase())) return;
  const margin = x.actual('gross_margin_pct');
  const earned = price.value * (margin ? margin.value / 100 : 1);
  out.push({
    id: 'cac_payback',
    label: 'CAC payback',
    value: cac.value / earned,
    result: months(cac.value / earned),
    inputs: `${cac.text} CAC ÷ ${x.money(earned)} a month${margin ? ` (${x.money(price.value)} × ${margin.value}% gross margin)` : ''}`,
  });
}

/** The ratio a deck states ('LTV/CAC of 9x'), as its figure. */
export const LTV_CAC_BEFORE = /\bltv\s*(?:\/|:|to|-to-|÷|over)\s*cac\b(?:\s+ratio)?[^.;]{0,30}$/;
