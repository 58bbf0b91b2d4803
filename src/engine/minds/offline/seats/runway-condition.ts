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
