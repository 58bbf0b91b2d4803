// Premise checks: a figure the user states that the other figures contradict by more than 10%.
// The board says so and decides on the computed figure, because arithmetic on stated inputs is
// more reliable than a summary written from memory ('we have 18 months of runway').
import type { PremiseCheck, ReadingCalculation } from '../../../reading.ts';
import type { CalcContext } from './calculations.ts';
import { months, pct } from './format.ts';

const TOLERANCE_PCT = 10;

function check(
  meaning: string,
  label: string,
  stated: { value: number; text: string },
  computed: number,
  computedText: string,
  how: string,
): PremiseCheck | null {
  if (computed <= 0) return null;
  const difference = (100 * Math.abs(stated.value - computed)) / computed;
  if (difference <= TOLERANCE_PCT) return null;
  return {
    meaning,
    label,
    stated: stated.value,
    stated_text: stated.text,
    computed,
    computed_text: computedText,
    difference_pct: Math.round(difference),
    text: `The text states ${label} of ${stated.text}, but ${how} gives ${computedText}; the board decides on ${computedText}.`,
  };
}

export function premiseChecksOf(x: CalcContext, calcs: readonly ReadingCalculation[]): PremiseCheck[] {
  const out: (PremiseCheck | null)[] = [];
  const runway = calcs.find((c) => c.id === 'runway');
  const statedRunway = x.actual('runway_months');
  if (runway?.value && statedRunway)
    out.push(
      check('runway_months', 'runway', statedRunway, runway.value, months(runway.value), runway.inputs),
    );
  const arr = x.actual('arr');
  const mrr = x.actual('mrr');
  if (arr && mrr)
    out.push(
      check('arr', 'ARR', arr, mrr.value * 12, x.money(mrr.value * 12), `${x.money(mrr.value)} MRR × 12`),
    );
  const dilution = calcs.find((c) => c.id === 'dilution');
  const equity = x.proposed('equity_pct');
  if (dilution?.value && equity && x.kind === 'raise_funding')
    out.push(
      check('equity_pct', 'the stake sold', equity, dilution.value, pct(dilution.value), dilution.inputs),
    );
  const headcount = x.actual('headcount');
  const cut = x.proposed('headcount_cut');
  const cutPct = x.proposed('headcount_cut_pct');
  if (headcount && cut && cutPct && headcount.value > 0) {
    const share = (100 * cut.value) / headcount.value;
    out.push(
      check(
        'headcount_cut_pct',
        'the share of staff cut',
        cutPct,
        share,
        pct(share),
        `${cut.value} of ${headcount.value}`,
      ),
    );
  }
  return out.filter((c): c is PremiseCheck => c !== null);
}
