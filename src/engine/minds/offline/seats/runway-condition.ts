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
