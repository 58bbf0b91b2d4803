// How loud a duty is among the board's risks. A breach is critical. A duty every such step meets
// and counsel handles as routine (a private round's exemption and filing, the warranties a seller
// gives) is a condition, not an alarm: medium. Every other duty the step triggers is high.
import type { ReadingDuty } from '../../../reading.ts';
import type { KindId } from '../kinds/kind-ids.ts';
import { routineWithCounsel } from './financing.ts';

export function dutySeverity(
  duty: ReadingDuty,
  text: string,
  kind: KindId | null = null,
): 'critical' | 'high' | 'medium' {
  if (duty.breached) return 'critical';
  const sellersWarranties = duty.id === 'ma_diligence' && kind === 'be_acquired';
  return sellersWarranties || routineWithCounsel(duty.id, text) ? 'medium' : 'high';
}
