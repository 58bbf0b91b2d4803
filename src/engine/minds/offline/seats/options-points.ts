// The CEO and the CFO on a decision that names options: each sets them side by side with their
// figures and says which the board prefers (chair/options-compared.ts), the CFO from the sums, the
// CEO from the preference, so the two seats do not read the same sentence.
import type { DecisionReading } from '../../../reading.ts';
import type { Decision } from '../../../types.ts';
import { optionsCompared } from '../chair/options-compared.ts';
import type { Point } from '../kinds/kind-kit.ts';

export function optionsPoints(seatKey: string, reading: DecisionReading, decision: Decision): Point[] {
  if (seatKey !== 'CEO' && seatKey !== 'CFO') return [];
  const c = optionsCompared(decision, reading);
  if (!c) return [];
  const text =
    seatKey === 'CFO'
      ? `${c.line} ${c.prefers}`
      : `${c.prefers} ${c.line.replace(/^Side by side, on what the text gives: /, 'What each brings, on the text’s figures: ')}`;
  return [{ weight: 0, text, severity: null, mitigation: null, lead: true }];
}
