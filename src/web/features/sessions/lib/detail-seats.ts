// The seats of a finished session, from its own record (the board may have changed since):
// positions, votes and failures, in board order.
import type { SessionDetail } from '../../../../contracts/sessions.ts';
import type { SeatSeed } from './live-state.ts';

export function seatsOfDetail(detail: SessionDetail): SeatSeed[] {
  const seats = new Map<string, SeatSeed & { order: number }>();
  const add = (id: string, title: string, order: number, isHuman: boolean) => {
    if (!seats.has(id)) seats.set(id, { id, title, is_human: isHuman, order });
  };
  for (const d of detail.deliberations)
    add(d.seat_id, d.position_title, d.position_number, d.source === 'human');
  for (const v of detail.votes) add(v.seat_id, v.position_title, v.position_number, false);
  for (const f of detail.failures) add(f.seat_id, f.position_title, Number.MAX_SAFE_INTEGER, false);
  return [...seats.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ id, title, is_human }) => ({ id, title, is_human }));
}
