// The chair on a step the runway cannot carry (seats/runway-gate.ts): whatever the count, the
// headline never says 'proceed' without the condition, the figure and what would make the step
// acceptable, and the condition is an action item of the CFO's (ADR 0112).
import type { DecisionReading } from '../../../reading.ts';
import type { ActionItem, Decision, Outcome } from '../../../types.ts';
import { lowerFirst } from '../reader/format.ts';
import { runwayGate } from '../seats/runway-gate.ts';

/** The headline on a gated step, or null when the runway carries it. */
export function runwayHeadline(
  reading: DecisionReading,
  decision: Decision,
  phrase: string,
  outcome: Outcome,
  duties: readonly string[],
): string | null {
  const gate = runwayGate(reading, decision);
  if (!gate) return null;
  const also = duties.length
    ? ` Also before anything is signed: ${duties.map(lowerFirst).join('; and ')}.`
    : '';
  if (outcome === 'proceed')
    return `The board recommends you proceed with ${phrase} only on a condition, not as proposed: it ${gate.figure}. ${gate.fix}.${also}`;
  if (outcome === 'against')
    return `The board recommends against ${phrase} as proposed: it ${gate.figure}. It becomes acceptable if you: ${lowerFirst(gate.fix)}.${also}`;
  if (outcome === 'mixed')
    return `The board is split, but not on this: ${phrase} as proposed ${gate.figure}, so it does not go ahead until you: ${lowerFirst(gate.fix)}.${also}`;
  return null;
}

/** The condition as the first thing to do, owned by the CFO. */
export function runwayAction(reading: DecisionReading, decision: Decision, cfoTitle: string): ActionItem[] {
  const gate = runwayGate(reading, decision);
  return gate
    ? [{ action: gate.fix, owner_role: cfoTitle, horizon: 'before anything is signed or committed' }]
    : [];
}
