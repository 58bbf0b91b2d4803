// A lender's covenant the board's own sums show the step breaking. The CFO or the kind's checklist
// states the sum; every other seat weighs it too, in its own words, so that approvals on general
// conditions do not outvote a loan the lender could call at the first test. It is no legal line
// (that is duty-points.ts), so it weighs less: a strong reason, not a refusal.
import type { PositionKey } from '../../../../contracts/positions.ts';
import type { ReadingCalculation } from '../../../reading.ts';
import type { KindContext, NotesBuilder } from '../kinds/kind-kit.ts';
import { lowerFirst } from '../reader/format.ts';

/** The reading's sum that shows the step breaking a covenant, as the calculations word it. */
export function covenantBrokenBy(
  calculations: readonly ReadingCalculation[],
): ReadingCalculation | undefined {
  return calculations.find((k) => /\b(?:breaches|breach) it\b/.test(k.result));
}

/** What to change so the step keeps the covenant: the headline's and the seats' remedy. */
export const KEEP_THE_COVENANT =
  'Borrow or pay out less, over a longer term, or agree a covenant reset in writing';

/** The seats that weigh a broken covenant beside the CFO, each from its own angle. */
const ANGLE: Readonly<Partial<Record<PositionKey, string>>> = {
  CEO: 'I will not stake the company on terms the lender could call at once',
  INVESTOR_REP: 'investors would read a covenant broken on day one as a company that cannot service its debt',
  STRATEGIC_ADVISOR: 'no plan survives a lender who can call the money at the first test',
  INDEPENDENT_GOVERNANCE: 'the board cannot minute approval of terms its own sums show breaking a covenant',
  RISK_OFFICER:
    'a covenant broken at the first test hands the lender control, and that is the risk that matters here',
};

/**
 * How far past its limit the sum goes ('1.05×, below the 1.3×': 19%). A breach by a few percent is
 * the CFO's to negotiate; only a clear one is every seat's reason to vote against.
 */
function beyondLimit(calc: ReadingCalculation): number {
  const m = /([\d.]+)×, (?:above|below) the ([\d.]+)×/.exec(calc.result);
  const [value, limit] = [Number(m?.[1]), Number(m?.[2])];
  return m && value > 0 && limit > 0 ? Math.abs(value - limit) / Math.min(value, limit) : 0;
}
/** A breach this far past the limit is clear, not a rounding away from it. */
const CLEAR_BREACH = 0.1;

export function covenantPoints(x: KindContext, c: NotesBuilder, seatKey: string): void {
  const angle = ANGLE[seatKey as PositionKey];
  const broken = angle ? covenantBrokenBy(x.reading.calculations) : undefined;
  if (!angle || !broken || beyondLimit(broken) < CLEAR_BREACH) return;
  // The sum itself is the CFO's to state; the others name its figure and their own reason.
  const figure = broken.result.split(':')[0] ?? broken.result;
  c.con(
    1,
    `On the board's own sums the covenant breaks at the first test (${lowerFirst(broken.label)}: ${figure}); ${angle}.`,
    `${KEEP_THE_COVENANT} before signing`,
    'high',
  );
}
