// The money seats' deciding point on a step the runway cannot carry (seats/runway-gate.ts): each
// says it in its own words, with the figure and what would make the step acceptable.
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import type { KindContext, Point } from '../kinds/kind-kit.ts';
import { upperFirst } from '../reader/format.ts';
import { runwayGate } from './runway-gate.ts';

const WORDING: Readonly<Record<string, (phrase: string, figure: string) => string>> = {
  CFO: (phrase, figure) =>
    `${upperFirst(phrase)} ${figure}, with no new money committed in writing: the cash cannot carry it, so I vote against it as proposed.`,
  INVESTOR_REP: (phrase, figure) =>
    `As proposed, ${phrase} ${figure}; nothing in the text commits investor money to cover it, and a company raising on that runway raises on the investors’ terms, not its own.`,
};

/** The deciding point for a money seat, or none. */
export function runwayCondition(
  seatKey: string,
  x: KindContext,
  reading: DecisionReading,
  decision: Decision,
): Point[] {
  const words = WORDING[seatKey];
  const gate = words ? runwayGate(reading, decision) : null;
  if (!words || !gate) return [];
  return [
    {
      weight: -1.5,
      text: words(x.phrase, gate.figure),
      severity: 'critical',
      mitigation: `${gate.fix}.`,
      lead: true,
    },
  ];
}

const LOSS_WORDING: Readonly<Record<string, (phrase: string, figure: string) => string>> = {
  CFO: (phrase, figure) =>
    `${upperFirst(phrase)} sells every unit at a loss (${figure}): more volume only deepens it, so I vote against it as proposed.`,
  INVESTOR_REP: (phrase, figure) =>
    `At ${figure}, ${phrase} buys volume that destroys value on each sale; no growth story survives a negative unit margin.`,
  CEO: (phrase, figure) =>
    `I cannot back ${phrase} when each sale loses money (${figure}): we would be paying customers to buy from us.`,
};

/**
 * The deciding point when the proposal's own price leaves no margin over what a unit costs: the
 * money seats and the CEO say so and vote against as proposed, whatever else argues for it.
 */
export function lossCondition(seatKey: string, x: KindContext, reading: DecisionReading): Point[] {
  const words = LOSS_WORDING[seatKey];
  const margin = reading.calculations.find((c) => c.id === 'unit_margin');
  if (!words || margin?.value == null || margin.value > 0) return [];
  return [
    {
      weight: -1.5,
      text: words(x.phrase, margin.result.replace(/:.*$/, '')),
      severity: 'critical',
      mitigation: 'Set the price above the full unit cost (fees included), or cut the unit cost first.',
      lead: true,
    },
  ];
}

const SOLVENCY_WORDING: Readonly<Record<string, (phrase: string, figure: string) => string>> = {
  CFO: (phrase, figure) =>
    `What the company owes and must pay now exceeds what it has: ${figure}. ${upperFirst(phrase)} moves the shortfall, it does not close it, so I vote against it as proposed.`,
  INDEPENDENT_GOVERNANCE: (phrase, figure) =>
    `The figures say the company cannot pay its debts as they fall due (${figure}). Our duty now runs to the creditors: no new debt or customer deposit it cannot repay, so I cannot support ${phrase} before insolvency advice.`,
  CEO: (phrase, figure) =>
    `I cannot back ${phrase} on these figures (${figure}): it buys weeks, not solvency, and every week adds creditors who may not be paid.`,
  INVESTOR_REP: (phrase, figure) =>
    `No investor funds ${phrase} into a company that cannot pay what it owes (${figure}); the creditors come first.`,
};

/**
 * The deciding point when what the company owes and must pay now exceeds its cash and any new money
 * the proposal brings (reader/solvency-calcs.ts): continuing to trade on new debt or deposits is what
 * directors' duties near insolvency forbid, so the money and governance seats vote against.
 */
export function solvencyCondition(seatKey: string, x: KindContext, reading: DecisionReading): Point[] {
  const words = SOLVENCY_WORDING[seatKey];
  const gap = reading.calculations.find((c) => c.id === 'debts_due_against_cash');
  if (!words || gap?.value == null || gap.value >= 0) return [];
  return [
    {
      weight: -1.5,
      text: words(x.phrase, gap.result.replace(/:.*$/, '')),
      severity: 'critical',
      mitigation:
        'Take insolvency advice now, before any new debt or deposit; a plan with the creditors (time to pay with the tax office, a rescue procedure) comes before new borrowing.',
      lead: true,
    },
  ];
}
