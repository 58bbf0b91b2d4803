// The deciding condition a director puts on any step that adds cost: the runway it leaves. A
// hire, a lease, a commitment or capex that leaves under six months of cash, or costs more than the
// cash in the bank, with no new money committed in writing, is not approved 'with conditions': the
// money seats vote against it with the figure and say what would make it acceptable, and the chair
// never recommends it without that qualification (ADR 0112).
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { optionsCompared, optionsNamed } from '../chair/options-compared.ts';
import { moneyCommitted } from '../reader/committed-money.ts';
import { money, months } from '../reader/format.ts';
import { composeText, sentencesOf } from '../reader/text.ts';
import { cashEffect } from './kind-groups.ts';

/** Below this many months after the step the cash cannot carry it while a raise is run. */
export const SHORT_RUNWAY = 6;

export interface RunwayGate {
  /** Months of runway the step leaves; 0 when it costs more than the cash. */
  months: number;
  /** 'leaves 4.2 months of runway ($900k cash ÷ ($150k burn + $65k a month))'. */
  figure: string;
  /** What would make the step acceptable, with the figure that does. */
  fix: string;
}

/** Only steps that spend are gated; a customer's contract brings cash in, whatever its kind's group. */
const spendsCash = (reading: DecisionReading) =>
  cashEffect(reading.kind) === 'spends' && reading.kind !== 'customer_contract';

const gates = new WeakMap<DecisionReading, RunwayGate | null>();

/** Money the text names to pay for the step. */
const FINANCING = ['loan_amount', 'raise_amount', 'grant_amount', 'credit_facility'] as const;

const ours = (reading: DecisionReading, meaning: string) =>
  reading.numbers.find((n) => n.meaning === meaning && n.whose === 'ours' && n.role === 'actual') ?? null;

/**
 * The runway after the step, when the step adds cost and the figures allow the sum: a new running
 * cost from the reading's own sums (a hire's loaded salary, a new recurring cost), a one-off from its
 * share of cash; both together when the text gives both.
 */
function gateOf(reading: DecisionReading, decision: Decision): RunwayGate | null {
  if (!spendsCash(reading)) return null;
  const cash = ours(reading, 'cash');
  if (!cash || cash.value <= 0) return null;
  if (moneyCommitted(sentencesOf(composeText(decision)))) return null;
  // Options named: the reading's sums may add one option's cost to another's, so each option's own
  // runway decides, and the step is held only when none of them leaves six months.
  const options = optionsCompared(decision, reading);
  if (options) return optionsGate(options.sides);
  if (optionsNamed(decision).length >= 2) return null;
  const calc = (id: string) => reading.calculations.find((c) => c.id === id) ?? null;
  const after = runwayAfterStep(reading);
  const share = calc('cost_share');
  const oneOff = share?.value != null && /of cash/.test(share.result) ? (share.value * cash.value) / 100 : 0;
  const unit = cash.unit;
  // A burn in another currency than the cash (dollars held, shekel salaries) gives no runway without a rate.
  const stated = ours(reading, 'monthly_burn');
  const burn = stated?.unit === unit ? stated : null;
  // The loan, raise or grant the text names to pay for the step counts against the gap: it is the
  // plan, and the board's condition is that it is signed, not that it is found.
  const financing = FINANCING.flatMap((m) =>
    reading.numbers.filter(
      (n) => n.meaning === m && n.whose === 'ours' && n.role !== 'past' && n.unit === unit,
    ),
  ).reduce((t, n) => t + n.value, 0);
  if (oneOff >= cash.value) {
    const gap = oneOff - cash.value - financing;
    if (financing > 0 && gap <= 0) return null;
    const named = financing > 0 ? ` and ${money(financing, unit)} of financing named` : '';
    return {
      months: 0,
      // The shortfall in a sentence of its own: beside the word cash it would read as a cash figure.
      figure: `costs ${money(oneOff, unit)} up front against ${money(cash.value, unit)} in the bank${named}. That is a funding gap of ${money(gap, unit)}, before a single month of running costs`,
      fix: `Have the missing ${money(gap, unit)} and the first year’s running costs committed in writing (a loan, equity or a signed facility) before anything is signed, or stage the step so each part is paid from cash in hand`,
    };
  }
  // Today's monthly outgoings plus what the step adds, read back from the reading's own sum.
  const rate = after?.value ? cash.value / after.value : (burn?.value ?? 0);
  if (rate <= 0) return null;
  if (!after && !oneOff) return shortAlready(reading, cash.value, rate, unit);
  const left = (cash.value - oneOff) / rate;
  if (left >= SHORT_RUNWAY) return null;
  const added = after && burn ? rate - burn.value : 0;
  const sum = `${money(cash.value - oneOff, unit)} ${oneOff ? 'left after the one-off cost' : 'cash'} ÷ ${money(rate, unit)} a month${added > 0 ? `, ${money(added, unit)} of it the step` : ''}`;
  // The most the step could cost and still leave six months, with no new money.
  const room = oneOff
    ? cash.value - SHORT_RUNWAY * rate
    : burn
      ? cash.value / SHORT_RUNWAY - burn.value
      : null;
  const within =
    room !== null && room > 0
      ? `, or cut it to ${money(room, unit)}${oneOff ? ' up front' : ' a month'} so ${SHORT_RUNWAY} months remain`
      : ', or cut the burn first: on today’s figures no version of it leaves six months';
  return {
    months: left,
    figure: `leaves ${months(left)} of runway (${sum})`,
    fix: `Go ahead only once new money is committed in writing that takes runway after it above ${SHORT_RUNWAY} months${within}`,
  };
}

