// How loud a duty is among the board's risks. A breach is critical. A duty every such step meets
// and counsel handles as routine (a private round's exemption and filing) is a condition, not an
// alarm: medium. Every other duty the step triggers is high.
import type { ReadingDuty } from '../../../reading.ts';
import { routineWithCounsel } from './financing.ts';

export function dutySeverity(duty: ReadingDuty, text: string): 'critical' | 'high' | 'medium' {
  if (duty.breached) return 'critical';
  return routineWithCounsel(duty.id, text) ? 'medium' : 'high';
}
