// What a corrected figure means for the move itself: a seat that votes against a wrong premise
// says what the computed figure leaves the company with, and what would make the move hold.
import type { PremiseCheck, ReadingCalculation } from '../../../reading.ts';
import { months } from '../reader/format.ts';

/** The runway, in months, a company usually needs to raise its next round before cash runs out.
 * Worded 'the year' in statements: a bare '12 months' would read as a second runway figure. */
const RAISE_MONTHS = 12;

export interface PremiseMeaning {
  /** A sentence after the correction: what the computed figure means for the move. */
  means: string;
  /** The condition that would let the move go ahead on the computed figure. */
  condition: string;
}

/** `calcs` are the reading's calculations, `phrase` the move ('the hire'): seats and chair word it alike. */
export function premiseMeaning(
  calcs: readonly ReadingCalculation[],
  phrase: string,
  p: PremiseCheck,
): PremiseMeaning | null {
  // A plan whose cash runs out before its revenue starts: the gap must be bridged first.
  if (p.meaning === 'cash_before_revenue')
    return {
      means: `Without new money the company cannot reach the revenue ${phrase} counts on.`,
      condition: `Approve the plan only once the gap to month ${p.stated} is funded (a bridge, a raise, or cuts that keep cash above zero until the revenue starts).`,
    };
  if (p.meaning !== 'runway_months') return null;
  const after = calcs.find((c) => c.id === 'runway_with_hire' || c.id === 'runway_with_repayments');
  const left = after?.value ?? p.computed;
  const short = left < RAISE_MONTHS;
  const less = p.computed < p.stated;
  const gap = short ? 'below' : 'still above';
  const means = after
    ? `On ${p.computed_text}, ${phrase} would leave ${months(left)} of runway, ${gap} the year a raise usually needs.`
    : `Runway is ${p.computed_text}: ${phrase} has ${less ? 'less' : 'more'} time to pay for itself than planned, with runway ${gap} the year a raise usually needs.`;
  return {
    means,
    condition: short
      ? `Go ahead only once runway after ${phrase} covers the year a raise usually needs (${months(left)} on the computed ${p.computed_text}): phase the cost, cut burn, or close funding first.`
      : `Go ahead on the computed ${p.computed_text}, with a burn ceiling that keeps runway beyond the year a raise usually needs.`,
  };
}