function optionsGate(sides: NonNullable<ReturnType<typeof optionsCompared>>['sides']): RunwayGate | null {
  const priced = sides.filter((s) => s.priced && s.runway !== null && !s.uncommitted);
  const best = [...priced].sort((a, b) => (b.runway ?? 0) - (a.runway ?? 0))[0];
  if (!best || priced.length < sides.length || (best.runway ?? 0) >= SHORT_RUNWAY) return null;
  return {
    months: best.runway ?? 0,
    figure: `leaves at most ${months(best.runway ?? 0)} of runway whichever option is taken (${best.name}: ${best.effect ?? 'as today'})`,
    fix: `Go ahead with any option only once new money is committed in writing that takes runway above ${SHORT_RUNWAY} months, or cut the burn first`,
  };
}

const STEP_COSTS = new Set(['salary', 'annual_cost', 'monthly_cost', 'cost', 'budget', 'capex']);

/**
 * A runway already under six months today, and a step that names a cost the reader could not place
 * as new ('the candidate wants $180k a year'): whatever it adds, it leaves less than today.
 */
function shortAlready(reading: DecisionReading, cash: number, burn: number, unit: string): RunwayGate | null {
  const today = cash / burn;
  const costed = reading.numbers.some((n) => n.whose === 'ours' && STEP_COSTS.has(n.meaning));
  if (today >= SHORT_RUNWAY || !costed) return null;
  return {
    months: today,
    figure: `leaves less than the ${months(today)} of runway there is today (${money(cash, unit)} cash ÷ ${money(burn, unit)} a month), before its own cost is added`,
    fix: `Go ahead only once new money is committed in writing that takes runway after it above ${SHORT_RUNWAY} months, or cut the burn first so the step fits inside six months of cash`,
  };
}

/**
 * A lender's minimum cash the spend leaves the company at or just above: below it the loan can be
 * called; within a quarter of burn above it, the covenant breaks before anything pays back.
 */
function floorGate(reading: DecisionReading): RunwayGate | null {
  if (!spendsCash(reading)) return null;
  const floor = reading.calculations.find((c) => c.id === 'cash_after_vs_floor');
  if (!floor || !/breach/.test(floor.result)) return null;
  return {
    months: 0,
    figure: `leaves cash at ${floor.result} (${floor.inputs})`,
    fix: 'Finance it against itself (a lease or an asset loan) or get the lender’s covenant waiver in writing before anything is ordered',
  };
}

/** The runway condition the step sets, or null when it adds no cost, the cash carries it or money is committed. */
export function runwayGate(reading: DecisionReading, decision: Decision): RunwayGate | null {
  if (gates.has(reading)) return gates.get(reading) ?? null;
  const gate = gateOf(reading, decision) ?? floorGate(reading);
  gates.set(reading, gate);
  return gate;
}

/** The runway once the step's own cost joins the burn, where the reading computes it. */
export function runwayAfterStep(reading: DecisionReading) {
  const calc = (id: string) => reading.calculations.find((c) => c.id === id) ?? null;
  return calc('runway_with_hire') ?? calc('runway_after_cost');
}
